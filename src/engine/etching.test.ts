import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';

describe('realism as an etched line study', () => {
  const r = composeDesign({
    prompt: 'realistic lion portrait in black and grey',
    seed: 3,
    output: 'design',
  });

  it('builds tone from an opaque grey wash, ink lines and dots, with no translucent ink', () => {
    expect(r.drawn.style).toBe('realism');
    // no translucent ink anywhere in the piece; the only gradients are the opaque grey ramps
    expect(r.svg).not.toMatch(/fill-opacity|stop-opacity|stroke-opacity="0\.[0-4]/);
    expect(r.svg).not.toMatch(/fill="url\(#(?:tone|soft|glow)/);
    // black-and-grey: a wash from bare skin on the lit side to a mid grey on the shadow side
    expect(r.svg).toMatch(/<use href="#[^"]+" fill="url\(#ramp\d+\)"\/>/);
    expect(r.svg).toMatch(
      /<linearGradient id="ramp\d+"[^>]*><stop offset="0" stop-color="[^"]+"\/>/,
    );
    const stencil = composeDesign({
      prompt: 'realistic lion portrait in black and grey',
      seed: 3,
      output: 'stencil',
    });
    expect(stencil.svg).not.toContain('url(#ramp');
    // engraved lines along the shadow side, hatching and stipple
    expect(r.svg).toMatch(/<g mask="url\(#m\d+\)"><use href="#o\d+" fill="none" stroke=/);
    expect(r.svg).toContain('fill="url(#p-hatch)"');
    // stipple scattered as an artist dots it, thickening into the shadow, not a halftone grid
    for (const level of [1, 2, 3]) expect(r.svg).toContain(`fill="url(#p-stipple-${level})"`);
    expect(r.svg).not.toContain('url(#p-dots');
  });

  it('says what it drew and that photographic realism needs an AI model', () => {
    expect(r.drawn.rendering).toBe('etched line study');
    expect(r.note).toMatch(/AI image model/);
    const trad = composeDesign({ prompt: 'a traditional rose', seed: 3, output: 'design' });
    expect(trad.drawn.rendering).toBeUndefined();
  });
});

describe('poses', () => {
  it('reports a pose the drawing does not have, and not one it has', () => {
    const owl = composeDesign({ prompt: 'an owl in flight', seed: 1, output: 'design' });
    expect(owl.drawn.leftOut.map((l) => l.name)).toContain('owl in flight');
    // realism's own owl has its wings spread
    const real = composeDesign({ prompt: 'a realistic owl in flight', seed: 1, output: 'design' });
    expect(real.drawn.leftOut).toEqual([]);
    const eagle = composeDesign({ prompt: 'an eagle in flight', seed: 1, output: 'design' });
    expect(eagle.drawn.leftOut).toEqual([]);
  });
});

describe('made of triangles', () => {
  it('builds the fox as a facet mesh cut to its outline', () => {
    const r = composeDesign({ prompt: 'a fox made of triangles', seed: 48, output: 'design' });
    expect(r.drawn.subjects[0].motif).toBe('fox');
    const edges =
      /<path d="([^"]+)" fill="none" stroke="[^"]+" stroke-width="[\d.]+" stroke-linejoin/.exec(
        r.svg.slice(r.svg.indexOf('p-dots')),
      );
    const triangles = (r.svg.match(/M[\d.-]+ [\d.-]+L[\d.-]+ [\d.-]+L[\d.-]+ [\d.-]+Z/g) ?? [])
      .length;
    expect(edges).not.toBeNull();
    expect(triangles).toBeGreaterThan(60);
    const plain = composeDesign({ prompt: 'a fox', seed: 48, output: 'design' });
    expect(
      (plain.svg.match(/M[\d.-]+ [\d.-]+L[\d.-]+ [\d.-]+L[\d.-]+ [\d.-]+Z/g) ?? []).length,
    ).toBeLessThan(20);
  });
});
