import { describe, expect, it } from 'vitest';
import { COMPOSITIONS, PALETTES, PLACEMENTS, STYLES, TECHNIQUES, values } from '../../core/options';
import { composeDesign } from '../../engine/index';
import { renderPng, renderPngAsync, renderPrintPng, renderPrintPngAsync } from './render';

const pngSize = (buf: Buffer) => ({ w: buf.readUInt32BE(16), h: buf.readUInt32BE(20) });

describe('renderPng', () => {
  it('renders 1024 px on the long side', () => {
    const r = composeDesign({
      subject: 'swallow',
      placement: 'forearm',
      prompt: '"MOM"',
      seed: 1,
      output: 'design',
    });
    const png = renderPng(r.svg);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const { w, h } = pngSize(png);
    expect(h).toBe(1024);
    expect(w).toBe(Math.round((1024 * r.width) / r.height));
  });

  it('renders every style x composition x palette without throwing', () => {
    const techniques = values(TECHNIQUES);
    const placements = values(PLACEMENTS);
    let i = 0;
    for (const style of values(STYLES))
      for (const composition of values(COMPOSITIONS))
        for (const palette of values(PALETTES)) {
          const r = composeDesign({
            subject: ['rose and dagger', 'wolf', 'celestial', 'unknownthing'][i % 4],
            style,
            composition,
            palette,
            technique: techniques[(i * 3) % techniques.length],
            placement: placements[(i * 7) % placements.length],
            prompt: i % 4 === 0 ? '"Carpe Diem"' : undefined,
            seed: 1000 + i,
            output: i % 6 === 0 ? 'stencil' : 'design',
            mirror: i % 12 === 0,
          });
          const png = renderPng(r.svg, 96);
          expect(pngSize(png).w).toBeGreaterThan(0);
          i++;
        }
    expect(i).toBe(480);
  }, 120_000);

  it('draws ink on the paper (not a blank image)', async () => {
    const sharp = (await import('sharp')).default;
    const r = composeDesign({ subject: 'skull', style: 'blackwork', seed: 4, output: 'design' });
    const { data, info } = await sharp(renderPng(r.svg, 200))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let dark = 0;
    for (const v of data) if (v < 60) dark++;
    expect(dark / (info.width * info.height)).toBeGreaterThan(0.05);
  });
});

describe('renderPrintPng', () => {
  it('prints at the physical size at 300 DPI', () => {
    const r = composeDesign({ subject: 'rose', placement: 'wrist', seed: 1, output: 'stencil' });
    const { w, h } = pngSize(renderPrintPng(r));
    expect(w).toBe(Math.round((r.widthMm / 25.4) * 300));
    expect(Math.abs(h - (r.heightMm / 25.4) * 300)).toBeLessThanOrEqual(1);
  });
});

describe('async rendering (thread pool)', () => {
  it('gives the same pixels as the synchronous render, for preview and print', async () => {
    const r = composeDesign({
      subject: 'anchor',
      style: 'traditional',
      seed: 9,
      output: 'design',
      placement: 'wrist',
    });
    expect((await renderPngAsync(r.svg, 256)).equals(renderPng(r.svg, 256))).toBe(true);
    expect((await renderPrintPngAsync(r, 150)).equals(renderPrintPng(r, 150))).toBe(true);
  });
});
