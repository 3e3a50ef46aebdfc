import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { japaneseGroundFor } from './japanese';

const drawn = (prompt: string, seed = 4) => composeDesign({ prompt, seed, output: 'design' });

describe('japanese backgrounds follow the motif', () => {
  it('picks the element the main motif lives in', () => {
    expect(japaneseGroundFor(['koi', 'wave'])).toBe('water');
    expect(japaneseGroundFor(['dragon', 'cloud'])).toBe('clouds');
    expect(japaneseGroundFor(['phoenix', 'flame'])).toBe('fire');
    expect(japaneseGroundFor(['hannya', 'peony'])).toBe('wind');
    // the great wave is the motif itself: a sky behind it, not more water
    expect(japaneseGroundFor(['wave', 'mount-fuji'])).toBe('clouds');
  });

  it('draws water round a koi, clouds round a dragon, flames under a phoenix', () => {
    expect(drawn('koi fish in waves, japanese').drawn.elements).toContain('waves');
    expect(drawn('a japanese dragon among clouds').drawn.elements).toContain('clouds');
    const phoenix = drawn('phoenix rising from flames, japanese');
    expect(phoenix.drawn.elements).toContain('flames');
    // the flames are fire, not water
    expect(phoenix.drawn.elements).not.toContain('waves');
    expect(phoenix.drawn.subjects.map((s) => s.motif)).toContain('flame');
    expect(drawn('hannya mask with peonies').drawn.elements).toContain('wind bars');
  });

  it('gives blossoms falling petals and other motifs none', () => {
    expect(drawn('cherry blossom branch, japanese style').drawn.elements).toContain(
      'falling petals',
    );
    expect(drawn('a tiger in japanese style').drawn.elements).not.toContain('falling petals');
  });

  it('sets variations 1 and 3 on a black field with a skin gap round the motif', () => {
    // seeds 4..7 are variants 0..3
    const open = drawn('a tiger in japanese style', 4);
    const dark = drawn('a tiger in japanese style', 5);
    expect(open.drawn.elements).not.toContain('black background');
    expect(dark.drawn.elements).toContain('black background');
    const gap = /<use href="#s\d+" fill="#f3ead7" stroke="#f3ead7"/;
    expect(dark.svg).toMatch(gap);
    expect(open.svg).not.toMatch(gap);
    const stencil = composeDesign({
      prompt: 'a tiger in japanese style',
      seed: 5,
      output: 'stencil',
    });
    expect(stencil.drawn.elements).not.toContain('black background');
  });

  it('gives each of the four variations its own field: open, black, diagonal, black close-up', () => {
    const fields = [4, 5, 6, 7].map((seed) => {
      const { svg, drawn: d } = drawn('a tiger in japanese style', seed);
      const full =
        /<rect x="[\d.]+" y="[\d.]+" width="[\d.]+" height="[\d.]+" rx="[\d.]+" fill="#141213"/.test(
          svg,
        );
      return `${d.elements.includes('black background') ? 'dark' : 'open'}-${full ? 'full' : 'part'}`;
    });
    expect(fields).toEqual(['open-part', 'dark-full', 'dark-part', 'dark-full']);
  });

  it('no longer stamps one template on every piece', () => {
    const svgs = ['koi in waves', 'dragon and clouds', 'phoenix and flames', 'hannya mask'].map(
      (p) => drawn(`${p}, japanese`).drawn.elements.join(','),
    );
    expect(new Set(svgs).size).toBe(4);
  });
});
