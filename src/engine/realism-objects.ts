// Realism's own objects: a pocket watch (the eye is in realism-eye.ts), drawn as a
// black-and-grey study rather than the flash icon. Same contract as every drawing in realism-motifs.ts.
import { ellipse } from './creatures';
import type { TGenShape } from './gen-shape';
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
    // the bow: a closed loop over the pendant, each side a swelling arc
    taper([248, 96], [174, 56], [256, 16], 6) +
    taper([264, 96], [338, 56], [256, 16], 6) +
    // the pendant the crown sits on
    'M244 124L246 88L266 88L268 124Z';
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
  // spade tips on the hands, as a pocket watch's are cut
  const spades = ellipse(258, 232, 7, 10) + ellipse(322, 284, 8, 6);
  return { d, holes: marks + hands + crown + spades, tones: watchTones(C), toneBlur: 0.9 };
}

/** Polished metal and glass in black and grey: the case dark with its lit shoulder up toward
 *  the light, the bezel's shadow ringing the dial, the dial paling to bare skin up and left,
 *  and a glare across the glass left as skin (a real watch reads by its reflections, not its
 *  outline). */
function watchTones(C: TPt): { t: number; d: string }[] {
  const [x, y] = C;
  const glare: TPt[] = [];
  for (let i = 0; i <= 12; i++) {
    const a = Math.PI * (1.05 + 0.4 * (i / 12));
    glare.push([x + Math.cos(a) * 140, y + Math.sin(a) * 140]);
  }
  for (let i = 12; i >= 0; i--) {
    const a = Math.PI * (1.1 + 0.3 * (i / 12));
    glare.push([x + Math.cos(a) * 118, y + Math.sin(a) * 118]);
  }
  return [
    { t: 0.92, d: ellipse(x, y, 190, 190) },
    { t: 0.35, d: ellipse(x - 10, y - 10, 176, 176) },
    { t: 0.05, d: ellipse(x - 40, y - 50, 110, 90) },
    { t: 0.8, d: ellipse(x, y, 168, 168) },
    { t: 0.4, d: ellipse(x + 6, y + 6, 156, 156) },
    { t: 0.12, d: ellipse(x - 12, y - 14, 136, 136) },
    { t: 0, d: 'M' + glare.map(([a, b]) => `${a.toFixed(1)} ${b.toFixed(1)}`).join('L') + 'Z' },
    // the pendant: dark metal
    { t: 0.6, d: 'M236 90L276 90L280 124L232 124Z' },
  ];
}
