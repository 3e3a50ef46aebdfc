import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';

const design = (output: 'design' | 'stencil') =>
  composeDesign({ prompt: 'a realistic eye crying a galaxy', seed: 7, output }).svg;

describe('a realistic eye crying a galaxy', () => {
  it('pours a dark tear that opens into a spiral galaxy with a black core and white sparkles', () => {
    const svg = design('design');
    expect(svg).toMatch(/fill="url\(#galtear\d+\)"/);
    // the halo and the core are dark radial gradients; the arms are blurred bands
    expect(svg.match(/<radialGradient id="gal\d+">/g)?.length).toBeGreaterThanOrEqual(2);
    expect(svg).toMatch(/<circle r="0.2" fill="url\(#gal\d+\)"\/>/);
    expect(svg).toMatch(/filter="url\(#blur\d+\)"/);
  });

  it('keeps the stencil line-only, with no frame the design does not have', () => {
    const svg = design('stencil');
    expect(svg).not.toMatch(/galtear|radialGradient|<filter/);
    // every path is a line: no fills of tone
    for (const m of svg.matchAll(/<path [^>]*fill="([^"]+)"/g)) expect(m[1]).toBe('none');
  });
});
