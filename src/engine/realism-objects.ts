// Realism's own objects: a human eye and a pocket watch, drawn as a
// black-and-grey study rather than the flash icon. Same contract as every drawing in realism-motifs.ts.
import { ellipse } from './creatures';
import type { TGenShape } from './generated-motifs';
import { cubicAt, taper, type TPt } from './realism-kit';

/** A human eye, open: the almond between the lids, an iris with its fibres, the pupil with a
 *  catch-light, lashes sweeping up and out from the upper lid, a few short lower ones, and the
 *  lid crease above. */
export function humanEye(): TGenShape {
  const inner: TPt = [70, 262];
  const outer: TPt = [450, 240];
  const up: [TPt, TPt] = [
    [150, 150],
    [340, 130],
  ];
  const low: [TPt, TPt] = [
    [360, 330],
    [160, 340],
  ];
  // the almond as four arcs (the engine reads a subpath's winding from its end points)
  let d =
    'M70 262C110 206 180 170 249 168C320 166 400 190 450 240' +
    'C400 290 330 314 260 314C190 314 110 300 70 262Z' +
    // the iris (inside its rim cut) and the catch-light in the pupil
    ellipse(252, 240, 58, 58) +
    ellipse(270, 222, 9, 9);
  // lashes: each leaves the lid and curls up and toward the outer corner
  for (let i = 0; i < 9; i++) {
    const t = 0.16 + i * 0.095;
    const a = cubicAt(inner, up[0], up[1], outer, t);
    const len = 40 + 44 * Math.sin(Math.PI * Math.min(1, t * 1.05));
    const lean = 0.2 + t * 0.9;
    const b: TPt = [a[0] + len * lean, a[1] - len * 0.9];
    const c: TPt = [a[0] - len * 0.05, a[1] - len * 0.75];
    d += taper([a[0] - 3, a[1] + 8], c, b, 2.6);
  }
  for (let i = 0; i < 5; i++) {
    const t = 0.22 + i * 0.13;
    const a = cubicAt(outer, low[0], low[1], inner, t);
    d += taper([a[0], a[1] - 6], [a[0] - 4, a[1] + 12], [a[0] - 12, a[1] + 26], 2);
  }
  let iris = ellipse(252, 240, 64, 64, false) + ellipse(252, 240, 24, 24, false);
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2 + 0.2;
    const p = (r: number): TPt => [252 + Math.cos(a) * r, 240 + Math.sin(a) * r];
    iris += taper(p(30), p(40), p(52), 2);
  }
  const lids =
    // the lid margins: a thickness line under the upper lid and along the lower one
    taper([92, 250], [200, 170], [420, 234], 3) + taper([110, 276], [250, 320], [418, 254], 2.5);
  return { d, holes: iris + lids };
}

/** A circle as tapered arcs (a hole cannot be a ring): each 30 degree arc thins at its ends,
 *  as an engraved rim does where the burin lifts. */
function rimLine(cx: number, cy: number, r: number, w: number): string {
  let out = '';
  const step = Math.PI / 6;
  for (let i = 0; i < 12; i++) {
    const a0 = i * step;
    const a1 = a0 + step;
    const am = (a0 + a1) / 2;
    const rc = r / Math.cos(step / 2);
    out += taper(
      [cx + Math.cos(a0) * r, cy + Math.sin(a0) * r],
      [cx + Math.cos(am) * rc, cy + Math.sin(am) * rc],
      [cx + Math.cos(a1) * r, cy + Math.sin(a1) * r],
      w,
    );
  }
  return out;
}

/** An open pocket watch: the bow loop and knurled crown, a round case with its bezel, hour
 *  marks, a small seconds dial, and the hands. */
export function pocketWatch(): TGenShape {
  const C: TPt = [256, 300];
  const d =
    ellipse(C[0], C[1], 190, 190) +
    'M236 90L276 90L280 124L232 124Z' +
    // the bow, an open loop over the crown
    taper([222, 100], [256, -6], [290, 100], 11);
  let marks = rimLine(C[0], C[1], 170, 3) + rimLine(C[0], C[1], 156, 1.6);
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const p = (r: number): TPt => [C[0] + Math.sin(a) * r, C[1] - Math.cos(a) * r];
    marks += taper(p(150), p(138), p(i % 3 ? 128 : 116), i % 3 ? 3 : 5);
  }
  const hands =
    taper([256, 312], [262, 250], [256, 196], 6) +
    taper([252, 304], [300, 290], [352, 276], 5) +
    ellipse(256, 300, 9, 9, false) +
    rimLine(256, 372, 32, 1.5) +
    taper([256, 372], [262, 358], [270, 346], 2.5);
  const crown =
    taper([244, 94], [243, 107], [244, 120], 2) +
    taper([256, 94], [255, 107], [256, 120], 2) +
    taper([268, 94], [267, 107], [268, 120], 2);
  return { d, holes: marks + hands + crown };
}
