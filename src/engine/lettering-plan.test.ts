import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';

const letterBox = (svg: string) => {
  const boxes = /data-boxes="([^"]+)"/
    .exec(svg)![1]
    .split(',')
    .map((b) => b.split(' ').map(Number));
  const x0 = Math.min(...boxes.map((b) => b[0]));
  const y0 = Math.min(...boxes.map((b) => b[1]));
  const x1 = Math.max(...boxes.map((b) => b[0] + b[2]));
  const y1 = Math.max(...boxes.map((b) => b[1] + b[3]));
  return { x0, y0, x1, y1 };
};

describe('lettering alone fills its placement', () => {
  it.each([0, 1, 2, 3])('"Amor Fati" (seed %i) is set large, inside the canvas', (seed) => {
    const r = composeDesign({ prompt: '"Amor Fati" in blackletter', seed, output: 'design' });
    const b = letterBox(r.svg);
    const w = (b.x1 - b.x0) / r.width;
    const h = (b.y1 - b.y0) / r.height;
    // along the limb or across it, the words cover a good part of the canvas, not a thin line
    expect(w * h).toBeGreaterThan(0.12);
    // and keep clear of the edges, so their clear band does not cut a frame
    expect(b.x0).toBeGreaterThan(r.width * 0.04);
    expect(b.y0).toBeGreaterThan(r.height * 0.04);
    expect(b.x1).toBeLessThan(r.width * 0.96);
    expect(b.y1).toBeLessThan(r.height * 0.96);
  });
});
