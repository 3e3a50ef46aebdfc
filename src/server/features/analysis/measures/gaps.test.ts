// Gap and line widths on images whose answers are known: drawn bars with set gaps, a one-pixel
// seam between an outline and its fill, a halftone, and the offline engine's own designs.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { composeDesign, warmUp } from '../../../../engine/index';
import { renderPng } from '../../../images/render';
import { judgeTattooability, quantilePx } from '../../../../core/analysis/tattooability';
import { measureImage } from './measure-image';

const svg = (width: number, height: number, body: string, paper = '#ffffff') =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<rect width="100%" height="100%" fill="${paper}"/>${body}</svg>`,
    ),
  )
    .png()
    .toBuffer();

/** Vertical bars `barPx` wide with `gapPx` of paper between them, spanning `boxPx` across. */
function bars(boxPx: number, barPx: number, gapPx: number, margin = 20) {
  let body = '';
  for (let x = margin; x + barPx <= margin + boxPx; x += barPx + gapPx)
    body += `<rect x="${x}" y="${margin}" width="${barPx}" height="${boxPx}" fill="#000"/>`;
  return body;
}

describe('gap widths', () => {
  it('measures a 1 mm gap as 1 mm within 10% at the chosen size', async () => {
    // 3 mm bars with 1 mm gaps; at 12 cm over the box, 5 px per mm.
    const png = await svg(640, 640, bars(600, 15, 5));
    const m = await measureImage(png, []);
    const longPx = Math.max(m.designBox.width, m.designBox.height);
    const sizeCm = longPx / 50; // 5 px per mm
    const v = judgeTattooability(m, 'forearm', sizeCm);
    expect(Math.abs(v.gapP10Mm! - 1) / 1).toBeLessThanOrEqual(0.1);
    expect(v.closeShare).toBeGreaterThan(0.5);
    // Twice the size: the same gaps are 2 mm and pass.
    const bigger = judgeTattooability(m, 'forearm', sizeCm * 2);
    expect(Math.abs(bigger.gapP10Mm! - 2) / 2).toBeLessThanOrEqual(0.1);
    expect(bigger.closeShare).toBe(0);
  });

  it('measures odd and even gap widths within 10%, and a diagonal gap', async () => {
    for (const gapPx of [6, 7, 9]) {
      const m = await measureImage(await svg(640, 640, bars(600, 12, gapPx)), []);
      const longPx = Math.max(m.designBox.width, m.designBox.height);
      // Size chosen so that the gap is exactly 1.2 mm.
      const v = judgeTattooability(m, 'forearm', (longPx * 1.2) / gapPx / 10);
      expect(Math.abs(v.gapP10Mm! - 1.2) / 1.2).toBeLessThanOrEqual(0.1);
    }
    const diagonal = await svg(
      640,
      640,
      // Clipped to a circle so the paper still shows around the border.
      '<clipPath id="c"><circle cx="320" cy="320" r="290"/></clipPath>' +
        `<g clip-path="url(#c)"><g transform="rotate(30 320 320)">${bars(600, 14, 8)}</g></g>`,
    );
    const m = await measureImage(diagonal, []);
    const longPx = Math.max(m.designBox.width, m.designBox.height);
    const mmPerPx = 1.6 / 8;
    const median = quantilePx(m.gaps, 0.5)! * mmPerPx;
    expect(Math.abs(median - 1.6) / 1.6).toBeLessThanOrEqual(0.1);
    // Off the pixel grid the narrowest tenth spreads lower (pixel steps along the edges).
    const v = judgeTattooability(m, 'forearm', (longPx * mmPerPx) / 10);
    expect(Math.abs(v.gapP10Mm! - 1.6) / 1.6).toBeLessThanOrEqual(0.2);
  });

  it('does not count a one-pixel seam between an outline and its fill as a gap', async () => {
    // A black ring with a pale pink fill inset by one pixel: a 1 px sliver of paper between them.
    const png = await svg(
      400,
      400,
      '<rect x="40" y="40" width="320" height="320" fill="none" stroke="#000" stroke-width="16"/>' +
        '<rect x="49" y="49" width="302" height="302" fill="#f4b8c0"/>',
      '#f3ead7',
    );
    const m = await measureImage(png, []);
    const v = judgeTattooability(m, 'forearm', 3);
    expect(v.gapP10Mm).toBeNull();
    expect(v.closeShare).toBe(0);
    // The same drawing with a 6 px paper gap does have a gap, so the test can fail.
    const gapped = await svg(
      400,
      400,
      '<rect x="40" y="40" width="320" height="320" fill="none" stroke="#000" stroke-width="16"/>' +
        '<rect x="54" y="54" width="292" height="292" fill="#f4b8c0"/>',
      '#f3ead7',
    );
    const g = judgeTattooability(await measureImage(gapped, []), 'forearm', 3);
    expect(g.gapP10Mm).not.toBeNull();
    expect(g.closeShare).toBeGreaterThan(0.5);
  });

  it('counts pale inks as ink, not as skin between the lines', async () => {
    // Light-blue bands between black lines on cream paper: no paper shows, so no gaps.
    const body =
      bars(300, 10, 10) +
      Array.from(
        { length: 15 },
        (_, k) => `<rect x="${30 + k * 20}" y="20" width="10" height="300" fill="#bbcbdb"/>`,
      ).join('');
    const m = await measureImage(await svg(340, 340, body, '#f1eada'), []);
    expect(judgeTattooability(m, 'forearm', 3).closeShare).toBe(0);
  });

  it('does not read halftone dots as hairlines', async () => {
    let dots = '';
    for (let y = 60; y < 340; y += 5)
      for (let x = 60; x < 340; x += 5) dots += `<rect x="${x}" y="${y}" width="2" height="2"/>`;
    const body =
      '<rect x="40" y="40" width="320" height="320" fill="#c1272d" stroke="#000" stroke-width="10"/>' +
      `<g fill="#000">${dots}</g>`;
    const m = await measureImage(await svg(400, 400, body), []);
    const v = judgeTattooability(m, 'forearm', 15);
    expect(v.thinShare).toBeLessThan(0.05);
    expect(v.lineMedianMm!).toBeGreaterThan(3);
  });
});

describe('engine designs', () => {
  warmUp();
  const render = (req: Parameters<typeof composeDesign>[0]) =>
    renderPng(composeDesign(req).svg, 1024);

  it('does not call a bold traditional design too fine at 15 cm', async () => {
    const png = render({
      subject: 'rose and dagger',
      style: 'traditional',
      palette: 'traditional',
      technique: 'bold-lines',
      composition: 'symmetrical',
      placement: 'forearm',
      seed: 11,
      output: 'design',
    });
    const m = await measureImage(png, []);
    const v = judgeTattooability(m, 'forearm', 15);
    expect(v.level).not.toBe('poor');
    expect(v.lineMedianMm!).toBeGreaterThan(1.2);
  });

  it('flags fine-line designs at 3 cm', async () => {
    const mandala = render({
      subject: 'mandala',
      style: 'geometric',
      palette: 'black-only',
      technique: 'fine-lines',
      composition: 'radial',
      placement: 'forearm',
      seed: 12,
      output: 'design',
    });
    const v = judgeTattooability(await measureImage(mandala, []), 'wrist', 3);
    expect(v.level).toBe('poor');
    expect(v.lineMedianMm!).toBeLessThan(0.5);
    const png = render({
      subject: 'swallow',
      style: 'minimalist',
      palette: 'black-only',
      technique: 'fine-lines',
      composition: 'asymmetrical',
      placement: 'wrist',
      seed: 15,
      output: 'design',
    });
    const m = await measureImage(png, []);
    const small = judgeTattooability(m, 'wrist', 3);
    expect(small.level).not.toBe('good');
    expect(small.minSizeCm!).toBeGreaterThan(3);
    expect(judgeTattooability(m, 'wrist', small.minSizeCm!).level).toBe('good');
  });
});
