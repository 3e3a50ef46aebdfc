// Writes the maskable install icons in public/ from the logo mark (public/favicon.svg's artwork) with
// sharp: a full-bleed background with the mark inside the central safe zone, so a launcher's circle
// or squircle crop never cuts it. (icon-192/512.png and apple-touch-icon.png are the full tile.)
// Run: npx tsx scripts/generate-icons.ts   (the PNGs are committed; run again after a logo change)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const BACKGROUND = '#0d0c12';

/** The mark's drawing (everything inside the favicon's <svg> but its background tile). */
function markArtwork(): string {
  const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return inner.replace(/<rect [^>]*\/>/, '');
}

/** Full-bleed tile, the mark at `scale` of it (0.6: well inside the 80% safe-zone circle). */
function fullBleedSvg(scale: number): string {
  const offset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${BACKGROUND}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${markArtwork()}</g>
</svg>`;
}

async function png(svg: string | Buffer, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(publicDir, file));
  console.log(`wrote public/${file}`);
}

await png(fullBleedSvg(0.6), 192, 'icon-maskable-192.png');
await png(fullBleedSvg(0.6), 512, 'icon-maskable-512.png');
