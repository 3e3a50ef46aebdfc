// Offline analyst on sample images: npx tsx bench/analysis-samples.ts
// Three engine designs (1024 px) and two "photos" made from engine designs with sharp (inked onto a
// skin tone, rotated, blurred, with noise and uneven light, saved as JPEG). Prints each summary and
// its measured figures at the forearm default size (15 cm). Figures only; nothing is asserted.
import sharp from 'sharp';
import { composeDesign, warmUp } from '../src/engine/index';
import { renderPng } from '../src/server/images/render';
import { measureImage } from '../src/server/features/analysis/measures/measure-image';
import { offlineImageAnalysis } from '../src/server/features/analysis/offline-image-analyst';
import { checkUpload } from '../src/server/images/upload-check';
import { STYLE_TRAITS_FOR_BENCH } from './analysis-catalog';

warmUp();
const design = (req: Parameters<typeof composeDesign>[0]) =>
  renderPng(composeDesign(req).svg, 1024);

async function photograph(png: Buffer, skin: string, seed: number): Promise<Buffer> {
  const size = 900;
  const noise = Buffer.alloc(size * size * 3);
  let x = seed;
  for (let i = 0; i < noise.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    noise[i] = 128 + ((x >>> 16) % 41) - 20;
  }
  const ink = await sharp(png)
    .resize({ width: 700, height: 700, fit: 'inside' })
    .flatten({ background: skin })
    .rotate(4, { background: skin })
    .blur(1.2)
    .toBuffer();
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><radialGradient id="g" cx="35%" cy="30%" r="80%">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp({ create: { width: size, height: size, channels: 3, background: skin } })
    .composite([
      { input: ink, gravity: 'centre', blend: 'multiply' },
      { input: noise, raw: { width: size, height: size, channels: 3 }, blend: 'overlay' },
      { input: light, blend: 'over' },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const samples: [string, Buffer][] = [
  [
    'Engine design 1: traditional rose and dagger (1024 px PNG)',
    design({
      subject: 'rose and dagger',
      style: 'traditional',
      palette: 'traditional',
      technique: 'bold-lines',
      composition: 'symmetrical',
      placement: 'forearm',
      seed: 11,
      output: 'design',
    }),
  ],
  [
    'Engine design 2: geometric mandala, fine lines, black only (1024 px PNG)',
    design({
      subject: 'mandala',
      style: 'geometric',
      palette: 'black-only',
      technique: 'fine-lines',
      composition: 'radial',
      placement: 'forearm',
      seed: 12,
      output: 'design',
    }),
  ],
  [
    'Engine design 3: Japanese koi, full colour (1024 px PNG)',
    design({
      subject: 'koi',
      style: 'japanese',
      palette: 'full-color',
      technique: 'bold-lines',
      composition: 'flowing',
      placement: 'forearm',
      seed: 13,
      output: 'design',
    }),
  ],
];
samples.push([
  'Photo 1: the rose and dagger "photographed" on light skin (JPEG)',
  await photograph(samples[0][1], '#e8b48a', 1),
]);
samples.push([
  'Photo 2: a blackwork wolf "photographed" on deeper skin (JPEG)',
  await photograph(
    design({
      subject: 'wolf',
      style: 'blackwork',
      palette: 'black-only',
      technique: 'bold-lines',
      composition: 'asymmetrical',
      placement: 'forearm',
      seed: 14,
      output: 'design',
    }),
    '#8d5a3b',
    2,
  ),
]);

for (const [name, bytes] of samples) {
  const checked = await checkUpload(bytes);
  const m = await measureImage(checked.bytes, STYLE_TRAITS_FOR_BENCH);
  const { summary, verdict: v } = offlineImageAnalysis(m, 'forearm', 15);
  console.log(`\n### ${name}\n`);
  console.log(summary);
  console.log(
    `\n- palette: ${m.palette.map((s) => `${s.hex} ${s.name}${s.background ? ' (bg)' : ''} ${Math.round(s.share * 100)}%`).join(', ')}` +
      `\n- ink ${Math.round(m.inkCoverage * 100)}%, black ${Math.round(m.blackCoverage * 100)}%, colour share of ink ${Math.round(m.colorShare * 100)}%, grey tones ${m.greyTones}` +
      `\n- edge density ${Math.round(m.edgeDensity * 100)}% (${m.detail} detail), shapes ${m.shapes}, symmetry L-R ${Math.round(m.symmetry.horizontal * 100)}% / T-B ${Math.round(m.symmetry.vertical * 100)}%` +
      `\n- at 15 cm: median line ${v.lineMedianMm} mm, thinnest tenth ${v.lineP10Mm} mm, narrowest tenth of gaps ${v.gapP10Mm} mm; lines < 0.5 mm ${Math.round(v.thinShare * 100)}%, gaps < 1.5 mm ${Math.round(v.closeShare * 100)}%; verdict ${v.level}; passes from ${v.minSizeCm} cm; gaps in ten years ${v.gapAfterTenYearsMm} mm` +
      `\n- style guesses: ${m.styleGuesses.map((g) => `${g.name} ${Math.round(g.confidence * 100)}%`).join(', ')}` +
      `\n- measured in ${m.elapsedMs} ms on a ${m.width}x${m.height} copy`,
  );
}
