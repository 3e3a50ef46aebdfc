import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { raster } from './shape-raster';
import { scorpion } from './scorpion';

/** Subpaths in the paper-coloured paths of a design: tribal's skin rows cut into the black. */
function skinCuts(svg: string, paper: string): number {
  let n = 0;
  for (const m of svg.matchAll(/<path d="([^"]*)" fill="(#[0-9a-fA-F]{6})"\/>/g))
    if (m[2].toLowerCase() === paper.toLowerCase()) n += (m[1].match(/M/g) ?? []).length;
  return n;
}

describe('scorpion', () => {
  it('is seen from above and symmetric: matching pincers, a plated body, legs, a tail', () => {
    const g = scorpion();
    for (const d of [g.d, g.holes ?? '']) expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const ink = raster(g);
    expect(ink(256, 275)).toBe(true); // the abdomen
    expect(ink(256, 284)).toBe(false); // on a plate seam
    expect(ink(394, 70)).toBe(true); // the right pincer's hand
    expect(ink(118, 70)).toBe(true); // and the matching left one
    expect(ink(256, 60)).toBe(false); // open between the pincers
    expect(ink(430, 231)).toBe(true); // a leg out to the right
    expect(ink(82, 231)).toBe(true); // and its mirror
    expect(ink(256, 420)).toBe(true); // the tail leaving the body's rear
    // the plates: a line down the body crosses the seams between head plate and abdomen plates
    let seams = 0;
    let was = true;
    for (let y = 200; y < 372; y++) {
      const now = ink(256, y);
      if (was && !now) seams++;
      was = now;
    }
    expect(seams).toBeGreaterThanOrEqual(7);
  });

  it('is what "a scorpion" draws, deterministic, its stencil lines only', () => {
    const r = composeDesign({ prompt: 'a scorpion', seed: 39, output: 'design' });
    expect(r.drawn.subjects[0].motif).toBe('scorpion');
    expect(r.svg).toBe(composeDesign({ prompt: 'a scorpion', seed: 39, output: 'design' }).svg);
    const s = composeDesign({ prompt: 'a tribal scorpion', seed: 4244, output: 'stencil' });
    const fills = new Set([...s.svg.matchAll(/fill="([^"]+)"/g)].map((m) => m[1]));
    // white bodies and open lines only (the tribal drawing has no rows, so maybe no open lines)
    for (const f of fills) expect(['#ffffff', 'none']).toContain(f);
  });

  it('in tribal work is the tribal drawing, solid blades, not Polynesian rows in its outline', () => {
    const r = composeDesign({ prompt: 'a tribal scorpion', seed: 4244, output: 'design' });
    expect(r.drawn.style).toBe('tribal');
    expect(r.drawn.subjects[0].motif).toBe('scorpion-tribal');
    // the rows cut hundreds of skin cells into the flash scorpion; the tribal one has none
    expect(skinCuts(r.svg, '#f3ead7')).toBeLessThan(10);
    expect(r.drawn.elements).not.toContain('pattern rows');
  });
});
