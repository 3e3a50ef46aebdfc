import { describe, expect, it } from 'vitest';
import { flashAccentKind } from './flash-accents';
import { composeDesign } from './index';
import { paletteFor } from './palettes';

describe('flash accents', () => {
  it('fit the subject: stars by night, glints by steel, leaves by flowers, none by an eagle', () => {
    expect(flashAccentKind(['cat'])).toBe('stars');
    expect(flashAccentKind(['anchor', 'rope'])).toBe('glints');
    expect(flashAccentKind(['rose', 'dagger'])).toBe('leaves');
    expect(flashAccentKind(['heart', 'flame', 'thorns'])).toBe('dots');
    expect(flashAccentKind(['eagle'])).toBe('none');
    // praying hands get rays or bare skin, no dots floating by the fingertips
    expect(flashAccentKind(['praying-hands', 'rosary'])).toBe('none');
    expect(flashAccentKind(['bear'])).toBe('dots');
    expect(flashAccentKind(['swallow'])).toBe('dots');
  });

  it('gives a heart leaf sprigs in green, drawn behind it, and the same each time', () => {
    const req = { prompt: 'a heart', style: 'traditional', seed: 4, output: 'design' } as const;
    const a = composeDesign(req).svg;
    expect(composeDesign(req).svg).toBe(a);
    expect(a).toContain(`fill="${paletteFor('traditional').roles.green}"`);
    // no yellow filler stars by a heart
    expect(a).not.toContain(`fill="${paletteFor('traditional').roles.yellow}"`);
  });

  it('draws only contours in a stencil', () => {
    const svg = composeDesign({
      prompt: 'a heart',
      style: 'traditional',
      seed: 4,
      output: 'stencil',
    }).svg;
    expect(svg).not.toContain(`fill="${paletteFor('traditional').roles.green}"`);
  });
});
