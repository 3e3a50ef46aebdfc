import { describe, expect, it } from 'vitest';
import { cat } from './cat';
import { composeDesign } from './index';
import { paletteFor } from './palettes';
import { parsePath, splitSubpaths } from './path';
import { raster } from './shape-raster';

const strokes = (svg: string) =>
  [...svg.matchAll(/stroke-width="([\d.]+)"/g)].map((m) => parseFloat(m[1]));

/** The silhouette's own path: the <path id> its solid black <use> points at. */
function silhouettePath(svg: string): string | undefined {
  const ref = svg.match(/<use data-part="silhouette" href="#([^"]+)" fill="([^"]+)"/);
  if (!ref) return undefined;
  return svg.match(new RegExp(`<path id="${ref[1]}" d="([^"]+)"`))?.[1];
}

describe('a subject asked for as a silhouette', () => {
  it('is the cat shape inked solid, its eyes the only cuts, floating on open skin in watercolour', () => {
    const ink = paletteFor('vibrant').ink;
    for (const seed of [4242, 4243, 4244, 4245]) {
      const r = composeDesign({ prompt: 'watercolor cat silhouette', seed, output: 'design' });
      expect(r.drawn.style).toBe('watercolor');
      const main = r.drawn.subjects[0];
      expect(main.motif).toBe('cat');
      expect(main.silhouette).toBe(true);
      expect(main.label).toBe('Cat silhouette');
      expect(r.svg).toContain(`data-part="silhouette" href="#`);
      expect(r.svg).toMatch(new RegExp(`data-part="silhouette" href="#[^"]+" fill="${ink}"`));
      // the body and its two eyes: no stripes, whiskers or leg lines cut into it
      const d = silhouettePath(r.svg);
      expect(splitSubpaths(parsePath(d!)).length, String(seed)).toBe(3);
      // no eye, muzzle or ear inks over it, and no line drawing round it: it is all one black
      expect(r.svg).not.toMatch(/data-line="outline"/);
      // the pigment is laid under it, to bloom out past its edge
      expect(r.svg.indexOf('data-layer="bleed"')).toBeLessThan(
        r.svg.indexOf('data-part="silhouette"'),
      );
      // no frame line (2 mm and more) round it in any variation
      const mm = r.width / r.widthMm;
      expect(Math.max(...strokes(r.svg)) / mm, String(seed)).toBeLessThan(2);
    }
  });

  it("keeps the cat's almond eyes open as cuts in the solid shape", () => {
    const g = cat();
    const solid = raster({ d: g.d, holes: g.cuts });
    expect(solid(168, 142)).toBe(false); // the left eye
    expect(solid(246, 142)).toBe(false); // the right eye
    expect(solid(207, 110)).toBe(true); // the brow between them
    expect(solid(300, 300)).toBe(true); // the flank
  });

  it('stays a traced line in the stencil, and only when the word is there', () => {
    const stencil = composeDesign({
      prompt: 'watercolor cat silhouette',
      seed: 4242,
      output: 'stencil',
    });
    expect(stencil.svg).not.toContain('data-part="silhouette"');
    const plain = composeDesign({ prompt: 'watercolor cat', seed: 4242, output: 'design' });
    expect(plain.svg).not.toContain('data-part="silhouette"');
    expect(plain.drawn.subjects[0].silhouette).toBeUndefined();
    // any style draws it solid
    const trad = composeDesign({ prompt: 'a wolf silhouette', seed: 7, output: 'design' });
    expect(trad.svg).toContain('data-part="silhouette"');
    expect(trad.drawn.subjects[0].label).toMatch(/silhouette$/);
  });

  it('is the same drawing for the same request and seed', () => {
    const a = composeDesign({ prompt: 'watercolor cat silhouette', seed: 11, output: 'design' });
    const b = composeDesign({ prompt: 'watercolor cat silhouette', seed: 11, output: 'design' });
    expect(a.svg).toBe(b.svg);
  });
});
