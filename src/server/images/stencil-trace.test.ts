import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { traceGuides, traceStencil } from './stencil-trace';
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

/** The points a subpath passes through (its M and every curve's end point), in viewBox units. */
function points(d: string): [number, number][] {
  const nums = (d.match(/-?[\d.]+/g) ?? []).map(Number);
  const out: [number, number][] = [[nums[0], nums[1]]];
  for (let k = 2; k + 5 < nums.length + 0; k += 6) out.push([nums[k + 4], nums[k + 5]]);
  return out;
}

const png = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

describe('traceStencil', () => {
  it('traces a drawing to stroked paths with no fills, at the asked physical size: a ring is one closed line, a solid square its outline', async () => {
    const out = await traceStencil(await png(drawing), options);
    const parts = subpaths(out.svg);
    // One line along the ring's middle (not its inner and outer edge), one round the square.
    expect(parts).toHaveLength(2);
    expect(out.paths).toBe(2);
    for (const d of parts) expect(d.endsWith('Z')).toBe(true);
    const scale = out.widthPx / 600;
    const ring = parts.find((d) => points(d).every(([x]) => x < 330 * scale))!;
    for (const [x, y] of points(ring)) expect(Math.hypot(x - 180 * scale, y - 200 * scale) / scale).toBeCloseTo(120, -0.5);
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

  it('reads line art as line art and draws a thin drawn line once, along its middle, not as two parallel edges', async () => {
    const art = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#f7f1e3"/>
      <path d="M150 800 C 300 300, 700 300, 880 180" fill="none" stroke="#151515" stroke-width="3" stroke-linecap="round"/></svg>`;
    const out = await traceStencil(await png(art), { ...options, widthMm: 100 });
    expect(out.kind).toBe('lineart');
    const parts = subpaths(out.svg);
    expect(parts).toHaveLength(1);
    // An open line from one drawn end to the other.
    expect(parts[0].endsWith('Z')).toBe(false);
    const pts = points(parts[0]);
    const ends = [pts[0], pts[pts.length - 1]].sort((p, q) => p[0] - q[0]);
    expect(Math.hypot(ends[0][0] - 150, ends[0][1] - 800)).toBeLessThan(4);
    expect(Math.hypot(ends[1][0] - 880, ends[1][1] - 180)).toBeLessThan(4);
  });

  it('reads a photo as a photo and draws each contour once: a disc on a shaded, grainy ground is one closed line at its edge', async () => {
    const photo = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768">
      <defs><radialGradient id="g" cx="40%" cy="40%" r="80%"><stop offset="0" stop-color="#e2b898"/><stop offset="1" stop-color="#8a5a3c"/></radialGradient>
      <filter id="n"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0.2"/></feComponentTransfer></filter></defs>
      <rect width="1024" height="768" fill="url(#g)"/><circle cx="600" cy="380" r="150" fill="#f3e6d8"/><rect width="1024" height="768" filter="url(#n)"/></svg>`;
    const bytes = await sharp(Buffer.from(photo)).jpeg({ quality: 85 }).toBuffer();
    const out = await traceStencil(bytes, { ...options, widthMm: 100 });
    expect(out.kind).toBe('photo');
    const parts = subpaths(out.svg);
    expect(parts).toHaveLength(1);
    expect(parts[0].endsWith('Z')).toBe(true);
    for (const [x, y] of points(parts[0])) expect(Math.abs(Math.hypot(x - 600, y - 380) - 150)).toBeLessThan(4);
  });

  it('adds dashed shading guides round the mid-tones only in shading mode', async () => {
    const png = await sharp(Buffer.from(drawing)).png().toBuffer();
    const outline = await traceStencil(png, options);
    const shading = await traceStencil(png, { ...options, mode: 'shading' });
    expect(outline.svg).not.toContain('stroke-dasharray');
    expect(shading.svg).toContain('stroke-dasharray');
    expect(shading.paths).toBeGreaterThan(outline.paths);
  });

  it('draws the guides, traced at half size, back on the tone boundary at full size', async () => {
    // A mid-tone rectangle 101..400 × 81..240 in a 640 × 480 mask.
    const w = 640;
    const h = 480;
    const tones = new Uint8Array(w * h);
    for (let y = 81; y <= 240; y++) for (let x = 101; x <= 400; x++) tones[y * w + x] = 1;
    const guides = await traceGuides(tones, w, h, 18);
    expect(guides).toHaveLength(1);
    const pts = guides.flatMap((d) => points(d));
    const xs = pts.map(([x]) => x);
    const ys = pts.map(([, y]) => y);
    // Within a pixel or two (one half-size pixel) of the rectangle's edges, not at half of them.
    expect(Math.abs(Math.min(...xs) - 101)).toBeLessThan(2.5);
    expect(Math.abs(Math.max(...xs) - 401)).toBeLessThan(2.5);
    expect(Math.abs(Math.min(...ys) - 81)).toBeLessThan(2.5);
    expect(Math.abs(Math.max(...ys) - 241)).toBeLessThan(2.5);
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
