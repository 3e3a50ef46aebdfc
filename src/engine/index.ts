// The offline design engine: a tattoo design request in, a flash-style SVG (or a stencil) out.
// Pure and deterministic: the same request and seed give the same bytes.
import type {
  TCompositionId,
  TPaletteId,
  TPlacementId,
  TStyleId,
  TTechniqueId,
} from '../core/options';
import { composeSvg } from './compose';
import { createRng } from './prng';
import { DEFAULT_TECHNIQUE } from './styles';
import { extractLettering, resolveSubject } from './subjects';

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
}

/** SVG user units per millimetre at the design's physical size (stroke-width / this = mm). */
export function unitsPerMm(result: Pick<TDesignResult, 'width' | 'widthMm'>): number {
  return result.width / result.widthMm;
}

export function composeDesign(req: TDesignRequest): TDesignResult {
  const seed = req.seed >>> 0;
  const style = req.style ?? 'traditional';
  const { texts, rest } = extractLettering(req.prompt);
  const subject = resolveSubject(req.subject, rest, createRng(seed ^ 0x5bd1e995), texts.length > 0);
  const out = composeSvg({
    style,
    technique: req.technique ?? DEFAULT_TECHNIQUE[style],
    composition: req.composition ?? 'symmetrical',
    palette: req.palette ?? 'black-gray',
    placement: req.placement ?? 'forearm',
    seed,
    stencil: req.output === 'stencil',
    mirror: req.output === 'stencil' && !!req.mirror,
    motifs: subject.motifs,
    texts,
  });
  const { used, ...drawn } = out;
  return {
    ...drawn,
    motifs: used.map((m) => ({ id: m.id, label: m.label })),
    subjectMatched: subject.matched,
    ...(subject.note ? { note: subject.note } : {}),
  };
}
