// Authored hands for the subjects icon sets draw as a mitten or a glove: an open hand with
// jointed fingers here, praying hands in praying-hands.ts (re-exported). Same 512 x 512 box and TGenShape contract as
// creatures.ts: `d` the body, `holes` the tapered cuts that read as interior lines.
import { P, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './gen-shape';

export { prayingHands } from './praying-hands';

/** One finger's run of the outline: up its right side from the base, round the tip, down its
 *  left side (right and left as seen with the finger pointing away from the palm). */
function fingerRun(base: TPt, tip: TPt, w: number): { d: string; end: TPt } {
  const len = Math.hypot(tip[0] - base[0], tip[1] - base[1]);
  const u: TPt = [(tip[0] - base[0]) / len, (tip[1] - base[1]) / len];
  const n: TPt = [-u[1], u[0]];
  const r = w / 2;
  // a finger narrows a little toward its tip
  const rt = r * 0.84;
  const at = (p: TPt, s: number, rr = r): TPt => [p[0] + n[0] * rr * s, p[1] + n[1] * rr * s];
  // the pad bulges a little at the tip: a cubic cap reaching past the tip centre
  const k = rt * 1.33;
  const capA: TPt = [tip[0] + n[0] * rt + u[0] * k, tip[1] + n[1] * rt + u[1] * k];
  const capB: TPt = [tip[0] - n[0] * rt + u[0] * k, tip[1] - n[1] * rt + u[1] * k];
  const end = at(base, -1);
  const d = `L${P(at(base, 1))}L${P(at(tip, 1, rt))}C${P(capA)} ${P(capB)} ${P(at(tip, -1, rt))}L${P(end)}`;
  return { d, end };
}

/** An open hand, palm toward us, fingers a little spread, thumb out to the side: jointed
 *  fingers with their creases, the palm's heart, head and life lines, the wrist. */
export function openHand(): TGenShape {
  const fingers: [TPt, TPt, number][] = [
    [[340, 288], [372, 178], 34], // little finger
    [[304, 262], [320, 110], 38], // ring
    [[264, 256], [262, 86], 40], // middle
    [[224, 268], [196, 120], 38], // index
  ];
  let d = 'M318 500C322 450 340 400 352 350C358 326 358 304 356 290';
  fingers.forEach(([base, tip, w], i) => {
    const run = fingerRun(base, tip, w);
    d += run.d;
    const next = fingers[i + 1];
    // the web between this finger and the next dips just below both bases
    if (next) {
      const nb = fingerRun(next[0], next[1], next[2]).d.match(/^L(-?[\d.]+) (-?[\d.]+)/)!;
      const to: TPt = [Number(nb[1]), Number(nb[2])];
      // (the next run then starts with an L to this same point)
      d += `Q${P([(run.end[0] + to[0]) / 2, Math.max(run.end[1], to[1]) + 12])} ${P(to)}`;
    }
  });
  // down the index side to the thumb web, out along the thumb and back to the wrist
  const thumb = fingerRun([192, 378], [124, 284], 50);
  d += 'C204 290 196 316 194 338' + thumb.d.replace(/^L/, 'L');
  d += 'C170 420 196 460 204 500Z';
  const holes =
    // finger creases: two joints across each finger
    fingers
      .map(([b, t, w]) =>
        [0.36, 0.66]
          .map((s) => {
            const c: TPt = [b[0] + (t[0] - b[0]) * s, b[1] + (t[1] - b[1]) * s];
            const len = Math.hypot(t[0] - b[0], t[1] - b[1]);
            const nx = (-(t[1] - b[1]) / len) * (w * 0.36);
            const ny = ((t[0] - b[0]) / len) * (w * 0.36);
            return taper([c[0] - nx, c[1] - ny], [c[0], c[1] + 4], [c[0] + nx, c[1] + ny], 2.5);
          })
          .join(''),
      )
      .join('') +
    // thumb joint, and the palm's heart, head and life lines
    taper([142, 318], [158, 330], [168, 310], 2.5) +
    taper([352, 322], [300, 300], [240, 300], 4) +
    taper([350, 352], [290, 340], [216, 330], 4) +
    taper([222, 312], [226, 400], [258, 470], 4) +
    // the wrist crease
    taper([212, 486], [262, 494], [314, 486], 3);
  return { d, holes };
}
