// Authored jellyfish, side on and drifting: the icon set's one is a lumpy cap with blob holes
// over four thick legs, which every style outlined into sausages. Here a smooth domed bell ends
// in a scalloped rim, pleated above it, the moon jelly's four-leaf gonads showing through; ruffled
// oral arms hang like curtains from its middle; and thin tentacles of uneven length trail from
// the rim, all swaying the same way, as the animal pulses up and the water drags them behind.
// Three forms (FORMS): fine for washes, bold for heavy outlines, small for tiny pieces.
// Same 512 box and TGenShape contract as creatures.ts.
import type { TPt } from './creatures';
import { poly, through, whip, ribbon } from './curve-kit';
import type { TGenShape } from './gen-shape';
import type { TRng } from './prng';

const CX = 256;
const RIM_Y = 150;
const HALF = 112;
/** how far the rim dips at its middle: the bell is seen a little from below */
const SAG = 16;

/** The rim's baseline at u (0 the right edge .. 1 the left edge). */
const rimY = (u: number) => RIM_Y + SAG * Math.sin(Math.PI * u);
const rimX = (u: number) => CX + HALF - 2 * HALF * u;

/** The bell: a smooth dome over a rim of `lobes` scallops, one closed outline. */
function bell(lobes: number, depth: number): string {
  const dome = through(
    [
      [CX - HALF, RIM_Y],
      [CX - HALF + 4, RIM_Y - 46],
      [CX - HALF + 28, RIM_Y - 92],
      [CX - 50, RIM_Y - 116],
      [CX, RIM_Y - 122],
      [CX + 50, RIM_Y - 116],
      [CX + HALF - 28, RIM_Y - 92],
      [CX + HALF - 4, RIM_Y - 46],
      [CX + HALF, RIM_Y],
    ],
    10,
  );
  // the rim, right to left: each scallop a rounded lobe, the notches between them sharp
  const rim: TPt[] = [];
  const n = lobes * 10;
  for (let i = 1; i < n; i++) {
    const u = i / n;
    const s = (u * lobes) % 1;
    rim.push([rimX(u), rimY(u) + depth * Math.sin(Math.PI * s) ** 0.6]);
  }
  return poly([...dome, ...rim]);
}

/** The bell's inside: short pleats running up from the rim's notches (fine work) or the inner
 *  lip's one line above the scallops (bold work, where pleats would close up). Thin whips (cut
 *  lines). */
function bellDetail(lobes: number, w: number, fine: boolean): string {
  let d = '';
  if (fine)
    for (let k = 1; k < lobes; k++) {
      const u = k / lobes;
      // each pleat leans toward the crown, as the dome's meridians do
      const base: TPt = [rimX(u), rimY(u) - 4];
      const top: TPt = [base[0] + (CX - base[0]) * 0.16, base[1] - 30 + Math.abs(u - 0.5) * 14];
      d += whip([base, [(base[0] + top[0]) / 2, (base[1] + top[1]) / 2], top], w * 0.8, 0.3);
    }
  else {
    const lip: TPt[] = [];
    for (let i = 0; i <= 12; i++) {
      const u = 0.05 + (0.9 * i) / 12;
      lip.push([rimX(u), rimY(u) - 13 - 3 * Math.sin(Math.PI * u)]);
    }
    d += whip(lip, w * 0.8, 0.5);
  }
  return d;
}

/** The moon jelly's four gonads, a four-leaf clover round the bell's axis, seen from a little
 *  above so the ring is squashed to an ellipse. Closed petals, not open horseshoes: four open
 *  loops side by side read as letters. `k` scales them up for bold lines. */
function gonads(k: number): string {
  let d = '';
  const cy = RIM_Y - 66;
  for (let i = 0; i < 4; i++) {
    const th = Math.PI / 4 + (i * Math.PI) / 2;
    const [ux, uy] = [Math.cos(th), Math.sin(th)];
    const pts: TPt[] = [];
    for (let j = 0; j < 20; j++) {
      const a = (j / 20) * 2 * Math.PI;
      // along the radius 17 from 25 out, 10 across it; then squashed for the view
      const r = 25 * k + 17 * k * Math.cos(a);
      const q = 10 * k * Math.sin(a);
      pts.push([CX + r * ux - q * uy, cy + (r * uy + q * ux) * 0.55]);
    }
    d += poly(pts);
  }
  return d;
}

/** The sway every trailing part shares at depth y: a drift to one side that grows with depth
 *  and a slow wave, the same for all so neighbours hang side by side instead of crossing. */
function sway(y: number, phase: number): number {
  const t = Math.max(0, (y - RIM_Y) / 330);
  return 44 * t ** 1.4 + 22 * t * Math.sin(2 * Math.PI * 1.1 * t + phase);
}

/** One ruffled oral arm: a curtain hanging from under the bell's middle and easing out to
 *  `spread` from it, turning as it falls (its width swells and narrows), frilled along both
 *  edges, narrowing to a point. */
function oralArm(
  spread: number,
  len: number,
  width: number,
  phase: number,
  ruffles: number,
): string {
  const y0 = RIM_Y + SAG;
  const pts: TPt[] = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    const y = y0 + len * t;
    const out = Math.min(1, t / 0.4);
    pts.push([CX + spread * (0.2 + 0.8 * out * (2 - out)) + sway(y, phase), y]);
  }
  const turn = (t: number) => 0.65 + 0.35 * Math.abs(Math.cos(Math.PI * 1.6 * t + phase));
  const frill = (t: number) => 1 + 0.2 * Math.sin(2 * Math.PI * ruffles * t);
  return ribbon(pts, (t) => width * Math.min(1, t * 5) * (1 - t) ** 0.45 * turn(t) * frill(t), 12);
}

/** A trailing tentacle from the rim at u: a thin whip, fullest near the bell, fanning out a
 *  little from the middle as it falls, with a ripple of its own (`ripple` units at its tip) so
 *  neighbours do not hang as parallel rails. */
function tentacle(u: number, len: number, phase: number, w: number, ripple: number): string {
  const x0 = rimX(u);
  const y0 = rimY(u) + 4;
  const pts: TPt[] = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    const y = y0 + len * t;
    const own = ripple * t * Math.sin(2 * Math.PI * 2.3 * t + phase * 4);
    pts.push([x0 + (x0 - CX) * 0.3 * t + sway(y, phase) + own, y]);
  }
  return whip(pts, w, 0.15);
}

/** The three drawings: `fine` for washes (many hair-thin lines, pleats in the rim), `bold` for
 *  heavy outlines (fewer lines, further apart, the inner lip in place of the pleats), `small`
 *  for pieces under 6 cm (bold's few lines, the clover larger, drawn in watercolour's fine line
 *  so the gaps stay open). */
const FORMS = {
  fine: { lobes: 9, w: 2.2, depth: 9, clover: 1.2, spread: 50, arm: 44, ruffles: 7, thin: true },
  bold: { lobes: 7, w: 3.4, depth: 13, clover: 1.3, spread: 70, arm: 62, ruffles: 5, thin: false },
  small: { lobes: 7, w: 3.4, depth: 13, clover: 1.5, spread: 70, arm: 62, ruffles: 4, thin: true },
};
const TENTACLES = { fine: [0.02, 0.085, 0.15, 0.215], bold: [0.04, 0.17], small: [0.04, 0.17] };

export function jellyfish(rng: TRng, form: keyof typeof FORMS = 'bold'): TGenShape {
  const f = FORMS[form];
  let d = bell(f.lobes, f.depth);
  const holes = bellDetail(f.lobes, f.w, form === 'fine') + gonads(f.clover);
  // three oral arms from the middle, the one in front the longest, side by side (a line
  // crossing an arm reads as a tangle in line work)
  [-f.spread, 0, f.spread].forEach((dx, i) => {
    const len = (dx === 0 ? 300 : 240) + rng.range(-20, 20);
    d += oralArm(dx, len, f.arm, 0.5 * (i - 1), f.ruffles);
  });
  // tentacles from the rim's outer parts, clear of the arms, of uneven length
  const side = TENTACLES[form];
  for (const u of [...side, ...side.map((v) => 1 - v)]) {
    const len = 210 + rng.range(0, 160) - Math.abs(u - 0.5) * 60;
    d += tentacle(u, len, rng.range(-0.6, 0.6), form === 'fine' ? 2.4 : 4, rng.range(2, 9));
  }
  return { d, holes, ...(f.thin ? { fine: true } : {}) };
}
