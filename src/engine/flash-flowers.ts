// Helpers for authored drawings whose parts are inks of their own (a portrait's lace and lips,
// a peony's petals): regions of one winding, scalloped rims and arcs drawn as whip lines.
// Same 512 box as the TGenShape drawings.
import { P, polar, taper } from './creatures';
import type { TPt } from './creatures';
import { closeSubpaths, parsePath, toD, withWinding } from './path';

const RAD = Math.PI / 180;

/** Subpaths of one winding, so overlapping pieces of one ink add up instead of cancelling. */
export const oneWinding = (d: string) => toD(withWinding(closeSubpaths(parsePath(d)), 1));

/** A closed outline of `n` scallops round c, each bulging out past radius r. */
export function scallopDisk(c: TPt, r: number, n: number, turn = 0, bulge = 0.28): string {
  const at = (k: number) => polar(c, r, (turn + (360 * k) / n) * RAD);
  let d = `M${P(at(0))}`;
  for (let k = 0; k < n; k++) {
    const mid = (turn + (360 * (k + 0.5)) / n) * RAD;
    const span = (360 / n) * 0.3 * RAD;
    const c1 = polar(c, r * (1 + bulge), mid - span);
    const c2 = polar(c, r * (1 + bulge), mid + span);
    d += `C${P(c1)} ${P(c2)} ${P(at(k + 1))}`;
  }
  return d + 'Z';
}

/** An arc of radius rho round c from angle a0 to a1 (degrees, under 130 apart) as a whip line. */
export function arcTaper(c: TPt, rho: number, a0: number, a1: number, w: number): string {
  const m = ((a0 + a1) / 2) * RAD;
  const half = ((a1 - a0) / 2) * RAD;
  return taper(
    polar(c, rho, a0 * RAD),
    polar(c, rho / Math.cos(half), m),
    polar(c, rho, a1 * RAD),
    w,
  );
}
