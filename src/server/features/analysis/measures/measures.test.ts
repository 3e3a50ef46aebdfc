import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  judgeTattooability,
  quantilePx,
  mmPerPixel,
} from '../../../../core/analysis/tattooability';
import { distanceTransform } from './distance';
import { measureImage } from './measure-image';
import { inkBox, loadRaster } from './raster';
import { symmetry } from './shape';
import { dominantPalette } from './palette';

const svg = (width: number, height: number, body: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<rect width="100%" height="100%" fill="#ffffff"/>${body}</svg>`,
    ),
  )
    .png()
    .toBuffer();

describe('distance transform', () => {
  it('gives the exact distance to the nearest outside pixel', () => {
    const w = 9;
    const inside = new Uint8Array(w * w).fill(1);
    inside[4 * w + 4] = 0;
    const dt = distanceTransform(inside, w, w);
    expect(dt[4 * w + 4]).toBe(0);
    expect(dt[4 * w + 7]).toBeCloseTo(3);
    expect(dt[0]).toBeCloseTo(Math.hypot(4, 4));
  });
});

describe('line weights and gaps', () => {
  it('measures a 2 mm line at the set size as 2 mm within 10%', async () => {
    // A 480 px wide frame (the design box): left and right bars define the box, a 10 px (2 mm) line in the middle.
    const png = await svg(
      520,
      400,
      '<rect x="20" y="20" width="10" height="360" fill="#000"/>' +
        '<rect x="255" y="20" width="10" height="360" fill="#000"/>' +
        '<rect x="490" y="20" width="10" height="360" fill="#000"/>',
    );
    const m = await measureImage(png, []);
    expect(m.designBox.width).toBe(480);
    const verdict = judgeTattooability(m, 'forearm', 9.6);
    // 480 px = 96 mm, so 5 px per mm; the lines are 10 px = 2 mm.
    expect(verdict.mmPerPx).toBeCloseTo(0.2);
    expect(verdict.lineMedianMm!).toBeGreaterThan(1.8);
    expect(verdict.lineMedianMm!).toBeLessThan(2.2);
    expect(verdict.thinShare).toBe(0);
  });

  it('measures a 2 mm line drawn at another scale and on a diagonal within 10%', async () => {
    // 600 px box for 15 cm: 4 px per mm, so a 2 mm line is 8 px wide; drawn diagonally.
    const png = await svg(
      640,
      640,
      '<rect x="20" y="20" width="600" height="600" fill="none" stroke="#000" stroke-width="8"/>' +
        '<line x1="120" y1="520" x2="520" y2="120" stroke="#000" stroke-width="8"/>',
    );
    const m = await measureImage(png, []);
    const mm = quantilePx(m.lines, 0.5)! * mmPerPixel(m, 15.2);
    expect(Math.abs(mm - 2) / 2).toBeLessThan(0.1);
  });

  it('flags hairlines and narrow gaps at a small size and clears them at a large one', async () => {
    // Parallel 3 px lines 6 px apart inside a 400 px box.
    let body = '';
    for (let x = 40; x < 440; x += 9)
      body += `<rect x="${x}" y="40" width="3" height="400" fill="#000"/>`;
    const png = await svg(480, 480, body);
    const m = await measureImage(png, []);
    const small = judgeTattooability(m, 'wrist', 4);
    expect(small.level).toBe('poor');
    expect(small.thinShare).toBeGreaterThan(0.9);
    expect(small.closeShare).toBeGreaterThan(0.9);
    expect(small.minSizeCm).toBeGreaterThan(4);
    const large = judgeTattooability(m, 'back', small.minSizeCm! + 1);
    expect(large.level).toBe('good');
    expect(small.gapAfterTenYearsMm!).toBeLessThan(small.gapP10Mm!);
  });
});

describe('symmetry', () => {
  it('scores a mirrored image as symmetric and a lopsided one as not', async () => {
    const half =
      '<circle cx="120" cy="100" r="40" fill="#000"/><rect x="60" y="220" width="70" height="30" fill="#000"/>' +
      '<path d="M30 300 L170 330 L40 380 Z" fill="#000"/>';
    const mirrored = await svg(
      400,
      400,
      `${half}<g transform="translate(400 0) scale(-1 1)">${half}</g>`,
    );
    const lopsided = await svg(400, 400, `${half}<circle cx="330" cy="300" r="50" fill="#000"/>`);
    const a = await loadRaster(mirrored);
    const b = await loadRaster(lopsided);
    expect(symmetry(a, inkBox(a)).horizontal).toBeGreaterThan(0.97);
    expect(symmetry(b, inkBox(b)).horizontal).toBeLessThan(0.5);
  });
});

describe('palette', () => {
  it('finds the three colours of a three-colour image', async () => {
    const png = await svg(
      300,
      300,
      '<rect x="20" y="20" width="260" height="120" fill="#c1272d"/><rect x="20" y="160" width="260" height="120" fill="#1f4e9a"/>',
    );
    const palette = dominantPalette(await loadRaster(png));
    expect(palette.map((s) => s.hex).sort()).toEqual(['#1f4e9a', '#c1272d', '#ffffff']);
    for (const swatch of palette) expect(swatch.share).toBeGreaterThan(0.2);
    expect(palette.find((s) => s.hex === '#ffffff')?.background).toBe(true);
    expect(palette.find((s) => s.hex === '#c1272d')?.name).toBe('red');
  });
});

describe('style guess', () => {
  it('ranks catalogue styles by how well their traits match the measures', async () => {
    const png = await svg(400, 400, '<circle cx="200" cy="200" r="150" fill="#000"/>');
    const m = await measureImage(png, [
      { id: 'blackwork', name: 'Blackwork', traits: ['solid-black', 'bold'] },
      { id: 'watercolor', name: 'Watercolor', traits: ['color', 'organic'] },
    ]);
    expect(m.styleGuesses[0].id).toBe('blackwork');
    expect(m.styleGuesses[0].confidence).toBeGreaterThan(m.styleGuesses[1].confidence);
    expect(m.blackCoverage).toBeGreaterThan(0.4);
  });
});
