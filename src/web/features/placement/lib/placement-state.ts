// The preview's state and the moves people make on it, as a reducer (pure, testable).
import { DEFAULT_HEIGHT_CM, MAX_HEIGHT_CM, MIN_HEIGHT_CM, PLACEMENT_ANCHORS, type TBodyShape, type TSkinToneId, type TView } from '../../../../core/placement/body';
import type { TPlacementId } from '../../../../core/options';
import { PLACEMENT_SIZES_MM } from '../../../../core/placement/sizes';
import type { TUnitSystem } from '../../../../core/print/units';

export const MIN_DESIGN_MM = 10;
export const MAX_DESIGN_MM = 600;

export interface TPlacementState {
  placement: TPlacementId;
  view: TView;
  heightCm: number;
  shape: TBodyShape;
  tone: TSkinToneId;
  unit: TUnitSystem;
  widthMm: number;
  /** Extra rotation on top of the limb's own angle, degrees. */
  rotation: number;
  /** Offset from the placement's anchor, in millimetres on the body. */
  dxMm: number;
  dyMm: number;
  wrap: boolean;
  zoom: 'close' | 'body';
}

export type TPlacementAction =
  | { type: 'placement'; placement: TPlacementId; keepSize?: boolean }
  | { type: 'set'; patch: Partial<Omit<TPlacementState, 'placement'>> }
  | { type: 'move'; dxMm: number; dyMm: number }
  | { type: 'scale'; factor: number }
  | { type: 'rotate'; degrees: number }
  | { type: 'reset' };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function initialState(placement: TPlacementId = 'forearm', widthMm?: number): TPlacementState {
  return {
    placement,
    view: PLACEMENT_ANCHORS[placement].view,
    heightCm: DEFAULT_HEIGHT_CM,
    shape: 'average',
    tone: 'light',
    unit: 'cm',
    widthMm: widthMm ?? PLACEMENT_SIZES_MM[placement].w,
    rotation: 0,
    dxMm: 0,
    dyMm: 0,
    wrap: true,
    zoom: 'close',
  };
}

export function placementReducer(state: TPlacementState, action: TPlacementAction): TPlacementState {
  switch (action.type) {
    case 'placement':
      return {
        ...state,
        placement: action.placement,
        view: PLACEMENT_ANCHORS[action.placement].view,
        widthMm: action.keepSize ? state.widthMm : PLACEMENT_SIZES_MM[action.placement].w,
        rotation: 0,
        dxMm: 0,
        dyMm: 0,
      };
    case 'set': {
      const next = { ...state, ...action.patch };
      next.heightCm = clamp(next.heightCm, MIN_HEIGHT_CM, MAX_HEIGHT_CM);
      next.widthMm = clamp(next.widthMm, MIN_DESIGN_MM, MAX_DESIGN_MM);
      return next;
    }
    case 'move':
      return { ...state, dxMm: clamp(state.dxMm + action.dxMm, -400, 400), dyMm: clamp(state.dyMm + action.dyMm, -600, 600) };
    case 'scale':
      return { ...state, widthMm: clamp(state.widthMm * action.factor, MIN_DESIGN_MM, MAX_DESIGN_MM) };
    case 'rotate':
      return { ...state, rotation: ((((state.rotation + action.degrees + 180) % 360) + 360) % 360) - 180 };
    case 'reset':
      return { ...state, rotation: 0, dxMm: 0, dyMm: 0 };
  }
}

/** Keyboard moves on a placed design: arrows move 2 mm (Shift: 10 mm), +/- scale 5 %, [ ] rotate 5°. */
export function keyAction(key: string, shift: boolean): TPlacementAction | null {
  const step = shift ? 10 : 2;
  switch (key) {
    case 'ArrowLeft':
      return { type: 'move', dxMm: -step, dyMm: 0 };
    case 'ArrowRight':
      return { type: 'move', dxMm: step, dyMm: 0 };
    case 'ArrowUp':
      return { type: 'move', dxMm: 0, dyMm: -step };
    case 'ArrowDown':
      return { type: 'move', dxMm: 0, dyMm: step };
    case '+':
    case '=':
      return { type: 'scale', factor: 1.05 };
    case '-':
    case '_':
      return { type: 'scale', factor: 1 / 1.05 };
    case ']':
      return { type: 'rotate', degrees: 5 };
    case '[':
      return { type: 'rotate', degrees: -5 };
    case '0':
      return { type: 'reset' };
    default:
      return null;
  }
}
