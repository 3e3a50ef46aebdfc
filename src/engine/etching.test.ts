import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';

describe('realism as black-and-grey tonal work', () => {
  // (an elephant: the lion paints itself hair by hair, realism-lion-art.ts, with no wash)
  const r = composeDesign({
    prompt: 'realistic elephant in black and grey',
    seed: 3,
    output: 'design',
  });
  // the motif's own drawing, after the smoke behind it
  const motif = r.svg.slice(r.svg.lastIndexOf('clip-path="url(#smoke'));

  it('models the motif in an opaque grey wash rolling from skin to black', () => {
    expect(r.drawn.style).toBe('realism');
    // no translucent ink on the motif: diluted black is an opaque grey (the relief light's height
    // map, inside its filter, is half-strength red by design: an input, never shown as ink)
    const inked = motif.replace(/<g filter="url\(#relief\d+\)">.*?<\/g>/g, '');
    expect(inked).not.toMatch(/fill-opacity|stroke-opacity/);
    // a near-black ground inside the silhouette under the blurred, light-shifted wash
    expect(motif).toMatch(/<use href="#o\d+" fill="#[0-9a-f]{6}"\/><g filter="url\(#blur\d+\)">/);
    expect(motif).toMatch(/transform="translate\(-[\d.]+ -[\d.]+\)" fill="url\(#wash\d+\)"/);
    // the blur's region hugs the motif (its cost is a pass over the region)
    const region = /<filter id="blur\d+"[^>]* width="([\d.]+)"/.exec(r.svg);
    expect(Number(region?.[1])).toBeLessThan(r.width);
    // plain black-and-grey has no engraved lines, hatching or stipple on the motif
    expect(motif).not.toContain('url(#p-hatch)');
    expect(motif).not.toMatch(/url\(#p-stipple-[23]\)/);
  });

  it('sits the subject in soft smoke that fades out inside the frame', () => {
    expect(r.svg).toMatch(/<clipPath id="smoke\d+">/);
    expect(r.svg).toMatch(
      /<radialGradient id="smk\d+"><stop offset="0" stop-color="#[0-9a-f]{6}"\/>/,
    );
    const stencil = composeDesign({
      prompt: 'realistic elephant in black and grey',
      seed: 3,
      output: 'stencil',
    });
    for (const tone of ['smoke', 'blur', 'wash', 'Gradient'])
      expect(stencil.svg).not.toContain(tone);
  });

  it("lays each variation's smoke its own way, fading out inside the canvas", () => {
    const masses = [0, 1, 2, 3].map((v) => {
      const d = composeDesign({
        prompt: 'a realistic wolf howling at the moon',
        seed: 4240 + v,
        output: 'design',
      });
      const smoke = d.svg.slice(d.svg.indexOf('clip-path="url(#smoke'));
      const all = [
        ...smoke.matchAll(/<ellipse cx="([\d.]+)" cy="([\d.]+)" rx="([\d.]+)" ry="([\d.]+)"/g),
      ];
      const [x, y, rx, ry] = all[all.length - 1].slice(1).map(Number);
      expect(x - rx).toBeGreaterThan(0);
      expect(y - ry).toBeGreaterThan(0);
      expect(x + rx).toBeLessThan(d.width);
      expect(y + ry).toBeLessThan(d.height);
      return `${Math.round((y - d.height / 2) / 20)} ${Math.round((rx / ry) * 4)}`;
    });
    expect(new Set(masses).size).toBeGreaterThanOrEqual(3);
  });

  it('keeps the etched marks when etching is asked for, and dots in black-only ink', () => {
    // (an elephant: its contour takes echo lines; the lion's frayed mane has none to echo)
    const etched = composeDesign({
      prompt: 'realistic elephant',
      technique: 'etching',
      seed: 3,
      output: 'design',
    });
    expect(etched.svg).toContain('fill="url(#p-hatch)"');
    expect(etched.svg).toMatch(/<g mask="url\(#m\d+\)"><use href="#o\d+" fill="none" stroke=/);
    const black = composeDesign({
      prompt: 'realistic lion portrait',
      palette: 'black-only',
      seed: 3,
      output: 'design',
    });
    expect(black.svg).not.toContain('filter=');
    expect(black.svg).not.toContain('smoke');
  });

  it('runs tears as glossy grey wash, not a dot screen', () => {
    const eye = composeDesign({
      prompt: 'a realistic eye crying roses',
      seed: 28,
      output: 'design',
    });
    expect(eye.svg).toMatch(/<path d="[^"]+" fill="url\(#liquid\d+\)" stroke=/);
    expect(eye.svg).not.toContain('url(#p-dots');
  });

  it('says what it drew and that photographic realism needs an AI model', () => {
    expect(r.drawn.rendering).toBe('black-and-grey tonal study');
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
    // the seated fox with its head joined to its body by the chest (fox-sitting.ts)
    expect(r.drawn.subjects[0].motif).toBe('fox-geometric');
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
