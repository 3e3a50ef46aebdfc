// Offline analyst on sample images: npx tsx bench/analysis-samples.ts
// Three engine designs (1024 px) and two "photos" made from engine designs with sharp (inked onto a
// skin tone, rotated, blurred, with noise and uneven light, saved as JPEG). Prints each summary and
// its measured figures at the forearm default size (15 cm). Then two photographs that are not of
// tattoos at all (a synthetic landscape and portrait from measures/test-images.ts), which the
// analyst must call photographs and state no ink figures for. Figures only; nothing is asserted.
import { composeDesign, warmUp } from '../src/engine/index';
import { renderPng } from '../src/server/images/render';
import { measureImage } from '../src/server/features/analysis/measures/measure-image';
import { offlineImageAnalysis } from '../src/server/features/analysis/offline-image-analyst';
import { checkUpload } from '../src/server/images/upload-check';
import {
  landscapePhoto,
  photographOnSkin as photograph,
  portraitPhoto,
} from '../src/server/features/analysis/measures/test-images';
import { STYLE_TRAITS_FOR_BENCH } from './analysis-catalog';

warmUp();
const design = (req: Parameters<typeof composeDesign>[0]) =>
  renderPng(composeDesign(req).svg, 1024);

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

samples.push([
  'Photo 3: synthetic landscape photograph (sky gradient over hills, sensor noise; JPEG 480x320)',
  await landscapePhoto(),
]);
samples.push([
  'Photo 4: synthetic portrait photograph (shaded skin oval on a graded backdrop, noise; JPEG 360x480)',
  await portraitPhoto(),
]);

const share = (v: number | null) => (v === null ? 'not measured' : `${Math.round(v * 100)}%`);
for (const [name, bytes] of samples) {
  const checked = await checkUpload(bytes);
  const m = await measureImage(checked.bytes, STYLE_TRAITS_FOR_BENCH);
  const { summary, verdict: v } = offlineImageAnalysis(m, 'forearm', 15);
  console.log(`\n### ${name}\n`);
  console.log(summary);
  console.log(
    `\n- palette: ${m.palette.map((s) => `${s.hex} ${s.name}${s.background ? ' (bg)' : ''} ${Math.round(s.share * 100)}%`).join(', ')}` +
      `\n- photo: ${m.photo.isPhoto ? 'yes' : 'no'} (plain flat ground ${share(m.photo.plainGroundShare)}, tone entropy ${m.photo.toneEntropyBits} bits, ${m.photo.distinctTones} tones, flat ${share(m.photo.flatShare)})` +
      `\n- ink ${share(m.inkCoverage)}, near-black ${share(m.blackCoverage)}, colour share of ink ${share(m.colorShare)}, grey tones ${m.greyTones ?? 'not measured'}` +
      `\n- edge density ${share(m.edgeDensity)} (${m.detail} detail), shapes ${m.shapes ?? 'not measured'}, symmetry ${m.symmetry ? `L-R ${share(m.symmetry.horizontal)} / T-B ${share(m.symmetry.vertical)}` : 'not measured'}` +
      (v.level === 'unknown' && m.photo.isPhoto
        ? `\n- at 15 cm: not measured (a photograph)`
        : `\n- at 15 cm: median line ${v.lineMedianMm} mm, thinnest tenth ${v.lineP10Mm} mm, narrowest tenth of gaps ${v.gapP10Mm} mm; lines < 0.5 mm ${Math.round(v.thinShare * 100)}%, gaps < 1.5 mm ${Math.round(v.closeShare * 100)}%; verdict ${v.level}; passes from ${v.minSizeCm} cm; gaps in ten years ${v.gapAfterTenYearsMm} mm`) +
      `\n- style guesses: ${m.styleGuesses.map((g) => `${g.name} ${Math.round(g.confidence * 100)}%`).join(', ')}` +
      `\n- measured in ${m.elapsedMs} ms on a ${m.width}x${m.height} copy`,
  );
}
