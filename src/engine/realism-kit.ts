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
