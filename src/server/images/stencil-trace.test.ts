import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { traceStencil } from './stencil-trace';
import { readVectorSvg } from './svg-vector';

// A synthetic drawing: a ring, a filled square and a grey wash, on white.
const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">
  <rect width="600" height="400" fill="#ffffff"/>
  <rect x="330" y="220" width="220" height="140" fill="#9a9a9a"/>
  <circle cx="180" cy="200" r="120" fill="none" stroke="#000" stroke-width="14"/>
  <rect x="380" y="60" width="120" height="120" fill="#000"/>
</svg>`;

const options = { threshold: 100, mode: 'outline', lineMm: 0.5, mirror: false, widthMm: 120 } as const;

function subpaths(svg: string) {
  return [...svg.matchAll(/\sd="([^"]*)"/g)].flatMap((m) => m[1].split(/(?=M)/).map((s) => s.trim()).filter(Boolean));
}

describe('traceStencil', () => {
  it('traces a drawing to closed stroked paths with no fills, at the asked physical size', async () => {
    const png = await sharp(Buffer.from(drawing)).png().toBuffer();
    const out = await traceStencil(png, options);
    const parts = subpaths(out.svg);
    // ring: outer and inner contour; square: one contour
    expect(parts.length).toBeGreaterThanOrEqual(3);
    expect(out.paths).toBe(parts.length);
    for (const d of parts) expect(d.endsWith('Z')).toBe(true);
    const fills = [...out.svg.matchAll(/\sfill="([^"]*)"/g)].map((m) => m[1]);
    expect(fills.length).toBeGreaterThan(0);
    expect(fills.every((f) => f === 'none')).toBe(true);
    expect(out.svg).not.toMatch(/<(rect|circle|image|linearGradient)/);
    expect(out.widthMm).toBe(120);
    expect(out.heightMm).toBeCloseTo(80, 1);
    // 0.5 mm lines: stroke-width in user units = 0.5 × units per mm
    const upm = out.widthPx / 120;
    expect(Number(/stroke-width="([\d.]+)"/.exec(out.svg)![1])).toBeCloseTo(0.5 * upm, 1);
    // the PDF writer can draw it as vectors
    const vector = readVectorSvg(out.svg);
    expect(vector).not.toBeNull();
    expect(vector!.unitsPerMm).toBeCloseTo(upm, 4);
  });

  it('adds dashed shading guides round the mid-tones only in shading mode', async () => {
    const png = await sharp(Buffer.from(drawing)).png().toBuffer();
    const outline = await traceStencil(png, options);
    const shading = await traceStencil(png, { ...options, mode: 'shading' });
    expect(outline.svg).not.toContain('stroke-dasharray');
    expect(shading.svg).toContain('stroke-dasharray');
    expect(shading.paths).toBeGreaterThan(outline.paths);
  });

  it('mirrors left-right when asked', async () => {
    const square = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#fff"/><rect x="440" y="100" width="120" height="120" fill="#000"/></svg>`;
    const png = await sharp(Buffer.from(square)).png().toBuffer();
    const ink = async (mirror: boolean) => {
      const svg = (await traceStencil(png, { ...options, mirror })).svg;
      const { data, info } = await sharp(Buffer.from(svg)).flatten({ background: '#fff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
      let left = 0;
      let right = 0;
      for (let y = 0; y < info.height; y++) {
        for (let x = 0; x < info.width; x++) {
          if (data[y * info.width + x] >= 128) continue;
          if (x < info.width / 2) left++;
          else right++;
        }
      }
      return { left, right };
    };
    const plain = await ink(false);
    const mirrored = await ink(true);
    expect(plain.left).toBe(0);
    expect(plain.right).toBeGreaterThan(0);
    expect(mirrored.right).toBe(0);
    expect(mirrored.left).toBe(plain.right);
  });
});
