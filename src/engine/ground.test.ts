import { describe, expect, it } from 'vitest';
import type { TCtx } from './context';
import { groundSpan } from './ground';
import { composeDesign } from './index';
import { mix, paletteFor } from './palettes';

// variation 2 (seed % 4 === 2) fans sun rays behind the motif on bare skin, red in this palette
const rays = (prompt: string, seed = 2) =>
  composeDesign({ prompt, style: 'traditional', palette: 'traditional', seed, output: 'design' })
    .svg;

describe('the ground behind a flash motif', () => {
  const pal = paletteFor('traditional');
  const red = mix(pal.roles.red, pal.paper, 0);
  const yellow = mix(pal.roles.yellow, pal.paper, 0);

  it("is not the motif's own colour: a red heart gets yellow rays", () => {
    const svg = rays('a heart');
    expect(svg).not.toContain(`fill="${red}" stroke`);
    expect(svg).toContain(`fill="${yellow}"`);
  });

  it('keeps its red for a motif of another colour', () => {
    expect(rays('an anchor')).toContain(`fill="${red}"`);
  });

  it('sets no card behind the piece: the old blue disc and red panel tones are gone', () => {
    for (const seed of [1, 2, 3]) {
      const svg = rays('an anchor', seed);
      expect(svg, `seed ${seed}`).not.toContain(`fill="${mix(pal.roles.blue, pal.paper, 0.38)}"`);
      expect(svg, `seed ${seed}`).not.toContain(`fill="${mix(pal.roles.red, pal.paper, 0.12)}"`);
    }
  });
});

describe('a level line inside a variation frame (the surreal horizon)', () => {
  const ctx = { mm: (n: number) => n * 4 } as unknown as TCtx;
  it('narrows with the oval toward its foot and stays inside it', () => {
    const [W, H, margin, clear] = [1000, 1000, 40, 16];
    const [m0, m1] = groundSpan(ctx, 1, W, H, margin, 500, clear);
    const [f0, f1] = groundSpan(ctx, 1, W, H, margin, 850, clear);
    expect(f1 - f0).toBeLessThan((m1 - m0) * 0.8);
    // the ends lie inside the oval the frame draws (rx = ry = 500 - 52 here)
    const r = 500 - (margin + 12);
    expect(((f1 - 500) / r) ** 2 + ((850 - 500) / r) ** 2).toBeLessThan(1);
    // straight-sided frames keep the full width
    expect(groundSpan(ctx, 2, W, H, margin, 850, clear)).toEqual([m0, m1]);
  });
});

describe('black-and-grey realism', () => {
  const design = (prompt: string, seed: number) =>
    composeDesign({ prompt, style: 'realism', seed, output: 'design' });
  const realism = (prompt: string, seed: number) => design(prompt, seed).svg;

  it('has no frame edge in any variation: its smoke fades into skin', () => {
    for (const seed of [1, 2, 3]) {
      const svg = realism('a realistic owl in flight', seed);
      // the old dotted edge (round dots spaced along the frame) and its stipple band's clip
      expect(svg, `seed ${seed}`).not.toMatch(/stroke-dasharray="0 /);
      expect(svg, `seed ${seed}`).not.toMatch(/id="vig/);
    }
  });

  it('keeps a frame the customer asks for in words', () => {
    expect(design('a realistic owl in flight inside a circle', 1).drawn.elements).toContain(
      'circle',
    );
  });
});
