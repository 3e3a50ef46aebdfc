import { describe, expect, it } from 'vitest';
import { cat } from './cat';
import { composeDesign } from './index';
import { MOTIF_BY_ID } from './motifs';
import { paletteFor } from './palettes';
import { closeSubpaths, parsePath } from './path';
import { raster } from './shape-raster';

describe('sitting cat (authored)', () => {
  it('is a cat sitting: ears up, a round head, front legs down to the paws, the tail in front', () => {
    const g = cat();
    for (const d of [g.d, g.holes ?? '', g.alt ?? '', ...(g.inks ?? []).map((i) => i.d)])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const ink = raster(g);
    expect(ink(140, 50)).toBe(true); // the left ear, near its tip
    expect(ink(262, 48)).toBe(true); // the right ear
    expect(ink(207, 62)).toBe(false); // skin between the ears
    expect(ink(130, 130)).toBe(true); // the cheek
    expect(ink(174, 400)).toBe(true); // the near front leg
    expect(ink(110, 400)).toBe(false); // skin in front of the chest
    expect(ink(380, 340)).toBe(true); // the haunch
    expect(ink(88, 444)).toBe(true); // the tail's tip, curled up in front of the paws
    expect(ink(300, 494)).toBe(true); // the tail along the ground
    expect(ink(470, 200)).toBe(false); // skin behind the back
  });

  it('cuts every detail line inside the body (a cut outside would print as a stray mark)', () => {
    for (const g of [cat(), cat('black')]) {
      const body = raster({ d: g.d });
      for (const seg of closeSubpaths(parsePath(g.holes ?? ''))) {
        if (seg.c === 'Z') continue;
        const [x, y] = seg.p.slice(-2);
        expect(body(x, y), `cut point ${x},${y}`).toBe(true);
      }
    }
  });

  it('has eyes in their own ink with slit pupils; a black cat has yellow eyes and no stripes', () => {
    const ginger = cat();
    const black = cat('black');
    expect(ginger.inks?.map((k) => k.role)).toEqual(['green', 'black', 'pink']);
    expect(black.inks?.map((k) => k.role)).toEqual(['yellow', 'black', 'pink']);
    const cuts = (d?: string) => (d ?? '').split('M').length;
    expect(cuts(ginger.holes)).toBeGreaterThan(cuts(black.holes));
  });
});

describe('a cat drawn small', () => {
  it('keeps the form and the face but leaves out stripes, toes and whiskers', () => {
    const count = (d?: string) => (d ?? '').split('M').length - 1;
    const full = cat();
    const bold = cat('ginger', true);
    expect(count(bold.holes)).toBeLessThan(count(full.holes) / 2);
    expect(bold.d).toBe(full.d);
    expect(bold.inks).toEqual(full.inks);
  });

  it('is what a cat under 6 cm draws', () => {
    expect(MOTIF_BY_ID.get('cat')?.simple).toBe('gen:cat-bold');
    expect(MOTIF_BY_ID.get('black-cat')?.simple).toBe('gen:black-cat-bold');
  });
});

describe('a cat in a request', () => {
  it('draws the authored cat, in a ginger flash colour rather than purple', () => {
    const r = composeDesign({ prompt: 'a cat', seed: 95, output: 'design' });
    expect(r.drawn.subjects[0].motif).toBe('cat');
    const pal = paletteFor('traditional');
    expect(r.svg).toContain(pal.roles.orange);
    expect(r.svg).not.toContain(pal.roles.purple);
  });

  it('draws the black cat when asked for one', () => {
    const r = composeDesign({ prompt: 'a black cat, traditional', seed: 3, output: 'design' });
    expect(r.drawn.subjects[0].motif).toBe('black-cat');
  });

  it('says a curled-up cat is not drawn, as the drawing sits', () => {
    const r = composeDesign({ prompt: 'a cat curled up', seed: 3, output: 'design' });
    expect(r.drawn.leftOut.map((l) => l.name).join(' ')).toContain('curled up');
  });

  // the variations tilt most subjects back or forward; a sitting cat tilted looks to be toppling
  it('stays level in the tilted variations', () => {
    for (const seed of [6, 7, 10, 11]) {
      const r = composeDesign({ prompt: 'a cat', seed, output: 'stencil' });
      const d = /<path id="[^"]+" d="([^"]+)"/.exec(r.svg)![1];
      const n = d.match(/-?[\d.]+/g)!.map(Number);
      // the left ear's tip starts the outline, the right ear's ends its third curve
      const [x0, y0] = [n[0], n[1]];
      const [x1, y1] = [n[2 + 6 * 2 + 4], n[2 + 6 * 2 + 5]];
      expect(Math.abs((y1 - y0) / (x1 - x0)), `seed ${seed}`).toBeLessThan(0.05);
    }
  });
});
