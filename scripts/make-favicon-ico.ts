// Writes public/favicon.ico (16, 32 and 48 px, PNG-in-ICO) from public/favicon.svg. Browsers and
// link previews ask for /favicon.ico whatever the page's <link rel="icon"> says (issue #9).
// Run: npx tsx scripts/make-favicon-ico.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const svg = readFileSync(`${root}public/favicon.svg`);
const sizes = [16, 32, 48];
const pngs = await Promise.all(sizes.map((size) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer()));

const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(sizes.length, 4);
const entries: Buffer[] = [];
let offset = 6 + 16 * sizes.length;
sizes.forEach((size, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(pngs[i].length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += pngs[i].length;
  entries.push(entry);
});
writeFileSync(`${root}public/favicon.ico`, Buffer.concat([header, ...entries, ...pngs]));
console.log(`public/favicon.ico: ${offset} bytes, ${sizes.join(', ')} px`);
