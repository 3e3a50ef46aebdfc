// Realism's own objects: a pocket watch (the eye is in realism-eye.ts), drawn as a
// black-and-grey study rather than the flash icon. Same contract as every drawing in realism-motifs.ts.
import { ellipse } from './creatures';
import type { TGenShape } from './generated-motifs';
import { taper, type TPt } from './realism-kit';

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
