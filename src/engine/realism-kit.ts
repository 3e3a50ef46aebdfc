// Shared drawing helpers for realism's own motifs (realism-animals.ts, realism-objects.ts).
import { mirrorD, taper as thinTaper } from './creatures';

export type TPt = [number, number];

/** Detail lines here are drawn without the echo rings the flash treatment adds round every cut,
 *  so they are pulled wider to hold as 0.5-1 mm lines at shoulder size. */
export const taper = (a: TPt, c: TPt, b: TPt, w: number) => thinTaper(a, c, b, w * 1.8);

/** Fur pulled as whip strands: each [start, bend, end] a short tapered line. */
export function strands(list: [TPt, TPt, TPt][], w: number): string {
  return list.map(([a, c, b]) => taper(a, c, b, w)).join('');
}

export const both = (d: string) => d + mirrorD(d);

/** A mane's edge as pointed locks: from each valley out to a tip on a curve bulging away from
 *  the centre, then back in to the next valley, so the edge reads as hair and not a saw. */
export function locks(start: TPt, pts: TPt[], centre: TPt): [TPt, TPt, TPt][] {
  const segs: [TPt, TPt, TPt][] = [];
  let prev = start;
  pts.forEach((p, i) => {
    const tip = i % 2 === 0;
    const mx = (prev[0] + p[0]) / 2;
    const my = (prev[1] + p[1]) / 2;
    const dx = mx - centre[0];
    const dy = my - centre[1];
    const len = Math.hypot(dx, dy) || 1;
    const k = tip ? 16 : -4;
    const c: TPt = [mx + (dx / len) * k, my + (dy / len) * k];
    segs.push([
      [(prev[0] + 2 * c[0]) / 3, (prev[1] + 2 * c[1]) / 3],
      [(p[0] + 2 * c[0]) / 3, (p[1] + 2 * c[1]) / 3],
      p,
    ]);
    prev = p;
  });
  return segs;
}

/** A point on a cubic from p0 to p3 at t. */
export function cubicAt(p0: TPt, p1: TPt, p2: TPt, p3: TPt, t: number): TPt {
  const u = 1 - t;
  const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [
    k[0] * p0[0] + k[1] * p1[0] + k[2] * p2[0] + k[3] * p3[0],
    k[0] * p0[1] + k[1] * p1[1] + k[2] * p2[1] + k[3] * p3[1],
  ];
}

/** A dark iris with the catch-light bitten out of its upper rim (holes are all inked, so the
 *  light is left as skin by the outline itself rather than painted over). */
export function irisLit(cx: number, cy: number, r: number): string {
  const h: TPt = [cx - r * 0.5, cy - r * 0.55];
  const hr = r * 0.4;
  const rim: TPt[] = [];
  for (let i = 0; i < 32; i++) {
    const a = (i / 32) * Math.PI * 2;
    rim.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  const inside = rim.map(([x, y]) => Math.hypot(x - h[0], y - h[1]) < hr);
  const i0 = inside.indexOf(true);
  const i1 = inside.lastIndexOf(true);
  const ang = (p: TPt) => Math.atan2(p[1] - h[1], p[0] - h[0]);
  const tE = ang(rim[i0 - 1]);
  let dt = ang(rim[i1 + 1]) - tE;
  dt = Math.atan2(Math.sin(dt), Math.cos(dt));
  // the long way round the light: the arc that lies inside the iris
  dt -= Math.sign(dt) * Math.PI * 2;
  const bite: TPt[] = [];
  for (let k = 0; k <= 8; k++) {
    const t = tE + (dt * k) / 8;
    bite.push([h[0] + Math.cos(t) * hr, h[1] + Math.sin(t) * hr]);
  }
  const pts = [...rim.slice(0, i0), ...bite, ...rim.slice(i1 + 1)];
  return 'M' + pts.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L') + 'Z';
}
