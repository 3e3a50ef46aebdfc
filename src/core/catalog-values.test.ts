import { describe, expect, it } from 'vitest';
import { ZStyleTrait } from './catalog-schemas';
import { isStyleTrait, STYLE_TRAITS } from './catalog-values';

describe('isStyleTrait', () => {
  it('accepts exactly what the zod schema accepts', () => {
    for (const { value } of STYLE_TRAITS) expect(isStyleTrait(value)).toBe(true);
    for (const value of ['', 'Bold', 'bold ', 'black_grey', 'toString', 'constructor']) {
      expect(isStyleTrait(value)).toBe(ZStyleTrait.safeParse(value).success);
      expect(isStyleTrait(value)).toBe(false);
    }
  });
});
