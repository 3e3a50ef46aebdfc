// Authored band of traditional sea, for a ship to sit in: a row of rolling crests, each curling
// over into a hooked lip with cream foam along its top (second ink) and whip lines down its face,
// over a band of deep water. The icon set's wave is one tall Hokusai curl that hangs under a hull
// like drips. Same 512 box and TGenShape contract as creatures.ts.
import { P, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';

type TSeg = [TPt, TPt, TPt];
const run = (segs: TSeg[]) => segs.map(([a, b, e]) => `C${P(a)} ${P(b)} ${P(e)}`).join('');

// the trough line (where a hull's waterline sits) and the band's lower edge
export const SEA_TROUGH = 300;
const BASE = SEA_TROUGH;
const FLOOR = 352;

/** One crest from its left trough `x0`, `w` wide and `h` high, curling over to the right. */
function crest(x0: number, w: number, h: number): { top: string; foam: string; cuts: string } {
  const at = (u: number, v: number): TPt => [x0 + u * w, BASE - v * h];
  const back: TSeg = [at(0.14, 0.02), at(0.2, 0.46), at(0.3, 0.74)];
  const rise: TSeg = [at(0.38, 0.94), at(0.5, 1.02), at(0.62, 0.98)];
  const over: TSeg = [at(0.82, 0.92), at(0.96, 0.74), at(0.94, 0.52)];
  // the lip hangs over the face and turns back in, leaving the hollow of the curl open
  const lip: TSeg = [at(0.93, 0.38), at(0.86, 0.3), at(0.8, 0.36)];
  const curl: TSeg = [at(0.74, 0.42), at(0.7, 0.52), at(0.74, 0.58)];
  const face: TSeg = [at(0.64, 0.5), at(0.74, 0.06), at(1, 0)];
  const top = run([back, rise, over, lip, curl, face]);
  // foam: over the crest and round the lip, its lower edge hanging in pointed claws
  const claws: TPt[] = [
    at(0.68, 0.72),
    at(0.62, 0.6),
    at(0.58, 0.76),
    at(0.5, 0.62),
    at(0.46, 0.8),
    at(0.38, 0.68),
    at(0.36, 0.82),
  ];
  let foam = `M${P(at(0.3, 0.74))}${run([rise, over, lip, curl])}`;
  for (let i = 0; i < claws.length; i++) {
    const prev = i ? claws[i - 1] : at(0.74, 0.58);
    const c: TPt = [(prev[0] + claws[i][0]) / 2, Math.min(prev[1], claws[i][1]) - h * 0.04];
    foam += `Q${P(i % 2 ? claws[i] : c)} ${P(claws[i])}`;
  }
  foam += 'Z';
  // whip lines: down the back of the crest, along the hollow, and down the face
  const cuts =
    taper(at(0.18, 0.12), at(0.26, 0.4), at(0.36, 0.6), 3) +
    taper(at(0.32, 0.1), at(0.42, 0.36), at(0.5, 0.54), 2.4) +
    taper(at(0.72, 0.5), at(0.72, 0.3), at(0.9, 0.08), 2.6);
  return { top, foam, cuts };
}

/** A band of rolling sea, crests curling to the right, tallest at the two ends. */
export function sea(): TGenShape {
  // low in the middle where the hull rides, tall at the ends
  const crests: [number, number, number][] = [
    [8, 94, 92],
    [102, 80, 58],
    [182, 72, 38],
    [254, 74, 40],
    [328, 82, 60],
    [410, 94, 96],
  ];
  let top = '';
  let foam = '';
  let cuts = '';
  for (const [x0, w, h] of crests) {
    const c = crest(x0, w, h);
    top += c.top;
    foam += c.foam;
    cuts += c.cuts;
  }
  // the lower edge rolls in three long swells rather than a ruled cut
  const d =
    `M8 ${BASE}${top}C506 320 502 344 494 ${FLOOR}` +
    `C440 342 390 342 340 ${FLOOR - 4}C290 340 222 340 172 ${FLOOR - 4}C122 342 72 342 18 ${FLOOR}` +
    `C10 344 6 320 8 ${BASE}Z`;
  // the deep water under the crests: long swells drawn as whip lines
  cuts +=
    taper([40, 318], [150, 308], [250, 322], 3) +
    taper([270, 320], [370, 308], [470, 320], 3) +
    taper([120, 334], [250, 326], [380, 334], 2.4);
  return { d, holes: cuts, alt: foam };
}
