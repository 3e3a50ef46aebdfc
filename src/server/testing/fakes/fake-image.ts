// PNGs the fakes hand out: clearly labelled as coming from a fake provider, never passing as art.
import sharp from 'sharp';

const cache = new Map<string, Promise<Buffer>>();

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface TFakePngOptions {
  /** Big line, e.g. "FAKE OpenAI". */
  title: string;
  /** Small lines under it (model, prompt excerpt). */
  lines?: string[];
  /** Side in pixels (default 64; dev mode uses 1024). */
  size?: number;
  /** Background colour. */
  color?: string;
}

/** Word-wraps to about 38 characters a line (fits the square at the font size used). */
function wrap(lines: string[], width = 38): string[] {
  const out: string[] = [];
  for (const line of lines) {
    let current = '';
    for (const word of line.split(/\s+/).filter(Boolean)) {
      const w = word.length > width ? `${word.slice(0, width - 1)}…` : word;
      if (current && current.length + 1 + w.length > width) {
        out.push(current);
        current = w;
      } else current = current ? `${current} ${w}` : w;
    }
    if (current) out.push(current);
  }
  return out;
}

/** A square PNG with a frame and the labels written on it. */
export function fakePng({
  title,
  lines = [],
  size = 64,
  color = '#334155',
}: TFakePngOptions): Promise<Buffer> {
  const key = JSON.stringify([title, lines, size, color]);
  let png = cache.get(key);
  if (!png) {
    const big = Math.round(size / 9);
    const small = Math.round(size / 26);
    const text = wrap(lines)
      .slice(0, 8)
      .map(
        (l, i) =>
          `<text x="50%" y="${Math.round(size * 0.52 + i * small * 1.5)}" font-size="${small}" text-anchor="middle" fill="#e2e8f0" font-family="DejaVu Sans, sans-serif">${escapeXml(l)}</text>`,
      )
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
      <rect width="100%" height="100%" fill="${color}"/>
      <rect x="${size * 0.04}" y="${size * 0.04}" width="${size * 0.92}" height="${size * 0.92}" fill="none" stroke="#f8fafc" stroke-width="${Math.max(1, size / 128)}" stroke-dasharray="${size / 40} ${size / 60}"/>
      <text x="50%" y="${Math.round(size * 0.38)}" font-size="${big}" font-weight="bold" text-anchor="middle" fill="#f8fafc" font-family="DejaVu Sans, sans-serif">${escapeXml(title)}</text>
      ${text}
      <text x="50%" y="${Math.round(size * 0.9)}" font-size="${small}" text-anchor="middle" fill="#cbd5e1" font-family="DejaVu Sans, sans-serif">test image from a fake provider server</text>
    </svg>`;
    png = sharp(Buffer.from(svg)).png().toBuffer();
    cache.set(key, png);
  }
  return png;
}
