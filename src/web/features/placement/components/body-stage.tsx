// The body at true scale for the chosen height with the design placed at its physical size: a
// ruler in the same units, the design wrapped round the limb (vertical strips compressed toward
// the edges), moved/scaled/rotated by pointer, touch and keyboard.
import { useId, useRef } from 'react';
import {
  cmToUnits,
  FIGURE_UNITS,
  PLACEMENT_ANCHORS,
  SHAPE_GIRTH,
  SKIN_TONES,
} from '../../../../core/placement/body';
import { wrapStrips } from '../../../../core/placement/wrap';
import { inToMm } from '../../../../core/print/units';
import { useGestures } from '../hooks/use-gestures';
import { keyAction, type TPlacementAction, type TPlacementState } from '../lib/placement-state';
import { BodyFigure } from './body-figure';

export interface BodyStageProps {
  state: TPlacementState;
  dispatch: (action: TPlacementAction) => void;
  src: string | null;
  /** Design height / width. */
  aspect: number;
  label: string;
}

export function BodyStage({ state, dispatch, src, aspect, label }: BodyStageProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const uid = useId().replace(/:/g, '');
  const anchor = PLACEMENT_ANCHORS[state.placement];
  const girth = SHAPE_GIRTH[state.shape];
  const skin = SKIN_TONES.find((t) => t.id === state.tone)!.color;
  const u = (mm: number) => cmToUnits(mm / 10, state.heightCm);
  const w = u(state.widthMm);
  const h = w * aspect;
  const cx = anchor.x * girth + u(state.dxMm);
  const cy = anchor.y + u(state.dyMm);
  const limbWidth = anchor.limbWidth ? anchor.limbWidth * girth : null;
  const strips = state.wrap && limbWidth ? wrapStrips(w, limbWidth, 24) : null;
  const angle = anchor.angle + state.rotation;

  const close = Math.max(300, h * 1.7, w * 2.2);
  const viewBox =
    state.zoom === 'body'
      ? `-330 -20 660 ${FIGURE_UNITS + 40}`
      : `${cx - close * 0.6} ${cy - close * 0.55} ${close * 1.2} ${close * 1.1}`;

  // Client pixels to SVG units, for drags.
  const unitsPerPx = () => {
    const m = svgRef.current?.getScreenCTM();
    return m ? 1 / m.a : 1;
  };
  const mmPerUnit = () => 10 / cmToUnits(1, state.heightCm);
  const gestures = useGestures({
    onDrag: (dx, dy) => dispatch({ type: 'move', dxMm: dx * unitsPerPx() * mmPerUnit(), dyMm: dy * unitsPerPx() * mmPerUnit() }),
    onPinch: (factor, degrees) => {
      dispatch({ type: 'scale', factor });
      dispatch({ type: 'rotate', degrees });
    },
    onWheelScale: (factor) => dispatch({ type: 'scale', factor }),
  });

  // Ruler: 10 cm (or 4 in) in the figure's own units, ticks every cm (or half inch).
  const rulerMm = state.unit === 'in' ? inToMm(4) : 100;
  const tickMm = state.unit === 'in' ? inToMm(0.5) : 10;
  const [vx, vy, vw, vh] = viewBox.split(' ').map(Number);
  const rx = vx + vw * 0.05;
  const ry = vy + vh * 0.94;
  const rulerUnits = u(rulerMm);
  const textSize = vw / 34;

  return (
    <svg
      ref={svgRef}
      viewBox={viewBox}
      className="h-full w-full touch-none select-none"
      role="group"
      aria-label={`Body outline, ${anchor.view} view, ${state.heightCm} cm tall`}
      data-testid="body-stage"
      data-units-per-cm={cmToUnits(1, state.heightCm)}
    >
      <BodyFigure view={state.view} girth={girth} skin={skin} />
      {src && state.view === anchor.view && (
        <g
          data-testid="placed-design"
          data-width-units={w}
          transform={`translate(${cx} ${cy}) rotate(${angle})`}
          tabIndex={0}
          role="img"
          aria-label={`${label}. Drag to move, pinch or scroll to resize. Keys: arrows move, plus and minus resize, [ and ] rotate, 0 re-centres.`}
          className="cursor-move outline-none [&:focus-visible>rect]:stroke-[var(--color-ring)]"
          onKeyDown={(e) => {
            const action = keyAction(e.key, e.shiftKey);
            if (action) {
              e.preventDefault();
              dispatch(action);
            }
          }}
          {...gestures}
        >
          <defs>
            {strips?.map((s, i) => (
              <clipPath key={i} id={`${uid}-s${i}`}>
                <rect x={(s.u0 - 0.5) * w - 0.3} y={-h / 2} width={(s.u1 - s.u0) * w + 0.6} height={h} />
              </clipPath>
            ))}
          </defs>
          <rect x={-w / 2} y={-h / 2} width={w} height={h} fill="transparent" stroke="transparent" strokeWidth={w / 80} strokeDasharray={`${w / 30} ${w / 40}`} />
          <g style={{ mixBlendMode: 'multiply' }}>
            {strips ? (
              strips.map((s, i) => {
                const k = (s.x1 - s.x0) / (s.u1 - s.u0);
                const tx = s.x0 * w - k * (s.u0 - 0.5) * w;
                return (
                  <g key={i} transform={`matrix(${k} 0 0 1 ${tx} 0)`} opacity={1 - s.shade * 0.6}>
                    <image href={src} x={-w / 2} y={-h / 2} width={w} height={h} preserveAspectRatio="none" clipPath={`url(#${uid}-s${i})`} />
                  </g>
                );
              })
            ) : (
              <image href={src} x={-w / 2} y={-h / 2} width={w} height={h} preserveAspectRatio="none" />
            )}
          </g>
        </g>
      )}
      <g data-testid="ruler" data-length-units={rulerUnits} stroke="currentColor" strokeWidth={vw / 400} className="text-foreground">
        <rect x={rx - vw * 0.015} y={ry - vh * 0.06} width={rulerUnits + vw * 0.03} height={vh * 0.085} fill="var(--color-background)" opacity={0.85} stroke="none" />
        <line x1={rx} y1={ry} x2={rx + rulerUnits} y2={ry} />
        {Array.from({ length: Math.round(rulerMm / tickMm) + 1 }, (_, i) => (
          <line key={i} x1={rx + u(i * tickMm)} y1={ry} x2={rx + u(i * tickMm)} y2={ry - (i % 2 === 0 ? vh * 0.025 : vh * 0.014)} />
        ))}
        <text x={rx + rulerUnits / 2} y={ry + textSize * 1.1} fontSize={textSize} textAnchor="middle" stroke="none" fill="currentColor">
          {state.unit === 'in' ? '4 in' : '10 cm'}
        </text>
      </g>
    </svg>
  );
}
