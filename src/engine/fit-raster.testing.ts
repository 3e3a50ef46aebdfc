// Test helper: a drawing bigger than the 512 raster (a dragon, a phoenix) shrunk in by k and
// shifted by (dx, dy), with lookups that take source points.
import type { TGenShape } from './gen-shape';
import { applyMatrix, compose, parsePath, scale, toD, translate } from './path';

export function fitRaster(k: number, dx: number, dy: number) {
  const fit = (d: string) => toD(applyMatrix(parsePath(d), compose(scale(k), translate(dx, dy))));
  return {
    fitted: (g: TGenShape): TGenShape => ({
      d: fit(g.d),
      holes: g.holes ? fit(g.holes) : undefined,
      alt: g.alt ? fit(g.alt) : undefined,
    }),
    at:
      (f: (x: number, y: number) => boolean) =>
      ([x, y]: [number, number]) =>
        f(x * k + dx, y * k + dy),
  };
}
