// Test helper: an authored shape as the engine builds it (body one winding, cuts the other),
// rasterised at 1:1 in its 512 box, so tests can ask whether a source point is inked.
import { Resvg } from '@resvg/resvg-js';
import type { TGenShape } from './gen-shape';
import { closeSubpaths, parsePath, toD, withWinding } from './path';

/** "Is this source point inked?" (the alt region counts as ink). */
export function raster(g: TGenShape): (x: number, y: number) => boolean {
  const body = [
    ...withWinding(closeSubpaths(parsePath(g.d)), 1),
    ...(g.holes ? withWinding(closeSubpaths(parsePath(g.holes)), -1) : []),
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#fff"/><path d="${toD(body)}" fill="#000"/>${g.alt ? `<path d="${g.alt}" fill="#f00"/>` : ''}</svg>`;
  const px = new Resvg(svg).render().pixels;
  return (x, y) => {
    const i = (Math.round(y) * 512 + Math.round(x)) * 4;
    return px[i + 1] < 128; // green channel: black body and red alt both read as ink
  };
}
