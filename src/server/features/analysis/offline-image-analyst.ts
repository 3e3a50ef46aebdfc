// The offline image analyst: turns the measures into the spec's 3-4 sentence summary and the
// eight-step analysis (Style, Technique, Composition, Dimension, Emotion, Keywords,
// Interpretation, Review). Every figure it states comes from the measures; where the pixels cannot
// answer (what the subject is, what it means) it says so instead of guessing.
import type { TAnalysisPlacement, TImageMeasures } from '../../../core/analysis/analysis-schemas';
import {
  CAUTION_SHARE,
  judgeTattooability,
  TEN_YEAR_SPREAD,
  MIN_GAP_MM,
  MIN_LINE_MM,
  type TVerdict,
} from '../../../core/analysis/tattooability';
import { labelOf, PLACEMENTS } from '../../../core/options';
import { PLAIN_GROUND_MIN } from './measures/photo';
import { styleCall, type TTraitInput } from './measures/style-guess';

/** Measures of a design (not a photograph): every ink figure was measured. */
type TDesignMeasures = TImageMeasures & TTraitInput;

function asDesign(m: TImageMeasures): TDesignMeasures | null {
  if (m.photo.isPhoto) return null;
  const { inkCoverage, colorShare, greyTones, symmetry, shapes } = m;
  if (inkCoverage === null || colorShare === null || greyTones === null) return null;
  if (symmetry === null || shapes === null) return null;
  return { ...m, inkCoverage, colorShare, greyTones, symmetry, shapes };
}

const pct = (share: number) => `${Math.round(share * 100)}%`;
const mm = (value: number | null) => (value === null ? 'not measurable' : `${value.toFixed(1)} mm`);

/** Round-liner grouping whose fresh line is about this wide (tattoo-domain.md §2.2). */
function needleFor(widthMm: number): string {
  if (widthMm < 0.45) return '1RL';
  if (widthMm < 0.8) return '3RL';
  if (widthMm < 1.0) return '5RL';
  if (widthMm < 1.2) return '7RL';
  if (widthMm < 1.4) return '9RL';
  if (widthMm < 1.6) return '11RL';
  return '14RL or a magnum';
}

function inkPalette(m: TImageMeasures) {
  return m.palette.filter((s) => !s.background);
}

function styleSentence(m: TDesignMeasures): string {
  return styleCall(m.styleGuesses);
}

export function offlineSummary(
  m: TDesignMeasures,
  v: TVerdict,
  placement: TAnalysisPlacement,
  sizeCm: number,
): string {
  const colours = inkPalette(m);
  const colourText = colours.length
    ? `${colours.length} ink colour${colours.length === 1 ? '' : 's'} (${colours.map((c) => c.name).join(', ')})`
    : 'no distinct ink colour';
  const lines =
    v.lineMedianMm === null
      ? 'no measurable outlines'
      : `outlines around ${mm(v.lineMedianMm)} wide at ${sizeCm} cm`;
  return [
    `This design covers ${pct(m.inkCoverage)} of the image with ${colourText}, ${pct(m.blackCoverage)} of it solid black, and ${m.detail} detail (${pct(m.edgeDensity)} edge density, ${m.shapes} separate shapes).`,
    styleSentence(m),
    `On the ${labelOf(PLACEMENTS, placement).toLowerCase()} at ${sizeCm} cm it has ${lines}; ${v.headline.charAt(0).toLowerCase()}${v.headline.slice(1)}`,
    v.minSizeCm !== null && v.level !== 'good'
      ? `From about ${v.minSizeCm} cm, no more than ${Math.round(CAUTION_SHARE * 100)}% of the lines are under ${MIN_LINE_MM} mm or run along gaps under ${MIN_GAP_MM} mm.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function styleStep(m: TDesignMeasures): string[] {
  const guesses = m.styleGuesses.map(
    (g, i) =>
      `- ${i === 0 ? '**' : ''}${g.name}${i === 0 ? '**' : ''}: ${pct(g.confidence)} match on ${g.traitsMeasured ?? '?'} of its ${g.traitsTotal ?? '?'} library traits${(g.traitsMeasured ?? 0) < (g.traitsTotal ?? 0) ? ' (the rest, such as lettering or heritage, cannot be seen in pixels)' : ''}`,
  );
  return [
    '## 1. Style',
    styleSentence(m),
    ...guesses,
    '- The guess compares measured traits (line weight, colour share, solid black, symmetry, detail) with each style in the library; it cannot see lettering or cultural references.',
  ];
}

function techniqueStep(m: TDesignMeasures, v: TVerdict): string[] {
  return [
    '## 2. Technique',
    `- **Outline weight:** median ${mm(v.lineMedianMm)}, thinnest tenth ${mm(v.lineP10Mm)}${v.lineMedianMm ? ` (about a ${needleFor(v.lineMedianMm)} line when fresh)` : ''}`,
    `- **Solid black:** ${pct(m.blackCoverage)} of the image`,
    `- **Colour:** ${pct(m.colorShare)} of the inked area is coloured rather than black or grey`,
    `- **Grey tones:** ${m.greyTones} distinct grey levels in the black-and-grey ink${m.greyTones >= 4 ? ' (smooth shading)' : m.greyTones >= 2 ? ' (some shading)' : ' (little or no shading)'}`,
  ];
}

function compositionStep(m: TDesignMeasures, placement: TAnalysisPlacement): string[] {
  const { width, height } = m.designBox;
  const aspect = height / Math.max(1, width);
  const shape = aspect > 1.2 ? 'tall' : aspect < 0.83 ? 'wide' : 'roughly square';
  const best = Math.max(m.symmetry.horizontal, m.symmetry.vertical);
  return [
    '## 3. Composition',
    `- **Shape:** ${shape} (height ${aspect.toFixed(2)} x width)`,
    `- **Mirror symmetry:** left-right ${pct(m.symmetry.horizontal)}, top-bottom ${pct(m.symmetry.vertical)}${best >= 0.85 ? ' (a symmetrical design)' : best < 0.5 ? ' (asymmetrical)' : ''}`,
    `- **Coverage:** ink on ${pct(m.inkCoverage)} of the image, in ${m.shapes} separate shapes`,
    `- **Placement fit:** ${placementFit(shape, placement)}`,
  ];
}

function placementFit(shape: string, placement: TAnalysisPlacement): string {
  const tall = ['forearm', 'calf', 'leg', 'thigh', 'upper-arm'];
  const wide = ['chest', 'back'];
  const name = labelOf(PLACEMENTS, placement).toLowerCase();
  if (tall.includes(placement))
    return shape === 'tall'
      ? `a tall design suits the ${name}`
      : `the ${name} favours tall designs; this one is ${shape}`;
  if (wide.includes(placement))
    return shape === 'tall'
      ? `the ${name} often takes wide or symmetric designs; this one is tall`
      : `a ${shape} design suits the ${name}`;
  return `the ${name} is a small or round area; simple shapes last best there`;
}

function dimensionStep(m: TDesignMeasures): string[] {
  const ink = inkPalette(m);
  const lightest = ink.length ? ink.reduce((a, b) => (lum(a.hex) > lum(b.hex) ? a : b)) : null;
  const darkest = ink.length ? ink.reduce((a, b) => (lum(a.hex) < lum(b.hex) ? a : b)) : null;
  return [
    '## 4. Dimension',
    `- **Tonal range:** ${m.greyTones} grey levels and ${ink.length} ink colours`,
    lightest && darkest
      ? `- **Contrast:** darkest ink ${darkest.hex} (${darkest.name}), lightest ink ${lightest.hex} (${lightest.name})`
      : '- **Contrast:** no ink colours were separated from the background',
    `- **Depth cues:** ${m.greyTones >= 4 ? 'graded shading gives volume' : m.blackCoverage > 0.15 ? 'solid black areas carry the contrast' : 'mostly flat line and fill'}`,
  ];
}

function lum(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return 0.2126 * (n >> 16) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
}

const WARM = ['red', 'orange', 'yellow', 'brown', 'pink'];
const COOL = ['blue', 'teal', 'green', 'purple'];

function emotionStep(m: TDesignMeasures): string[] {
  const { warm, cool, mood } = temperature(inkPalette(m));
  return [
    '## 5. Emotion',
    `- **Colour temperature:** ${mood} (warm inks ${pct(warm)}, cool inks ${pct(cool)} of the image)`,
    `- **Weight:** ${m.blackCoverage > 0.25 ? 'heavy, dramatic black' : m.inkCoverage < 0.12 ? 'light and airy, much bare skin' : 'moderate visual weight'}`,
    '- The offline analyst reads mood only from colour and weight; add an OpenAI key and pick the AI analyst for a reading of the subject.',
  ];
}

export function imageKeywords(m: TDesignMeasures, v: TVerdict): string[] {
  const words = new Set<string>();
  if (m.styleGuesses[0]) words.add(m.styleGuesses[0].name.toLowerCase());
  if (v.lineMedianMm !== null)
    words.add(
      v.lineMedianMm >= 1.2 ? 'bold lines' : v.lineMedianMm < 0.8 ? 'fine lines' : 'medium lines',
    );
  if (m.colorShare < 0.1) words.add(m.greyTones >= 3 ? 'black and grey' : 'black only');
  else words.add('colour');
  if (m.blackCoverage > 0.25) words.add('solid black');
  if (Math.max(m.symmetry.horizontal, m.symmetry.vertical) >= 0.85) words.add('symmetrical');
  words.add(`${m.detail} detail`);
  for (const s of inkPalette(m).slice(0, 4)) words.add(s.name);
  return [...words];
}

function reviewStep(
  m: TDesignMeasures,
  v: TVerdict,
  placement: TAnalysisPlacement,
  sizeCm: number,
): string[] {
  const pale = inkPalette(m).filter((s) => /pale|pink|yellow|white|light/.test(s.name));
  return [
    '## 8. Review',
    `**Tattooability at ${sizeCm} cm on the ${labelOf(PLACEMENTS, placement).toLowerCase()}: ${v.level === 'good' ? 'holds up' : v.level === 'caution' ? 'needs care' : v.level === 'poor' ? 'too fine' : 'not measurable'}.** ${v.headline}`,
    `- **Lines under ${MIN_LINE_MM} mm:** ${pct(v.thinShare)} of the line length (thinnest tenth ${mm(v.lineP10Mm)})`,
    `- **Gaps under ${MIN_GAP_MM} mm:** as long as ${pct(v.closeShare)} of the line length (narrowest tenth ${mm(v.gapP10Mm)}; slivers up to 2 px of the working copy are taken as anti-aliasing seams, not gaps)`,
    v.gapAfterTenYearsMm !== null
      ? `- **In ten years:** if lines spread to about ${TEN_YEAR_SPREAD} times their width, the narrowest gaps shrink from ${mm(v.gapP10Mm)} to about ${mm(v.gapAfterTenYearsMm)}${v.gapAfterTenYearsMm < 0.5 ? ', so those lines will merge' : ''}`
      : '- **In ten years:** no gaps between lines were found to narrow',
    v.minSizeCm !== null
      ? `- **Smallest size that passes:** about ${v.minSizeCm} cm on the longer side`
      : '',
    `- **Placement:** the ${labelOf(PLACEMENTS, placement).toLowerCase()} ${v.placementNote}`,
    pale.length
      ? `- **Colour:** ${pale.map((s) => s.name).join(', ')} fade first and show weakly on darker skin; keep them inside black outlines`
      : '',
    `- Measured on a ${m.width} x ${m.height} px copy in ${m.elapsedMs} ms; the design's longer side (${Math.max(m.designBox.width, m.designBox.height)} px) is taken as ${sizeCm} cm.`,
  ].filter(Boolean);
}

export function offlineImageAnalysis(
  measures: TImageMeasures,
  placement: TAnalysisPlacement,
  sizeCm: number,
) {
  const v = judgeTattooability(measures, placement, sizeCm);
  const m = asDesign(measures);
  if (!m) return { ...offlinePhotoAnalysis(measures, v), verdict: v };
  const keywords = imageKeywords(m, v);
  const analysis = [
    '# Image analysis (offline analyst)',
    '',
    ...styleStep(m),
    '',
    ...techniqueStep(m, v),
    '',
    ...compositionStep(m, placement),
    '',
    ...dimensionStep(m),
    '',
    ...emotionStep(m),
    '',
    '## 6. Keywords',
    keywords.map((k) => `- ${k}`).join('\n'),
    '',
    '## 7. Interpretation',
    '- The offline analyst measures pixels; it does not recognise subjects or symbols, so it offers no meaning it cannot see.',
    '- For an interpretation of the imagery, add an OpenAI key and choose the AI analyst, or describe the idea in the text analysis tab.',
    '',
    ...reviewStep(m, v, placement, sizeCm),
  ].join('\n');
  return { summary: offlineSummary(m, v, placement, sizeCm), analysis, verdict: v };
}

const UPLOAD_A_DESIGN =
  'To check how a design will hold up as a tattoo, upload the design itself: flash, a stencil or a drawing, scanned or exported on a plain background.';

/** Why the analyst took the upload for a photograph, in measured figures against the thresholds. */
function photoReasons(m: TImageMeasures): string {
  const p = m.photo;
  return [
    `only ${pct(p.plainGroundShare)} of it is plain, flat ground (a design leaves at least ${pct(PLAIN_GROUND_MIN)})`,
    `its colours spread over ${p.distinctTones} tones (tone entropy ${p.toneEntropyBits.toFixed(1)} bits)`,
    `and ${pct(p.flatShare)} of it is flat fill`,
  ].join(', ');
}

function colourList(m: TImageMeasures, n = 4): string {
  return m.palette
    .slice(0, n)
    .map((s) => `${s.name} (${pct(s.share)})`)
    .join(', ');
}

/**
 * A photograph: the analyst says so, gives what the pixels of a scene can tell (tones, colours,
 * near-black share, edges) and states no ink, line, gap, style or tattooability figure, because on
 * a scene with no plain ground those would be measured on a mask that means nothing.
 */
export function offlinePhotoAnalysis(m: TImageMeasures, v: TVerdict) {
  const { width, height } = m;
  const frame = height > width * 1.2 ? 'portrait' : width > height * 1.2 ? 'landscape' : 'square';
  const warmCool = temperature(m.palette);
  const summary = [
    `This looks like a photograph, not flash or line art: ${photoReasons(m)}.`,
    m.palette.length
      ? `Its main colours are ${colourList(m)}; ${pct(m.blackCoverage)} of it is near-black and it has ${m.detail} detail (${pct(m.edgeDensity)} edge density).`
      : `${pct(m.blackCoverage)} of it is near-black and it has ${m.detail} detail (${pct(m.edgeDensity)} edge density).`,
    'Ink coverage, line weights, gaps, a style guess and a tattooability verdict are only measured on a design on a plain ground, so none is given for this photograph.',
    UPLOAD_A_DESIGN,
  ].join(' ');
  const analysis = [
    '# Image analysis (offline analyst)',
    '',
    `**This upload looks like a photograph**: ${photoReasons(m)}. The figures below are about the photograph as a picture; nothing in it is measured as ink.`,
    '',
    '## 1. Style',
    '- No style guess: tattoo styles are read from line weight, solid black, colour fills and symmetry of a design, which a photograph of a scene does not have.',
    '',
    '## 2. Technique',
    '- **Outline weight, gaps, ink coverage:** not measured on a photograph',
    `- **Near-black:** ${pct(m.blackCoverage)} of the picture`,
    `- **Edges:** ${pct(m.edgeDensity)} of the picture lies on a strong edge (${m.detail} detail)`,
    '',
    '## 3. Composition',
    `- **Frame:** ${frame}, ${width} x ${height} px as analysed`,
    '- **Mirror symmetry and shapes:** not measured (they need a design separated from its ground)',
    '',
    '## 4. Dimension',
    `- **Tonal range:** ${m.photo.distinctTones} distinct tones, tone entropy ${m.photo.toneEntropyBits.toFixed(1)} bits`,
    m.palette.length ? `- **Main colours:** ${colourList(m, 8)}` : '',
    '',
    '## 5. Emotion',
    `- **Colour temperature:** ${warmCool.mood} (warm colours ${pct(warmCool.warm)}, cool colours ${pct(warmCool.cool)} of the picture)`,
    '- The offline analyst reads mood only from colour; add an OpenAI key and pick the AI analyst for a reading of the subject.',
    '',
    '## 6. Keywords',
    ['photograph', `${m.detail} detail`, ...new Set(m.palette.slice(0, 4).map((s) => s.name))]
      .map((k) => `- ${k}`)
      .join('\n'),
    '',
    '## 7. Interpretation',
    '- The offline analyst measures pixels; it does not recognise people, places or objects, so it offers no meaning it cannot see.',
    '- For a reading of the photograph as a tattoo idea, add an OpenAI key and choose the AI analyst, or describe the idea in the text analysis tab.',
    '',
    '## 8. Review',
    `**Tattooability: not measured.** ${v.headline}`,
    `- ${UPLOAD_A_DESIGN}`,
    `- Measured on a ${width} x ${height} px copy in ${m.elapsedMs} ms.`,
  ]
    .filter((line) => line !== '')
    .join('\n')
    .replace(/\n(## )/g, '\n\n$1');
  return { summary, analysis };
}

function temperature(swatches: { name: string; share: number }[]) {
  const share = (names: string[]) =>
    swatches.filter((s) => names.some((n) => s.name.includes(n))).reduce((a, s) => a + s.share, 0);
  const warm = share(WARM);
  const cool = share(COOL);
  const mood =
    warm > cool * 1.5
      ? 'warm'
      : cool > warm * 1.5
        ? 'cool'
        : warm + cool > 0
          ? 'balanced warm and cool'
          : 'neutral black and grey';
  return { warm, cool, mood };
}
