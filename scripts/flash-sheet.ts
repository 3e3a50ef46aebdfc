// Renders a sheet of designs (and one of stencils) to PNG files for looking at:
//   npx tsx scripts/flash-sheet.ts [outDir=/tmp] [--random <seed> [--list]]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import {
  COMPOSITIONS,
  PALETTES,
  PLACEMENTS,
  STYLES,
  TECHNIQUES,
  values,
} from '../src/core/options';
import { composeDesign, type TDesignRequest } from '../src/engine/index';
import { createRng } from '../src/engine/prng';

const SHEET: Omit<TDesignRequest, 'output'>[] = [
  {
    subject: 'rose and dagger',
    style: 'traditional',
    palette: 'traditional',
    placement: 'forearm',
    prompt: '"MOM"',
    seed: 1,
  },
  {
    subject: 'swallow',
    style: 'traditional',
    palette: 'traditional',
    composition: 'symmetrical',
    placement: 'chest',
    prompt: 'two swallows "HOLD FAST"',
    seed: 2,
  },
  {
    subject: 'skull with snake',
    style: 'traditional',
    palette: 'traditional',
    placement: 'upper-arm',
    seed: 3,
  },
  {
    subject: 'anchor',
    style: 'traditional',
    palette: 'traditional',
    composition: 'radial',
    placement: 'shoulder',
    seed: 4,
  },
  {
    subject: 'eagle',
    style: 'traditional',
    palette: 'full-color',
    placement: 'back',
    prompt: '"Freedom"',
    seed: 5,
  },
  { subject: 'panther', style: 'traditional', palette: 'traditional', placement: 'calf', seed: 6 },
  {
    subject: 'wolf',
    style: 'neo-traditional',
    palette: 'earth-tones',
    placement: 'thigh',
    seed: 7,
  },
  {
    subject: 'lion',
    style: 'neo-traditional',
    palette: 'vibrant',
    composition: 'geometric',
    placement: 'upper-arm',
    seed: 8,
  },
  {
    subject: 'owl',
    style: 'neo-traditional',
    palette: 'full-color',
    placement: 'calf',
    prompt: '"wisdom"',
    seed: 9,
  },
  {
    subject: 'skull',
    style: 'realism',
    palette: 'black-gray',
    technique: 'black-gray',
    placement: 'forearm',
    seed: 10,
  },
  {
    subject: 'woman',
    style: 'realism',
    palette: 'black-gray',
    placement: 'upper-arm',
    prompt: '"Mi Vida"',
    seed: 11,
  },
  {
    subject: 'koi',
    style: 'japanese',
    palette: 'traditional',
    composition: 'flowing',
    placement: 'leg',
    seed: 12,
  },
  {
    subject: 'dragon',
    style: 'japanese',
    palette: 'full-color',
    composition: 'asymmetrical',
    placement: 'back',
    seed: 13,
  },
  { subject: 'tiger', style: 'japanese', palette: 'traditional', placement: 'thigh', seed: 14 },
  {
    subject: 'sun',
    style: 'tribal',
    palette: 'black-only',
    composition: 'radial',
    placement: 'shoulder',
    seed: 15,
  },
  { subject: 'scorpion', style: 'tribal', palette: 'black-only', placement: 'calf', seed: 16 },
  {
    subject: 'mandala',
    style: 'geometric',
    palette: 'black-only',
    composition: 'radial',
    technique: 'stippling',
    placement: 'shoulder',
    seed: 17,
  },
  {
    subject: 'deer',
    style: 'geometric',
    palette: 'black-only',
    composition: 'geometric',
    technique: 'fine-lines',
    placement: 'forearm',
    seed: 18,
  },
  {
    subject: 'butterfly',
    style: 'watercolor',
    palette: 'pastel',
    composition: 'abstract',
    placement: 'shoulder',
    seed: 19,
  },
  {
    subject: 'hummingbird',
    style: 'watercolor',
    palette: 'vibrant',
    composition: 'flowing',
    placement: 'calf',
    prompt: '"let it be"',
    seed: 20,
  },
  { subject: 'moon', style: 'blackwork', palette: 'black-only', placement: 'upper-arm', seed: 21 },
  {
    subject: 'raven',
    style: 'blackwork',
    palette: 'black-only',
    technique: 'etching',
    placement: 'forearm',
    seed: 22,
  },
  {
    subject: 'semicolon',
    style: 'minimalist',
    palette: 'black-only',
    placement: 'wrist',
    seed: 23,
  },
  {
    subject: 'mountain',
    style: 'minimalist',
    palette: 'black-only',
    composition: 'geometric',
    placement: 'ankle',
    prompt: '"wander"',
    seed: 24,
  },
  {
    subject: 'clock',
    style: 'surrealism',
    palette: 'black-gray',
    technique: 'whip-shading',
    placement: 'forearm',
    seed: 25,
  },
  {
    subject: 'eye',
    style: 'surrealism',
    palette: 'monochromatic',
    technique: 'cross-hatching',
    placement: 'calf',
    seed: 26,
  },
  {
    subject: 'celestial',
    style: 'neo-traditional',
    palette: 'pastel',
    composition: 'radial',
    placement: 'back',
    seed: 27,
  },
  {
    subject: 'lotus',
    style: 'geometric',
    palette: 'earth-tones',
    composition: 'symmetrical',
    technique: 'cross-hatching',
    placement: 'chest',
    seed: 28,
  },
  {
    subject: 'memorial',
    style: 'traditional',
    palette: 'monochromatic',
    placement: 'forearm',
    prompt: '"carpe diem"',
    seed: 29,
  },
  {
    subject: 'spaceship',
    style: 'traditional',
    palette: 'traditional',
    placement: 'wrist',
    seed: 30,
  },
];

function sheet(output: 'design' | 'stencil', file: string): void {
  const cols = 6;
  const cell = 300;
  const pad = 12;
  let body = '';
  SHEET.forEach((req, i) => {
    const placement =
      req.placement &&
      [
        'forearm',
        'upper-arm',
        'back',
        'chest',
        'shoulder',
        'leg',
        'thigh',
        'calf',
        'ankle',
        'wrist',
      ].includes(req.placement)
        ? req.placement
        : 'calf';
    const r = composeDesign({ ...req, placement, output });
    const k = Math.min((cell - pad * 2) / r.width, (cell - pad * 2) / r.height);
    const x = (i % cols) * cell + (cell - r.width * k) / 2;
    const y = Math.floor(i / cols) * cell + (cell - r.height * k) / 2;
    // nest each design as its own <svg> so ids stay local
    const inner = r.svg
      .replace(/id="([^"]+)"/g, `id="d${i}-$1"`)
      .replace(/url\(#([^)]+)\)/g, `url(#d${i}-$1)`)
      .replace(/href="#([^"]+)"/g, `href="#d${i}-$1"`);
    body += `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${k.toFixed(4)})">${inner.replace(/^<svg[^>]*>/, '<svg x="0" y="0" width="' + r.width + '" height="' + r.height + '" viewBox="0 0 ' + r.width + ' ' + r.height + '">')}</g>`;
  });
  const rows = Math.ceil(SHEET.length / cols);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${cols * cell}" height="${rows * cell}"><rect width="100%" height="100%" fill="#2a2623"/>${body}</svg>`;
  writeFileSync(file, new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
  console.log('wrote', file);
}

// `--random <seed>` swaps the curated sheet for 30 random requests (for hunting ugly cases).
const randomAt = process.argv.indexOf('--random');
if (randomAt > 0) {
  const rng = createRng(Number(process.argv[randomAt + 1] ?? 1));
  const subjects = [
    'rose',
    'skull and rose',
    'wolf',
    'koi',
    'dragon',
    'moon and stars',
    'compass',
    'lotus',
    'heart "MOM"',
    'animals',
    'nature',
    'spiritual',
    'mythology',
    'portrait',
    'abstract',
    'cultural',
    'memorial',
    'quote',
    'celestial',
    'owl',
    'eagle',
    'anchor',
    'snake',
    'butterfly',
    'phoenix',
    'tiger',
    'cherry blossom',
    'hourglass',
    'ship',
    'lighthouse',
  ];
  SHEET.length = 0;
  for (let i = 0; i < 30; i++)
    SHEET.push({
      subject: rng.pick(subjects),
      style: rng.pick(values(STYLES)),
      composition: rng.pick(values(COMPOSITIONS)),
      palette: rng.pick(values(PALETTES)),
      technique: rng.pick(values(TECHNIQUES)),
      placement: rng.pick(values(PLACEMENTS)),
      prompt: rng.chance(0.3)
        ? rng.pick(['"Carpe Diem"', '"MOM"', '"Hold Fast"', '"Amor Fati"', '"Stay Wild"'])
        : undefined,
      seed: rng.int(0, 1e9),
    });
  if (process.argv.includes('--list')) SHEET.forEach((r, i) => console.log(i, JSON.stringify(r)));
}
const outDir = process.argv.find((a, i) => i >= 2 && a.startsWith('/')) ?? '/tmp';
sheet('design', join(outDir, 'flash-sheet.png'));
sheet('stencil', join(outDir, 'stencil-sheet.png'));
