// Related-subject helpers: accents scattered round the main subject (or flying on from it), a
// wreath, a bouquet down a long limb, a tear stream, and one long thing wrapped round another.
import { sw, type TCtx } from './context';
import { type TMotifDef } from './motifs';
import { autumnInk } from './relation-flowers';
import { circleD, line } from './ornaments';
import { stipple } from './etching';
import { DANDELION_GAP } from './dandelion';
import { liquidFill } from './grey-wash';
import type { TRelated, TRelationEnv } from './relations';
import { FLANK_ARC, FLYERS } from './relation-sets';
import { wrapSnakeSvg } from './snake-wrap';
import { placeMotif } from './motif-place';
import { toD } from './path';

const f = (n: number) => String(Math.round(n * 10) / 10);
const P = (x: number, y: number) => `${f(x)} ${f(y)}`;

/** A long limb (forearm, calf): the main subject large in the upper part and the plural
 *  flowers clustered over its foot, as a sleeve start is built, using the canvas's length. */
export function bouquetBelow(env: TRelationEnv, main: TRelated, flowers: TRelated): void {
  const { cx, cy, S, W, H, margin, rng } = env;
  const big = Math.min(W - 2 * margin, S * 1.15);
  const top = Math.max(margin + big / 2, cy - big * 0.3);
  env.draw(main.def, { cx, cy: top, size: big }, 'back');
  const spots = [
    [-0.26, 0.62, 0.52],
    [0.28, 0.74, 0.48],
    [-0.02, 0.98, 0.5],
  ].slice(0, Math.max(2, Math.min(3, flowers.count)));
  for (const [dx, dy, k] of spots)
    env.draw(
      flowers.def,
      {
        cx: cx + dx * big,
        cy: Math.min(H - margin, top + dy * big),
        size: big * k,
        rot: rng.range(-15, 15),
        flip: dx > 0,
      },
      'front',
    );
}

/** A place for a small accent of this size near (x, y), pulled toward the canvas centre until it
 *  sits inside the ellipse every variation's frame contains (oval, arch, cut-corner panel): an
 *  accent left on the frame's line reads as a slip, not as a planned break-out. */
export function insideFrame(
  env: TRelationEnv,
  x: number,
  y: number,
  size: number,
): [number, number] {
  const inset = env.margin + env.ctx.mm(4);
  const [ox, oy] = [env.W / 2, env.H / 2];
  const [rx, ry] = [env.W / 2 - inset, env.H / 2 - inset];
  // the accent's drawing fills about this much of its box out toward the frame
  const reach = size * 0.42;
  const fits = (px: number, py: number) => {
    const d = Math.hypot(px - ox, py - oy) || 1;
    const [ex, ey] = [px + ((px - ox) / d) * reach, py + ((py - oy) / d) * reach];
    return ((ex - ox) / rx) ** 2 + ((ey - oy) / ry) ** 2 <= 1;
  };
  let t = 1;
  while (t > 0.3 && !fits(ox + (x - ox) * t, oy + (y - oy) * t)) t -= 0.04;
  return [ox + (x - ox) * t, oy + (y - oy) * t];
}

/** Several small copies of an accent around the main subject, on an arc. */
/** Things flying on from a point along a line (birds leaving a feather's tip or a dandelion's
 *  seeds), alternately either side of it, growing as they leave; `step` scales the spacing. */
export function flyOn(
  env: TRelationEnv,
  o: TRelated,
  tip: { x: number; y: number },
  angle: number,
  n: number,
  step = 1,
): void {
  const { S } = env;
  for (let i = 0; i < n; i++) {
    const a = angle + (i % 2 ? 1 : -1) * 0.22 * Math.min(1, i);
    const d = S * (0.1 + 0.14 * i) * step;
    env.draw(
      o.def,
      {
        cx: tip.x + Math.cos(a) * d,
        cy: tip.y + Math.sin(a) * d,
        size: S * (0.12 + 0.045 * i),
        rot: -8 + i * 5,
      },
      'front',
      FLYERS.has(o.def.id) ? { shading: 'none', light: true } : undefined,
    );
  }
}

/** "A dandelion with birds": the wind carries seeds out of the gap in the puff, and along the
 *  same curve, rising as it goes, the seeds turn into birds, growing as they leave. Seeds and plain
 *  birds are small solid black marks (a swallow drawn that small was a blob); other flyers keep
 *  their own drawing. */
export function blownAway(env: TRelationEnv, dandelion: TMotifDef, birds: TRelated): void {
  const { S, cx, cy, H, margin } = env;
  // the clock high on its long stem, low left, the stem's foot near the bottom of the piece:
  // the open sky up to the right is the wind's
  const size = Math.min(S * 0.94, H - 2 * margin);
  const at = { cx: cx - S * 0.26, cy: Math.min(cy + S * 0.16, H - margin - size / 2), size };
  env.draw({ ...dandelion, gen: 'dandelion-bare' }, at, 'front');
  const [gx, gy] = DANDELION_GAP;
  const x = at.cx + (gx / 512 - 0.5) * at.size;
  const y = at.cy + (gy / 512 - 0.5) * at.size;
  const seed = {
    ...dandelion,
    id: `${dandelion.id}:seed`,
    gen: 'dandelion-seed' as const,
    silhouette: true,
  };
  // the stream leaves the gap almost level and bends upward as the wind lifts it
  const along: TAlong = (d, side) => {
    const a = (-(6 + 45 * d) * Math.PI) / 180;
    return [
      x + (Math.cos(a) * d - Math.sin(a) * side) * S,
      y + (Math.sin(a) * d + Math.cos(a) * side) * S,
    ];
  };
  // three seeds tumbling off, spread either side of the line so they never stack
  (
    [
      [0.07, 0.03, 0.09, 10],
      [0.15, -0.035, 0.085, 35],
      [0.23, 0.025, 0.08, 60],
    ] as const
  ).forEach(([d, side, k, rot]) => {
    const [px, py] = along(d, side);
    env.draw(seed, { cx: px, cy: py, size: S * k, rot }, 'front', WIND_MARK);
  });
  flyAlong(env, birds, along);
}

/** A point on the wind's line: `d` along it, `side` across it (both in piece sizes). */
type TAlong = (d: number, side: number) => [number, number];
const WIND_MARK = { shading: 'none', light: true } as const;

/** The flock after the seeds, small first, loose either side of the wind's line, inside an oval frame. */
function flyAlong(env: TRelationEnv, birds: TRelated, along: TAlong): void {
  const { S } = env;
  const plain = birds.def.id === 'swallow' || birds.def.id === 'bird';
  const bird = plain
    ? {
        ...birds.def,
        id: `${birds.def.id}:v`,
        gen: 'bird-v' as const,
        simple: undefined,
        silhouette: true,
      }
    : birds.def;
  const flock: [number, number, number][] = plain
    ? [
        [0.35, 0.04, 0.085],
        [0.44, -0.05, 0.1],
        [0.53, 0.05, 0.115],
        [0.62, -0.03, 0.13],
      ]
    : [
        [0.42, -0.08, 0.17],
        [0.54, 0.12, 0.2],
        [0.7, -0.02, 0.23],
      ];
  const n = Math.max(plain ? 3 : 2, Math.min(birds.count, plain ? 4 : 3));
  const placed: [number, number, number][] = [];
  flock.slice(0, n).forEach(([d, side, k], i) => {
    // pulled inside the frame, a bird can land on the one before: it drops back along the
    // stream's side until it is clear
    let [px, py] = insideFrame(env, ...along(d, side), S * k);
    const r = S * k * 0.5;
    for (
      let t = 0;
      t < 8 && placed.some(([qx, qy, qr]) => Math.hypot(px - qx, py - qy) < (qr + r) * 0.9);
      t++
    )
      [px, py] = insideFrame(
        env,
        ...along(d - 0.02 * (t + 1), side + 0.05 * (t + 1) * (i % 2 ? -1 : 1)),
        S * k,
      );
    placed.push([px, py, r]);
    // each bird banks a little differently, as a flock does
    const rot = plain ? -18 + 9 * (i % 2) - 4 * i : -10;
    env.draw(bird, { cx: px, cy: py, size: S * k, rot }, 'front', WIND_MARK);
  });
}

export function scatter(
  env: TRelationEnv,
  o: TRelated,
  slot: number,
  n = Math.max(1, o.count),
  arc: 'over' | 'flank' | false = false,
): void {
  const sky = arc !== false;
  const { S, cx, cy, rng } = env;
  // flying creatures in the sky are drawn light (see below), and big enough for their wings to
  // hold colour inside the lines
  const light = sky && FLYERS.has(o.def.id) && o.def.themes.includes('animals');
  const size = S * (n > 1 ? (light ? 0.3 : 0.24) : 0.34);
  const start = slot % 2 === 0 ? -0.95 : 0.3;
  for (let i = 0; i < n; i++) {
    // in the sky: spread over the top, or flanking a tall subject left and right in turn
    const a =
      arc === 'flank'
        ? Math.PI * FLANK_ARC[i % FLANK_ARC.length]
        : Math.PI *
          (sky
            ? n === 1
              ? -0.3 // one flyer comes in over the subject's upper right
              : -0.9 + (0.8 * i) / Math.max(1, n - 1)
            : start + (0.55 * i) / Math.max(1, n - 1) + (slot % 2 === 0 ? 0 : 0.4));
    const r = S * (light ? 0.58 : 0.52);
    const [x, y] = insideFrame(
      env,
      cx + Math.cos(a) * r,
      cy + Math.sin(a) * r,
      size * (1 - i * 0.12),
    );
    env.draw(
      o.def,
      { cx: x, cy: y, size: size * (1 - i * 0.12), rot: rng.range(-18, 18), flip: x > cx },
      'front',
      // a small flying creature's thin wings would fill with bold contours and a shadow band: it
      // is drawn light and open, as flash draws what is far off
      light ? { shading: 'none', light: true } : undefined,
    );
  }
}

/** A wreath of the partner motif round the lower part of the main subject. */
export function wreath(env: TRelationEnv, def: TMotifDef, n: number): void {
  const { S, cx, cy } = env;
  const R = S * 0.46;
  for (let i = 0; i < n; i++) {
    const a = Math.PI * (0.1 + (0.8 * i) / (n - 1));
    const big = i === Math.floor(n / 2);
    env.draw(
      autumnInk(def, i),
      {
        cx: cx + Math.cos(a) * R,
        cy: cy + Math.sin(a) * R * 0.9,
        size: S * (big ? 0.34 : 0.26),
        rot: (a * 180) / Math.PI - 90,
      },
      'front',
    );
  }
}

/** A tear stream's ink: realism's glossy grey wash (stipple in black-only ink), else blue. */
export function tearFill(ctx: TCtx, x0: number, x1: number): string {
  if (ctx.profile.fill === 'etch')
    return ctx.palette.inkOnly ? stipple(ctx, 3) : liquidFill(ctx, x0, x1);
  return ctx.palette.inkOnly ? ctx.palette.ink : ctx.palette.roles.blue;
}

/** Tears running from the eye down to what it cries: two tapered streams with drops. */
export function tearStream(env: TRelationEnv, x: number, y0: number, y1: number): void {
  const { ctx } = env;
  const w = Math.max(ctx.mm(2.5), (y1 - y0) * 0.08);
  const d = `M${P(x - w, y0)}C${P(x - w * 1.4, (y0 + y1) / 2)} ${P(x - w * 2.2, y1 - w)} ${P(x - w * 0.4, y1)}L${P(x + w * 0.4, y1)}C${P(x + w * 2.2, y1 - w)} ${P(x + w * 1.4, (y0 + y1) / 2)} ${P(x + w, y0)}Z`;
  if (ctx.stencil) env.front.push(line(ctx, d));
  else
    env.front.push(
      `<path d="${d}" fill="${tearFill(ctx, x - w * 2.2, x + w * 2.2)}" stroke="${ctx.palette.ink}" stroke-width="${sw(ctx.detail)}" stroke-linejoin="round"/>`,
    );
  for (const [dx, dy, r] of [
    [-w * 3, (y0 + y1) / 2, w * 0.5],
    [w * 3.2, y0 + (y1 - y0) * 0.7, w * 0.4],
  ])
    env.front.push(
      ctx.stencil
        ? line(ctx, circleD(x + dx, dy, r))
        : `<path d="${circleD(x + dx, dy, r)}" fill="${ctx.palette.ink}"/>`,
    );
}

/** A serpent coiled round an upright blade: far turns behind it, near turns over it, the neck
 *  rising free beside the hilt into an open-mouthed head (snake-wrap.ts). */
export function drawWrap(env: TRelationEnv, coil: TMotifDef, post: TMotifDef): void {
  const { ctx, S, cx, cy } = env;
  const colour = ctx.palette.roles[coil.roles[0]];
  const snake = wrapSnakeSvg(ctx, cx, cy, S, colour);
  env.back.push(snake.back);
  const at = { cx, cy, size: S * 1.05, rot: 90 - (post.axis ?? 45) };
  // black-only work draws the blade's parts (pommel, grip rings, guard) without a heavy line
  // round them, so between the coils they read as floating pieces: a solid black silhouette
  // behind, wide enough to close the gaps, makes them one object
  const joined = ctx.palette.inkOnly && !ctx.stencil;
  if (joined) {
    const d = toD(placeMotif(ctx, post, at).path);
    const ink = ctx.palette.ink;
    env.back.push(
      `<path d="${d}" fill="${ink}" stroke="${ink}" stroke-width="${sw(ctx.outline * 4)}" stroke-linejoin="round"/>`,
    );
  }
  // its paper halo would cut the pieces free of that silhouette again
  const halo = ctx.halo;
  if (joined) ctx.halo = 0;
  env.draw(post, at, 'back');
  ctx.halo = halo;
  env.front.push(snake.front);
}
