// The main inks of a design as swatches (for the artist brief): colours counted on a small copy,
// grouped in coarse buckets, paper-white left out. Deterministic.
import sharp from 'sharp';

export interface TSwatch {
  hex: string;
  /** Share of the inked pixels, 0..1. */
  share: number;
}

const hex = (r: number, g: number, b: number) =>
  '#' + [r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');

export async function paletteOf(bytes: Buffer, max = 6): Promise<TSwatch[]> {
  const { data, info } = await sharp(bytes)
    .flatten({ background: '#ffffff' })
    .resize(64, 64, { fit: 'inside', kernel: 'nearest' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  const keyAt = (i: number) => ((data[i] >> 5) << 6) | ((data[i + 1] >> 5) << 3) | (data[i + 2] >> 5);
  // The canvas colour (what all four corners share) is paper or skin, not ink.
  const last = (info.width * info.height - 1) * info.channels;
  const corners = [0, (info.width - 1) * info.channels, last - (info.width - 1) * info.channels, last].map(keyAt);
  const canvas = corners.every((k) => k === corners[0]) ? corners[0] : -1;
  let inked = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
    if (r > 235 && g > 235 && b > 235) continue; // paper
    const key = keyAt(i);
    if (key === canvas) continue;
    inked++;
    const s = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    s.n++;
    s.r += r;
    s.g += g;
    s.b += b;
    buckets.set(key, s);
  }
  return [...buckets.values()]
    .sort((a, b) => b.n - a.n)
    .filter((s) => s.n / Math.max(1, inked) >= 0.02)
    .slice(0, max)
    .map((s) => ({ hex: hex(s.r / s.n, s.g / s.n, s.b / s.n), share: s.n / inked }));
}
