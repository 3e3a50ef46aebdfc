import { describe, expect, it } from 'vitest';
import { cherryPair, compassRose } from './emblems';
import { bbox, parsePath } from './path';

const subpaths = (d: string) => d.split('M').filter(Boolean).length;

describe('generated emblems', () => {
  it('draws a compass rose: eight split points, north reaching above the ring', () => {
    const r = compassRose();
    expect(subpaths(r.alt!)).toBe(8);
    const all = bbox(parsePath(r.d));
    // the north point crosses the ring (radius 200 round 256)
    expect(all.y).toBeLessThan(256 - 200);
    expect(all.x).toBeLessThan(256 - 200);
  });

  it('draws a cherry pair as two fruits, not three', () => {
    const fruits = cherryPair()
      .d.split('M')
      .filter(Boolean)
      .filter((s) => (s.match(/C/g) ?? []).length === 4);
    expect(fruits).toHaveLength(2);
  });
});
