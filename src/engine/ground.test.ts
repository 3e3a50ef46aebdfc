import { describe, expect, it } from 'vitest';
import type { TCtx } from './context';
import { flashGroundKind } from './flash-ground';
import { groundSpan } from './ground';
import { composeDesign } from './index';
import { mix, paletteFor } from './palettes';

// a traditional variation's ground (seed % 4 is the variation): rays, a moon or a dot halo only
// where the subject calls for them, thin and in black; most variations sit on bare skin
const flash = (prompt: string, seed: number) =>
  composeDesign({ prompt, style: 'traditional', palette: 'traditional', seed, output: 'design' })
    .svg;

describe('the ground behind a flash motif', () => {
  const pal = paletteFor('traditional');

  it('chooses the ground by subject: rays for a sacred heart, a moon for a cat, else none', () => {
    expect(flashGroundKind(2, ['heart', 'flame', 'thorns'])).toBe('rays');
    expect(flashGroundKind(2, ['sun'])).toBe('rays');
    expect(flashGroundKind(3, ['cat'])).toBe('moon');
    expect(flashGroundKind(2, ['hamsa'])).toBe('halo');
    for (const v of [0, 1, 2, 3]) {
      expect(flashGroundKind(v, ['anchor', 'rope']), `v${v}`).toBe('none');
      expect(flashGroundKind(v, ['heart']), `v${v}`).toBe('none');
      expect(flashGroundKind(v, ['swallow']), `v${v}`).toBe('none');
    }
    // the sun and moon pair has its own moon, and no rays joining its two pieces
    expect(flashGroundKind(3, ['sun', 'moon'])).toBe('none');
    expect(flashGroundKind(2, ['sun', 'moon'])).toBe('none');
  });

  it('draws rays as slim black spikes, never the old heavy red wedges', () => {
    const svg = flash('a sacred heart with flames and thorns', 2);
    const spikes = [
      ...svg.matchAll(/<path d="((?:M[\d. ]+L[\d. ]+L[\d. ]+Z)+)" fill="([^"]+)"\/>/g),
    ];
    expect(spikes.length).toBeGreaterThan(0);
    expect(spikes[0][2]).toBe(pal.ink);
    expect(svg).not.toContain(`fill="${mix(pal.roles.red, pal.paper, 0)}" stroke`);
  });

  it('sets no card, wedge fan or crescent behind an anchor in any variation', () => {
    for (const seed of [1, 2, 3]) {
      const svg = flash('an anchor', seed);
      expect(svg, `seed ${seed}`).not.toContain(`fill="${mix(pal.roles.blue, pal.paper, 0.38)}"`);
      expect(svg, `seed ${seed}`).not.toContain(`fill="${mix(pal.roles.red, pal.paper, 0.12)}"`);
      expect(svg, `seed ${seed}`).not.toContain(
        `fill="${mix(pal.roles.red, pal.paper, 0)}" stroke`,
      );
      // a crescent is two arcs, the long way round and back
      expect(svg, `seed ${seed}`).not.toMatch(
        /A[\d.]+ [\d.]+ 0 1 1 [\d. ]+A[\d.]+ [\d.]+ 0 1 0 [\d. ]+Z/,
      );
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
