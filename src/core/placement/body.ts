// The body outline the placement preview draws: a standing figure whose height is FIGURE_UNITS
// user units from the top of the head to the soles, so it is drawn at true scale for any height by
// one factor (units per centimetre). Limbs are tapered segments; placements sit on them. Pure.
import type { TPlacementId } from '../options';

export const FIGURE_UNITS = 1000;

export const BODY_SHAPES = ['slim', 'average', 'broad'] as const;
export type TBodyShape = (typeof BODY_SHAPES)[number];
/** Girth factor per shape: widths scale, heights do not. */
export const SHAPE_GIRTH: Record<TBodyShape, number> = { slim: 0.88, average: 1, broad: 1.16 };

export const SKIN_TONES = [
  { id: 'porcelain', label: 'Porcelain', color: '#f3d9c9' },
  { id: 'light', label: 'Light', color: '#e6bc98' },
  { id: 'tan', label: 'Tan', color: '#c68e63' },
  { id: 'brown', label: 'Brown', color: '#8d5b3d' },
  { id: 'deep', label: 'Deep', color: '#5a3726' },
] as const;
export type TSkinToneId = (typeof SKIN_TONES)[number]['id'];

export const MIN_HEIGHT_CM = 140;
export const MAX_HEIGHT_CM = 210;
export const DEFAULT_HEIGHT_CM = 170;

/** User units per centimetre for a person `heightCm` tall. */
export const unitsPerCm = (heightCm: number) => FIGURE_UNITS / heightCm;
/** A physical length drawn on that outline, in user units. */
export const cmToUnits = (cm: number, heightCm: number) => cm * unitsPerCm(heightCm);
/** A length on that outline (user units) read back as centimetres. */
export const unitsToCm = (units: number, heightCm: number) => units / unitsPerCm(heightCm);

export type TView = 'front' | 'back';

/** A tapered limb segment: centre line from a to b, full widths at each end (user units, average shape). */
export interface TSegment {
  id: string;
  a: [number, number];
  b: [number, number];
  wa: number;
  wb: number;
}

/** Right side of the figure (x > 0, the figure's left); the left side mirrors it. */
export const SEGMENTS: TSegment[] = [
  { id: 'upper-arm', a: [122, 190], b: [146, 390], wa: 62, wb: 48 },
  { id: 'forearm', a: [146, 390], b: [166, 545], wa: 50, wb: 34 },
  { id: 'hand', a: [166, 545], b: [176, 640], wa: 40, wb: 28 },
  { id: 'thigh', a: [56, 505], b: [58, 735], wa: 104, wb: 60 },
  { id: 'calf', a: [58, 735], b: [60, 945], wa: 62, wb: 34 },
  { id: 'foot', a: [60, 945], b: [66, 1000], wa: 34, wb: 30 },
];

export interface TPlacementAnchor {
  placement: TPlacementId;
  view: TView;
  /** Centre of the design area, user units (x from the centre line, y from the top of the head). */
  x: number;
  y: number;
  /** Degrees; the design's height runs along the limb. */
  angle: number;
  /** Limb the design wraps around (its width at the anchor, user units), or null for the torso. */
  limbWidth: number | null;
  /** Label of the spot as people say it. */
  label: string;
}

function along(id: string, t: number): { x: number; y: number; angle: number; width: number } {
  const s = SEGMENTS.find((seg) => seg.id === id)!;
  const x = s.a[0] + (s.b[0] - s.a[0]) * t;
  const y = s.a[1] + (s.b[1] - s.a[1]) * t;
  const angle = (Math.atan2(s.b[0] - s.a[0], s.b[1] - s.a[1]) * -180) / Math.PI;
  return { x, y, angle, width: s.wa + (s.wb - s.wa) * t };
}

function onLimb(placement: TPlacementId, view: TView, seg: string, t: number, label: string): TPlacementAnchor {
  const p = along(seg, t);
  return { placement, view, x: p.x, y: p.y, angle: p.angle, limbWidth: p.width, label };
}

/** The spec's ten placements on the outline. */
export const PLACEMENT_ANCHORS: Record<TPlacementId, TPlacementAnchor> = {
  forearm: onLimb('forearm', 'front', 'forearm', 0.5, 'Inner forearm'),
  wrist: onLimb('wrist', 'front', 'forearm', 0.93, 'Inner wrist'),
  'upper-arm': onLimb('upper-arm', 'front', 'upper-arm', 0.5, 'Upper arm'),
  shoulder: { ...onLimb('shoulder', 'back', 'upper-arm', 0.08, 'Shoulder cap'), y: 205 },
  chest: { placement: 'chest', view: 'front', x: 0, y: 265, angle: 0, limbWidth: null, label: 'Chest' },
  back: { placement: 'back', view: 'back', x: 0, y: 330, angle: 0, limbWidth: null, label: 'Back' },
  leg: onLimb('leg', 'front', 'thigh', 0.98, 'Leg'),
  thigh: onLimb('thigh', 'front', 'thigh', 0.45, 'Front thigh'),
  calf: onLimb('calf', 'back', 'calf', 0.35, 'Calf'),
  ankle: onLimb('ankle', 'front', 'calf', 0.93, 'Ankle'),
};

