// The offline design engine: a tattoo design request in, a flash-style SVG (or a stencil) out.
// Pure and deterministic: the same request and seed give the same bytes.
import type {
  TCompositionId,
  TPaletteId,
  TPlacementId,
  TStyleId,
  TTechniqueId,
} from '../core/options';
import { SUBJECTS } from '../core/options';
import { composeSvg } from './compose';
import type { TMotifDef } from './motifs';
import type { TComposePlan } from './scene';
import { createRng } from './prng';
import { DEFAULT_TECHNIQUE, renderingOf } from './styles';
import { resolveSubject } from './subjects';
import { understand, type TLeftOut, type TRelation } from './understand';

export { ENGINE_CREDITS } from './credits';
export { PLACEMENT_SIZES_MM, canvasFor } from './placements';
export { MIN_LINE_MM, MIN_GAP_MM } from './styles';
export { warmUp } from './assets';

export interface TDesignRequest {
  subject?: string;
  style?: TStyleId;
  technique?: TTechniqueId;
  composition?: TCompositionId;
  palette?: TPaletteId;
  placement?: TPlacementId;
  prompt?: string;
  seed: number;
  output: 'design' | 'stencil';
  mirror?: boolean;
}

export interface TDesignResult {
  svg: string;
  width: number;
  height: number;
  widthMm: number;
  heightMm: number;
  motifs: { id: string; label: string }[];
  subjectMatched: boolean;
  note?: string;
  lettering: string[];
  /** what was drawn, read back for the page and tests: every subject named is here or in leftOut */
  drawn: TDrawn;
}

export interface TDrawn {
  subjects: {
    name: string;
    label: string;
    motif: string;
    role: 'main' | 'secondary' | 'accent';
    standIn?: string;
    /** drawn as a solid black silhouette, as the prompt asked */
    silhouette?: boolean;
  }[];
  elements: string[];
  leftOut: TLeftOut[];
  lettering: string[];
  style: TStyleId;
  placement: TPlacementId;
  /** the body part as the prompt named it, when it has no canvas of its own */
  placementNamed?: string;
  palette: TPaletteId;
  relation?: TRelation;
  /** how the style was rendered when it is not what its name promises (realism: a tonal study) */
  rendering?: string;
}

/** The composition a style is usually laid out in when none was chosen. */
const STYLE_COMPOSITION: Record<TStyleId, TCompositionId> = {
  traditional: 'symmetrical',
  'neo-traditional': 'symmetrical',
  realism: 'symmetrical',
  japanese: 'flowing',
  tribal: 'symmetrical',
  geometric: 'geometric',
  watercolor: 'symmetrical',
  blackwork: 'symmetrical',
  minimalist: 'symmetrical',
  surrealism: 'symmetrical',
};

const THEMES = new Set<string>(SUBJECTS.map((s) => s.value));

/** SVG user units per millimetre at the design's physical size (stroke-width / this = mm). */
export function unitsPerMm(result: Pick<TDesignResult, 'width' | 'widthMm'>): number {
  return result.width / result.widthMm;
}

export function composeDesign(req: TDesignRequest): TDesignResult {
  const seed = req.seed >>> 0;
  const u = understand(req);
  const style = u.style;
  const theme = req.subject && THEMES.has(req.subject.trim().toLowerCase());
  const named = u.subjects.filter((s) => s.count > 0);
  // named subjects lead; a theme or nothing named falls back to the seeded pick (with its note)
  let motifs: TMotifDef[] = named.map((s) => s.motif);
  let matched = true;
  let note: string | undefined;
  const leftOut = [...u.leftOut];
  if (!motifs.length && (theme || !u.texts.length || req.subject)) {
    const fb = resolveSubject(
      req.subject,
      u.texts.length ? '' : (req.prompt ?? ''),
      createRng(seed ^ 0x5bd1e995),
      u.texts.length > 0,
    );
    motifs = fb.motifs;
    matched = fb.matched;
    note = fb.note;
    if (!fb.matched && (req.subject || req.prompt))
      leftOut.push({
        name: (req.subject || req.prompt || '').trim(),
        why: fb.note ?? 'no drawing for it',
      });
  }
  const letteringOnly = !motifs.length;
  if (letteringOnly)
    motifs = resolveSubject(undefined, '', createRng(seed ^ 0x5bd1e995), true).motifs;
  // "a cat silhouette": the main subject inked solid, floating on open skin in watercolour
  if (u.silhouette && !letteringOnly && motifs.length)
    motifs = [
      { ...motifs[0], silhouette: true, bare: motifs[0].bare ?? 'wash' },
      ...motifs.slice(1),
    ];
  // "a dagger through a rose": the piercing blade goes behind the flower
  if (u.relation === 'through' && motifs.length > 1 && motifs[0].kind === 'long')
    motifs = [...motifs.slice(1), motifs[0]];
  // an armband with nothing else to carry is drawn as the strip that wraps round the limb
  const wrapBand = motifs[0]?.id === 'band' && motifs.length === 1 && !u.texts.length;
  // "initials J.M. inside a heart", "Mom in a heart banner": one motif that holds the words
  const textInside =
    u.relation === 'inside' && u.texts.length > 0 && motifs.length === 1 && !letteringOnly;
  // "on the spine": the strip down the spine, not the whole back
  const spine = u.placement === 'back' && u.placementNamed === 'spine' && !wrapBand;
  const counts: TComposePlan['counts'] = {};
  for (const s of named)
    counts[s.motif.id] = {
      count: s.count,
      ...(s.young ? { young: true } : {}),
      ...(s.one ? { one: true } : {}),
    };
  const out = composeSvg({
    style,
    technique: req.technique ?? DEFAULT_TECHNIQUE[style],
    composition: req.composition ?? STYLE_COMPOSITION[style],
    palette: u.palette,
    placement: u.placement,
    seed,
    stencil: req.output === 'stencil',
    mirror: req.output === 'stencil' && !!req.mirror,
    motifs,
    texts: u.texts,
    plan: {
      ...(u.relation ? { relation: u.relation } : {}),
      counts,
      size: u.size,
      compositionAsked: !!req.composition,
      ...(u.font ? { font: u.font } : {}),
      elements: u.elements,
      ...(u.buildOf ? { buildOf: u.buildOf } : {}),
      ...(u.melt ? { melt: true } : {}),
      ...(letteringOnly ? { letteringOnly: true } : {}),
      ...(wrapBand ? { wrapBand: true } : {}),
      ...(textInside ? { textInside: true } : {}),
      ...(spine ? { spine: true } : {}),
    },
  });
  const { used, elementsDrawn, ...drawnSvg } = out;
  const usedIds = new Set(used.map((m) => m.id));
  const subjects: TDrawn['subjects'] = [];
  for (const s of u.subjects) {
    if (s.count === 0) {
      subjects.push({
        name: s.name,
        label: s.motif.label,
        motif: s.motif.id,
        role: 'accent',
        ...(s.standIn ? { standIn: s.standIn } : {}),
      });
    } else if (usedIds.has(s.motif.id))
      subjects.push({
        name: s.name,
        label: s.motif.label,
        motif: s.motif.id,
        role: subjects.length === 0 ? 'main' : 'secondary',
        ...(s.standIn ? { standIn: s.standIn } : {}),
        ...(subjects.length === 0 && u.silhouette ? { silhouette: true } : {}),
      });
    else
      leftOut.push({
        name: s.name,
        why: `no room for a third subject at this size (${u.placement})`,
      });
  }
  // the main subject says it was drawn as the silhouette asked for
  if (subjects[0]?.silhouette) subjects[0].label += ' silhouette';
  if (!named.length)
    for (const m of used.slice(0, 1))
      subjects.push({ name: m.label.toLowerCase(), label: m.label, motif: m.id, role: 'main' });
  for (const m of used.slice(1))
    if (!subjects.some((s) => s.motif === m.id))
      subjects.push({ name: m.label.toLowerCase(), label: m.label, motif: m.id, role: 'accent' });
  for (const e of u.elements)
    if (
      !elementsDrawn.includes(e) &&
      !leftOut.some((l) => l.name === e) &&
      !(e === 'diamond frame' && elementsDrawn.includes('frame'))
    )
      leftOut.push({ name: e, why: `the ${style} layout has no ${e} of its own` });
  const standIns = subjects.filter((s) => s.standIn).map((s) => `${s.name}: ${s.standIn}`);
  const rendering = renderingOf(style, u.palette);
  const notes = [
    note,
    rendering?.note,
    wrapBand
      ? `armband: drawn as the flat strip that wraps once round the ${u.placementNamed ?? u.placement.replace('-', ' ')} (${out.widthMm} x ${out.heightMm} mm); its two ends meet.`
      : spine
        ? `spine: drawn as the tall strip down the spine (${out.widthMm} x ${out.heightMm} mm), within the back.`
        : u.placementNamed
          ? `${u.placementNamed}: sized for the ${u.placement.replace('-', ' ')}, the nearest placement with a canvas of its own (${out.widthMm} x ${out.heightMm} mm).`
          : undefined,
    ...standIns,
    ...leftOut.filter((l) => !note || l.why !== note).map((l) => `${l.name}: ${l.why}`),
  ].filter(Boolean);
  return {
    ...drawnSvg,
    motifs: used.map((m) => ({ id: m.id, label: m.label })),
    subjectMatched: matched,
    ...(notes.length ? { note: notes.join(' ') } : {}),
    drawn: {
      subjects,
      elements: elementsDrawn,
      leftOut,
      lettering: drawnSvg.lettering,
      style,
      placement: u.placement,
      ...(u.placementNamed ? { placementNamed: u.placementNamed } : {}),
      palette: u.palette,
      ...(u.relation ? { relation: u.relation } : {}),
      ...(rendering ? { rendering: rendering.drawn } : {}),
    },
  };
}
