// Accents round a traditional flash motif, chosen for its subject as a flash painter would: a
// few yellow stars by a night subject, glints by steel and brass, leaf sprigs tucked behind a
// flower, heart or skull, a few dots by the rest. Never strewn over the skin, never a filler that
// has nothing to do with the subject.
import type { TCtx } from './context';
import { NIGHT_SUBJECTS } from './flash-ground';
import { circleD, inked, leafD, line, starD } from './ornaments';
import type { TBox } from './path';
import { f, P } from './scene';

type TPt = [number, number];

export type TFlashAccent = 'stars' | 'glints' | 'leaves' | 'dots' | 'none';

const NIGHT = new Set([...NIGHT_SUBJECTS, 'star', 'ufo', 'astronaut', 'planet']);
const SHINE = new Set([
  'dagger',
  'sword',
  'key',
  'lock',
  'horseshoe',
  'anchor',
  'compass',
  'lantern',
  'crown',
  'gem',
  'ring',
  'ship-wheel',
  'trident',
  'axe',
  'shield',
  'ship',
  'lighthouse',
  'clock',
  'hourglass',
  'candle',
]);
// leaves tuck behind what grows or is given with flowers; a bird or insect would seem to sprout
// twigs from its back
const LEAFY = new Set([
  'rose',
  'heart',
  'skull',
  'deer-skull',
  'bull-skull',
  'dagger-rose',
  'cherry',
  'sunflower',
  'hibiscus',
  'peony',
  'flower',
  'daisy',
  'wildflowers',
  'tulip',
  'poppy',
  'crowned-skull',
  'skull-bones',
  'water-lily',
  'lotus',
  'chrysanthemum',
]);
// a subject that spans its placement alone (a spread eagle across a chest) takes nothing; nor
// do praying hands, a devotional piece: rays behind them (flash-ground.ts) or bare skin, never
// dots floating by the fingertips; a dandelion's own drifting seeds are its accents (dots by
// them read as stray seeds gone wrong)
const ALONE = new Set([
  'eagle',
  'tiger-roaring',
  'panther-crawling',
  'spider-web',
  'praying-hands',
  'dandelion',
]);

/** The accent a subject takes; the first subject named decides, then any other. */
export function flashAccentKind(subjects: readonly string[]): TFlashAccent {
  // a sacred heart (flames, thorns) has its rays or stands alone: leaves would make it a valentine
  if (subjects.includes('heart') && (subjects.includes('flame') || subjects.includes('thorns')))
    return 'dots';
  for (const id of subjects) {
    if (ALONE.has(id)) return 'none';
    if (NIGHT.has(id)) return 'stars';
    if (SHINE.has(id)) return 'glints';
    if (LEAFY.has(id)) return 'leaves';
  }
  return 'dots';
}

const overlaps = (x: number, y: number, r: number, boxes: TBox[], pad: number) =>
  boxes.some(
    (b) =>
      x + r + pad > b.x && x - r - pad < b.x + b.w && y + r + pad > b.y && y - r - pad < b.y + b.h,
  );

/** A glint: a slim four-point sparkle, the shine flash puts on metal and glass. */
function glintD(x: number, y: number, R: number): string {
  const r = R * 0.16;
  return (
    `M${P(x, y - R)}L${P(x + r, y - r)}L${P(x + R * 0.7, y)}L${P(x + r, y + r)}` +
    `L${P(x, y + R)}L${P(x - r, y + r)}L${P(x - R * 0.7, y)}L${P(x - r, y - r)}Z`
  );
}

/** A few small accents within a short reach of the motif, clear of everything drawn. */
function scatter(
  ctx: TCtx,
  kind: 'stars' | 'glints' | 'dots',
  avoid: TBox[],
  near: TBox,
  count: number,
): string {
  const { width: W, height: H } = ctx.canvas;
  const rng = ctx.rng.fork('accents');
  const margin = ctx.mm(4);
  const reach = ctx.mm(8);
  const placed: TBox[] = [];
  let s = '';
  for (let tries = 0; tries < 160 && placed.length < count; tries++) {
    // an accent keeps its size beside a large motif (a back piece), small beside the rest
    const R = Math.max(ctx.mm(rng.range(2.6, 3.6)), Math.min(near.w, near.h) * 0.035);
    const x = rng.range(margin + R, W - margin - R);
    const y = rng.range(margin + R, H - margin - R);
    if (overlaps(x, y, R, avoid, ctx.mm(2.5)) || overlaps(x, y, R, placed, ctx.mm(5))) continue;
    if (!overlaps(x, y, R, [near], reach)) continue;
    placed.push({ x: x - R, y: y - R, w: 2 * R, h: 2 * R });
    if (kind === 'stars')
      s += inked(ctx, starD(x, y, R, 5, 0.45), ctx.palette.roles.yellow, ctx.detail);
    else if (kind === 'glints')
      s += inked(ctx, glintD(x, y, R * 1.2), ctx.palette.paper, ctx.detail);
    else s += dotTrio(ctx, x, y, R);
  }
  return s;
}

/** Three dots in a small triangle, largest first: flash's quietest filler. */
function dotTrio(ctx: TCtx, x: number, y: number, R: number): string {
  const dots: [number, number, number][] = [
    [x - R * 0.5, y + R * 0.35, R * 0.36],
    [x + R * 0.55, y + R * 0.2, R * 0.28],
    [x, y - R * 0.55, R * 0.22],
  ];
  return dots
    .map(([a, b, r]) =>
      ctx.stencil
        ? line(ctx, circleD(a, b, r))
        : `<circle cx="${f(a)}" cy="${f(b)}" r="${f(r)}" fill="${ctx.palette.ink}"/>`,
    )
    .join('');
}

/** Leaf sprigs rooted behind the motif (drawn under it, so none floats), reaching out past its
 *  lower flanks (v0), its sides (v2), its upper flanks (v3) or one side (v1). */
function sprigs(ctx: TCtx, box: TBox, variant: number, avoid: TBox[]): string {
  const { width: W, height: H } = ctx.canvas;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const S = Math.min(box.w, box.h);
  const len = S * 0.42;
  // angles from the motif's middle: down-left and down-right, up-left and up-right
  const sets: Record<number, number[]> = {
    0: [Math.PI * 0.8, Math.PI * 0.2],
    1: [Math.PI * 0.85],
    2: [Math.PI * 1.02, -Math.PI * 0.02],
    3: [-Math.PI * 0.82, -Math.PI * 0.18],
  };
  const margin = ctx.mm(4);
  let s = '';
  for (const a of sets[variant] ?? []) {
    const root: [number, number] = [cx + S * 0.24 * Math.cos(a), cy + S * 0.24 * Math.sin(a)];
    const tip: [number, number] = [root[0] + len * Math.cos(a), root[1] + len * Math.sin(a)];
    if (tip[0] < margin || tip[0] > W - margin || tip[1] < margin || tip[1] > H - margin) continue;
    if (overlaps(tip[0], tip[1], S * 0.06, avoid, 0)) continue;
    s += sprig(ctx, root, tip, a > 0 ? -1 : 1, S * 0.16);
  }
  return s;
}

/** One sprig: a stem bowing a little, with three leaves on its outer half, where it shows past
 *  the motif, the last one at its tip. */
function sprig(ctx: TCtx, root: TPt, tip: TPt, bow: number, leaf: number): string {
  const [dx, dy] = [tip[0] - root[0], tip[1] - root[1]];
  const c: TPt = [root[0] + dx * 0.5 - dy * 0.18 * bow, root[1] + dy * 0.5 + dx * 0.18 * bow];
  const q = (t: number): TPt => [
    (1 - t) ** 2 * root[0] + 2 * (1 - t) * t * c[0] + t * t * tip[0],
    (1 - t) ** 2 * root[1] + 2 * (1 - t) * t * c[1] + t * t * tip[1],
  ];
  const dir = (t: number) => {
    const [a, b] = [q(Math.max(0, t - 0.02)), q(Math.min(1, t + 0.02))];
    return Math.atan2(b[1] - a[1], b[0] - a[0]);
  };
  let s = line(ctx, `M${P(...root)}Q${P(...c)} ${P(...tip)}`, Math.max(ctx.detail, ctx.mm(1.2)));
  const green = ctx.palette.roles.green;
  // a leaf's contour is the detail line: the ornament line would close a small leaf up black
  const w = Math.min(ctx.ornament, Math.max(ctx.detail, leaf * 0.07));
  for (const [t, side] of [
    [0.55, 1],
    [0.78, -1],
  ] as const)
    s += inked(ctx, leafD(...q(t), leaf, dir(t) + side * 0.75, 0.42), green, w);
  s += inked(ctx, leafD(...tip, leaf * 1.1, dir(1), 0.42), green, w);
  return s;
}

/** The accents for a traditional variation: the subject's kind (flashAccentKind), none where a
 *  ground is behind; leafy subjects get sprigs (dots where none fit). `far` is drawn behind the
 *  motif. */
export function flashAccents(
  ctx: TCtx,
  subjects: readonly string[],
  variant: number,
  main: TBox,
  avoid: TBox[],
  grounded: boolean,
  small: boolean,
): { front: string; far: string } {
  const kind = flashAccentKind(subjects);
  // rays, a halo or a moon behind are decoration enough
  if (kind === 'none' || grounded) return { front: '', far: '' };
  const count = small ? 2 : variant === 1 ? 2 : 3;
  if (kind === 'leaves') {
    const far = sprigs(ctx, main, variant, avoid.slice(1));
    const dots = far ? '' : scatter(ctx, 'dots', avoid, main, count);
    return { front: dots, far };
  }
  return { front: scatter(ctx, kind, avoid, main, count), far: '' };
}
