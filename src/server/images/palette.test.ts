import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { paletteOf } from './palette';

describe('paletteOf', () => {
  it('finds the inks and leaves out the canvas colour', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#f3ead7"/><rect x="40" y="40" width="80" height="120" fill="#c0392b"/><rect x="120" y="40" width="40" height="120" fill="#111111"/></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const swatches = await paletteOf(png);
    expect(swatches).toHaveLength(2);
    expect(swatches[0].hex).toBe('#c0392b');
    expect(swatches[0].share).toBeCloseTo(2 / 3, 1);
    expect(swatches[1].hex).toBe('#111111');
  });
});
