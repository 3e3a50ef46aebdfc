import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';

// The main motif's silhouette is the first <path id="sN"> in defs.
function mainPoints(svg: string): [number, number][] {
  const d = svg.match(/<path id="s\d+" d="([^"]+)"/)![1];
  const n = d.match(/-?[\d.]+/g)!.map(Number);
  const pts: [number, number][] = [];
  for (let i = 0; i + 1 < n.length; i += 2) pts.push([n[i], n[i + 1]]);
  return pts;
}

describe('semicolon', () => {
  it('is inked solid, not outlined into a ring over a 9', () => {
    const r = composeDesign({ prompt: 'semicolon tattoo', seed: 70, output: 'design' });
    expect(r.drawn.style).toBe('minimalist');
    const id = r.svg.match(/<path id="(s\d+)" d=/)![1];
    expect(r.svg).toMatch(new RegExp(`<use href="#${id}" fill="#[0-9a-f]+"/>`));
    // its stencil is still lines only
    const st = composeDesign({ prompt: 'semicolon tattoo', seed: 70, output: 'stencil' });
    expect(st.svg).not.toMatch(new RegExp(`<use href="#${id}" fill="#[0-9a-f]+"/>`));
  });

  it('keeps its hand in every variation: the comma tail sweeps down to the left, never mirrored', () => {
    for (let seed = 70; seed < 74; seed++) {
      const r = composeDesign({ prompt: 'semicolon tattoo', seed, output: 'design' });
      const pts = mainPoints(r.svg);
      const mid = pts.reduce((a, p) => a + p[0], 0) / pts.length;
      const low = pts.reduce((a, p) => (p[1] > a[1] ? p : a));
      expect(low[0], `seed ${seed}`).toBeLessThan(mid);
      // and no variation turns the whole piece over (finish.ts mirrors the art in a group)
      expect(r.svg, `seed ${seed}`).not.toContain('scale(-1 1)');
    }
  });
});
