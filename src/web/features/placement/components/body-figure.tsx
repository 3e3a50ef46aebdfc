// The body outline at FIGURE_UNITS tall (top of head 0, soles 1000), front or back: torso, head and
// tapered limbs from core's segments, mirrored left-right. `girth` widens it for a body shape.
import { SEGMENTS, type TSegment, type TView } from '../../../../core/placement/body';

// A limb is a tapered band between two round ends: a quadrilateral plus a circle at each joint.
// (Arcs drawn on the band's own outline took the wrong sweep at one end and left a round hole
// at the elbow and knee.) Overlaps between parts are hidden by the two-layer drawing below.
/** Separate paths, so no winding rule can cut one part out of another. */
function limbPaths(s: TSegment): string[] {
  const [ax, ay] = s.a;
  const [bx, by] = s.b;
  const len = Math.hypot(bx - ax, by - ay);
  const nx = -(by - ay) / len;
  const ny = (bx - ax) / len;
  const p = (x: number, y: number, w: number, sign: number) => `${x + (sign * nx * w) / 2} ${y + (sign * ny * w) / 2}`;
  const circle = (x: number, y: number, r: number) => `M ${x - r} ${y} a ${r} ${r} 0 1 0 ${2 * r} 0 a ${r} ${r} 0 1 0 ${-2 * r} 0 Z`;
  return [
    `M ${p(ax, ay, s.wa, 1)} L ${p(bx, by, s.wb, 1)} L ${p(bx, by, s.wb, -1)} L ${p(ax, ay, s.wa, -1)} Z`,
    circle(ax, ay, s.wa / 2),
    circle(bx, by, s.wb / 2),
  ];
}

// Right half of the torso (x >= 0), neck to crotch; mirrored for the left.
const TORSO_RIGHT: [number, number][] = [
  [24, 118], [26, 150], [70, 165], [112, 178], [132, 200], [120, 250], [104, 290], [96, 340],
  [84, 400], [88, 450], [104, 500], [100, 530], [40, 545], [0, 530],
];

function torsoPath(): string {
  const right = TORSO_RIGHT.map(([x, y]) => `${x} ${y}`);
  const left = [...TORSO_RIGHT].reverse().map(([x, y]) => `${-x} ${y}`);
  return `M ${right.join(' L ')} L ${left.join(' L ')} Z`;
}

const TORSO = torsoPath();
const LIMBS = SEGMENTS.flatMap(limbPaths);

/** Every closed shape of the figure (both arms and legs, torso, head), for both layers below. */
function Shapes({ girth }: { girth: number }) {
  return (
    <>
      {[1, -1].map((side) => (
        <g key={side} transform={`scale(${side} 1)`}>
          {LIMBS.map((d, i) => (
            <path key={i} d={d} />
          ))}
        </g>
      ))}
      <path d={TORSO} />
      <ellipse cx={0} cy={60} rx={46 / girth} ry={62} />
    </>
  );
}

export function BodyFigure({ view, girth, skin }: { view: TView; girth: number; skin: string }) {
  const line = 'color-mix(in oklab, ' + skin + ' 55%, black)';
  const width = 2 / girth;
  // The outline of the whole figure, not of each part: every shape is first drawn with a stroke
  // twice the line width, then every shape is filled over it with no stroke. Where parts overlap
  // (elbows, knees, shoulders, hips) the fills cover the strokes, so no seam shows at a joint.
  return (
    <g data-testid={`body-${view}`} transform={`scale(${girth} 1)`} strokeLinejoin="round">
      <g fill={line} stroke={line} strokeWidth={width * 2} data-layer="outline">
        <Shapes girth={girth} />
      </g>
      <g fill={skin} stroke="none" data-layer="skin">
        <Shapes girth={girth} />
      </g>
      {view === 'front' ? (
        <g fill="none" stroke={line} strokeWidth={1.2 / girth} opacity={0.55}>
          <path d="M -70 175 Q -35 185 -8 178 M 70 175 Q 35 185 8 178" />
          <path d="M -80 285 Q -45 305 -8 290 M 80 285 Q 45 305 8 290" />
          <circle cx={0} cy={430} r={3} />
        </g>
      ) : (
        <g fill="none" stroke={line} strokeWidth={1.2 / girth} opacity={0.55}>
          <path d="M 0 165 L 0 500" />
          <path d="M -30 205 Q -70 215 -88 270 Q -60 300 -30 285 M 30 205 Q 70 215 88 270 Q 60 300 30 285" />
          <path d="M -95 505 Q -50 525 -5 510 M 95 505 Q 50 525 5 510" />
        </g>
      )}
    </g>
  );
}
