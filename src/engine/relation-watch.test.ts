import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { bbox, parsePath } from './path';

describe('a realistic pocket watch with roses on a forearm', () => {
  const r = composeDesign({
    prompt: 'realistic pocket watch with roses, forearm sleeve start',
    seed: 31,
    output: 'design',
  });

  it('runs the length of the tall canvas: chain at the top, roses near the foot', () => {
    expect(r.height).toBeGreaterThan(r.width * 1.5);
    // every path's extent together: the piece spans most of the canvas height
    const ys = [...r.svg.matchAll(/<path d="([^"]+)"/g)].map((m) => bbox(parsePath(m[1])));
    const top = Math.min(...ys.map((b) => b.y));
    const foot = Math.max(...ys.map((b) => b.y + b.h));
    expect(top).toBeLessThan(r.height * 0.1);
    expect(foot).toBeGreaterThan(r.height * 0.85);
    expect(r.drawn.subjects.map((s) => s.motif)).toEqual(['clock', 'rose']);
  });
});
