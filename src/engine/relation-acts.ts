// Acts drawn between related subjects: a rod and line cast by the main subject ("fishing"), a
// balloon whose envelope is another thing ("made of a skull"), a ship afloat in the sea.
import type { TCtx } from './context';
import { blurFilter, grey } from './grey-wash';
import { GRIP_BOX, GRIP_CHANNEL } from './hand-grip';
import { sourceShape } from './motif-place';
import { REALISM_SHAPES } from './realism-motifs';
import { ROSE_DEW } from './realism-rose';
import { MOTIF_BY_ID, type TMotifDef } from './motifs';
import { circleD, inked, line } from './ornaments';
import type { TRelationEnv } from './relations';
import { f, P } from './scene';
import { SEA_TROUGH } from './sea';
import { SHIP_WATERLINE } from './ship';

/** A rod held at (x, y), raised out to the upper right, its line dropping to a hook or a star. */
export function fishingLine(env: TRelationEnv, x: number, y: number, star: boolean): void {
  const { ctx, S, cx, cy } = env;
  const tx = cx + S * 0.44;
  const ty = cy - S * 0.44;
  const w = Math.max(ctx.mm(1.2), S * 0.018);
  // the rod: a tapered pole with a reel near the grip
  const rod = `M${P(x - w, y + w)}L${P(tx, ty - w * 0.2)}L${P(tx + w * 0.3, ty + w * 0.2)}L${P(x + w, y + w * 2)}Z`;
  const rx = x + (tx - x) * 0.16;
  const ry = y + (ty - y) * 0.16;
  const reel = circleD(rx + w * 1.2, ry + w * 1.6, w * 1.6);
  env.front.push(ctx.stencil ? line(ctx, rod) : inked(ctx, rod, ctx.palette.ink, ctx.detail));
  env.front.push(
    ctx.stencil ? line(ctx, reel) : inked(ctx, reel, ctx.palette.roles.metal, ctx.detail),
  );
  // the line sags from the tip and drops straight to the catch
  const ex = tx + S * 0.02;
  const ey = cy + S * 0.18;
  env.front.push(
    line(
      ctx,
      `M${P(tx, ty)}C${P(tx + S * 0.06, ty + S * 0.1)} ${P(ex, ey - S * 0.3)} ${P(ex, ey)}`,
      Math.max(ctx.mm(0.35), ctx.detail * 0.6),
    ),
  );
  const catchDef = MOTIF_BY_ID.get(star ? 'star' : 'fish');
  if (catchDef) env.draw(catchDef, { cx: ex, cy: ey + S * 0.07, size: S * 0.15 }, 'front');
  else
    env.front.push(
      line(
        ctx,
        `M${P(ex, ey)}L${P(ex, ey + S * 0.04)}A${f(S * 0.025)} ${f(S * 0.025)} 0 1 1 ${P(ex - S * 0.05, ey + S * 0.03)}`,
      ),
    );
}

/** A hot air balloon whose envelope is the given motif: ropes from under it to a wicker basket. */
export function balloonOf(env: TRelationEnv, envelope: TMotifDef): void {
  const { ctx, S, cx, cy } = env;
  const box = env.draw(envelope, { cx, cy: cy - S * 0.14, size: S * 0.74 }, 'front');
  // the envelope's gores: seams fanning from the crown over the dome, bowed out with it, down
  // to the brow (a skull's sockets below them), so the whole head reads as sewn panels
  const seams = [-0.4, -0.2, 0, 0.2, 0.4]
    .map((k) => {
      const end = box.y + box.h * (0.36 - 0.06 * Math.abs(k) - (k === 0 ? 0.06 : 0));
      return (
        `M${P(cx + k * box.w * 0.12, box.y + box.h * 0.035)}` +
        `Q${P(cx + k * box.w * 1.2, box.y + box.h * 0.1)} ${P(cx + k * box.w, end)}`
      );
    })
    .join('');
  env.front.push(line(ctx, seams, ctx.detail));
  if (envelope.id === 'skull') {
    // the teeth: an upper row down to a bite line curving up at its ends, and the lower row
    // set half a tooth over, as a jaw closes
    const bite = (x: number) => box.y + box.h * (0.93 - 1.4 * ((x - cx) / box.w) ** 2);
    const half = box.w * 0.2;
    let teeth = `M${P(cx - half, bite(cx - half))}Q${P(cx, box.y + box.h * 0.95)} ${P(cx + half, bite(cx + half))}`;
    const step = box.w * 0.068;
    for (let i = -2.5; i <= 2.5; i += 1) {
      const x = cx + i * step;
      teeth += `M${P(x, box.y + box.h * 0.865)}L${P(x, bite(x))}`;
      if (Math.abs(i) < 2)
        teeth += `M${P(x + step / 2, bite(x + step / 2))}L${P(x + step / 2, box.y + box.h * 0.99)}`;
    }
    env.front.push(line(ctx, teeth, ctx.detail));
  }
  const bw = S * 0.24;
  const bh = S * 0.16;
  const by = Math.min(cy + S * 0.36, box.y + box.h + S * 0.2);
  // four ropes from the envelope's lower edge to the basket's rim
  const top = box.y + box.h * 0.86;
  const ropes = [
    [cx - box.w * 0.3, cx - bw / 2],
    [cx - box.w * 0.1, cx - bw * 0.18],
    [cx + box.w * 0.1, cx + bw * 0.18],
    [cx + box.w * 0.3, cx + bw / 2],
  ]
    .map(([x0, x1]) => `M${P(x0, top)}L${P(x1, by)}`)
    .join('');
  env.back.push(line(ctx, ropes, Math.max(ctx.mm(0.5), ctx.detail)));
  // the basket: a tapering tub with a rolled rim and wicker lines
  const basket = `M${P(cx - bw / 2, by)}L${P(cx + bw / 2, by)}L${P(cx + bw * 0.42, by + bh)}L${P(cx - bw * 0.42, by + bh)}Z`;
  const rim = `M${P(cx - bw * 0.56, by - bh * 0.12)}L${P(cx + bw * 0.56, by - bh * 0.12)}L${P(cx + bw * 0.56, by + bh * 0.16)}L${P(cx - bw * 0.56, by + bh * 0.16)}Z`;
  let weave = '';
  for (let i = 1; i < 5; i++) {
    const x = cx - bw / 2 + (bw * i) / 5;
    weave += `M${P(x, by + bh * 0.2)}L${P(cx + (x - cx) * 0.86, by + bh * 0.95)}`;
  }
  weave += `M${P(cx - bw * 0.46, by + bh * 0.58)}L${P(cx + bw * 0.46, by + bh * 0.58)}`;
  const fill = ctx.palette.roles.brown;
  env.front.push(burner(ctx, cx, by - bh * 0.12, S * 0.11));
  // sandbags hung from the rim's corners
  for (const side of [-1, 1]) {
    const x = cx + side * bw * 0.5;
    const y = by + bh * 0.3;
    const bag = `M${P(x, y - bh * 0.18)}C${P(x + bw * 0.09, y)} ${P(x + bw * 0.07, y + bh * 0.26)} ${P(x, y + bh * 0.26)}C${P(x - bw * 0.07, y + bh * 0.26)} ${P(x - bw * 0.09, y)} ${P(x, y - bh * 0.18)}Z`;
    env.front.push(
      ctx.stencil ? line(ctx, bag) : inked(ctx, bag, ctx.palette.roles.bone, ctx.detail),
    );
  }
  env.front.push(ctx.stencil ? line(ctx, basket) : inked(ctx, basket, fill, ctx.outline));
  env.front.push(ctx.stencil ? line(ctx, rim) : inked(ctx, rim, fill, ctx.outline));
  env.front.push(line(ctx, weave, ctx.detail));
}

/** The burner's flame over the basket, rising toward the envelope's mouth: an outer tongue
 *  with a second inside it, from a small burner can at (x, y). */
function burner(ctx: TCtx, x: number, y: number, h: number): string {
  const w = h * 0.42;
  const can = `M${P(x - w * 0.5, y)}L${P(x + w * 0.5, y)}L${P(x + w * 0.4, y - h * 0.18)}L${P(x - w * 0.4, y - h * 0.18)}Z`;
  const b = y - h * 0.2;
  const tongue = (k: number) =>
    `M${P(x, b - h * k)}C${P(x + w * 0.3 * k, b - h * 0.6 * k)} ${P(x + w * k, b - h * 0.35 * k)} ${P(x + w * 0.7 * k, b - h * 0.08 * k)}` +
    `C${P(x + w * 0.5 * k, b)} ${P(x - w * 0.5 * k, b)} ${P(x - w * 0.7 * k, b - h * 0.08 * k)}` +
    `C${P(x - w * k, b - h * 0.35 * k)} ${P(x - w * 0.2 * k, b - h * 0.55 * k)} ${P(x, b - h * k)}Z`;
  if (ctx.stencil) return line(ctx, can) + line(ctx, tongue(1)) + line(ctx, tongue(0.55));
  return (
    inked(ctx, can, ctx.palette.roles.metal, ctx.detail) +
    inked(ctx, tongue(1), ctx.palette.roles.orange, ctx.detail) +
    inked(ctx, tongue(0.55), ctx.palette.roles.yellow, ctx.detail)
  );
}

// things that float: on waves they sit IN the sea, its crests in front of the lower hull
export const FLOATS = new Set(['ship']);

/** "A ship on waves": the vessel large, and a band of curling sea wider than it laid over its
 *  lower hull, the troughs at its waterline, the whole filling the canvas's width on a wide one. */
export function afloat(env: TRelationEnv, vessel: TMotifDef, water: TMotifDef): void {
  const { ctx, W, H, S, cx, cy, margin } = env;
  const sea: TMotifDef = {
    ...water,
    id: 'sea-band',
    gen: 'sea',
    icon: undefined,
    split: undefined,
  };
  const rng = ctx.rng.fork('afloat');
  const ship = sourceShape(vessel, rng, false).box;
  const band = sourceShape(sea, rng, false).box;
  // the ship's waterline and the sea's troughs, as shares of their own boxes
  const wl = (SHIP_WATERLINE - ship.y) / ship.w;
  const under = (band.y + band.h - SEA_TROUGH) / band.w;
  const over = (SEA_TROUGH - band.y) / band.w;
  const spread = 1.34;
  const aw = Math.min(W - 2 * margin, S * 2.3);
  const ah = Math.min(H - 2 * margin, S * 1.25);
  // the ship's width: the sea (spread times wider) spans the width, or the two fill the height
  const X = Math.min((aw * 0.98) / spread, (ah * 0.97) / (wl + spread * under));
  const total = X * (wl + spread * under);
  const top = cy - total / 2;
  const waterline = top + X * wl;
  const shipH = X * (ship.h / ship.w);
  env.draw(vessel, { cx, cy: top + shipH / 2, size: Math.max(X, shipH), free: true }, 'front');
  const seaW = X * spread;
  const seaCy = waterline - seaW * over + (seaW * (band.h / band.w)) / 2;
  env.draw(sea, { cx, cy: seaCy, size: seaW, free: true }, 'front');
}

// things a hand closes round: (u, v) the point of the held thing's own box (unturned, 0-1) that
// meets the fist, `rot` its own turn so its stem or grip stands upright, `k` its size against the
// hand's; `stem` when a stem runs on from that point through the fist. Realism draws its own
// upright rose; the flash rose icon's stem leaves its box's lower left corner.
interface THeld {
  u: number;
  v: number;
  k: number;
  rot?: number;
  stem?: boolean;
}
const FIST_HELD: Record<string, { real?: THeld; flash: THeld }> = {
  rose: {
    // the foot of its own stem (x 244 of the drawing), turned so the stem's last stretch (leaning
    // 8 degrees) runs on straight into the stem through the fist, not broken off beside it
    real: { u: 0.456, v: 1, k: 0.96, rot: -8, stem: true },
    flash: { u: 0.02, v: 0.99, k: 0.98, rot: -40, stem: true },
  },
  // the flash dagger lies corner to corner, pommel top left: turned upright, blade down, held
  // by its grip
  dagger: { flash: { u: 0.13, v: 0.13, k: 1.4, rot: 45 } },
};

/** Whether a hand holds this thing closed round it (else it rests on the open palm). */
export const heldInFist = (id: string) => id in FIST_HELD;

/** "A hand holding a rose": the hand closed round the stem, the bloom above the thumb. The held
 *  thing and its stem are drawn first and the fist over them, so the stem shows above the thumb
 *  and below the little finger and is hidden where the fingers wrap it. The pair leans together
 *  by a few degrees, a different lean per variation. */
export function fistHolding(env: TRelationEnv, held: TMotifDef): void {
  const { ctx, S, cx, cy, rng } = env;
  const etched = ctx.profile.fill === 'etch';
  const specs = FIST_HELD[held.id];
  const spec = (etched && REALISM_SHAPES[held.id] && specs.real) || specs.flash;
  const fist = MOTIF_BY_ID.get('fist')!;
  const lean = rng.pick([-20, 14, -8, 22]);
  // a vector turned by an angle, the way placeMotif turns a drawing
  const turn = (deg: number, x: number, y: number): [number, number] => {
    const r = (deg * Math.PI) / 180;
    return [x * Math.cos(r) - y * Math.sin(r), x * Math.sin(r) + y * Math.cos(r)];
  };
  // realism's hand is modelled in tone, and at flash's size it was a pale small thing under a
  // dark bloom: the hand is the subject, so it is drawn larger (the rose a little smaller)
  const hs = S * (spec === specs.real ? 0.58 : 0.5);
  const k = hs / Math.max(GRIP_BOX.w, GRIP_BOX.h);
  const reach = (GRIP_CHANNEL.bottom - GRIP_CHANNEL.top) * k;
  // the fist low and right of centre, so the held thing above it and the wrist balance
  // (high when a blade hangs below it)
  const fc: [number, number] = [
    cx + S * (0.035 + rng.range(-0.16, 0.16)),
    spec.stem ? cy + S * 0.5 - hs / 2 : cy - S * 0.08,
  ];
  const [ox, oy] = turn(
    lean,
    (GRIP_CHANNEL.x - GRIP_BOX.x - GRIP_BOX.w / 2) * k,
    (GRIP_CHANNEL.top - GRIP_BOX.y - GRIP_BOX.h / 2) * k,
  );
  const top: [number, number] = [fc[0] + ox, fc[1] + oy];
  // where the held thing meets the hand: a stem's length above the thumb, or mid-fist
  const [ax, ay] = turn(lean, 0, spec.stem ? -hs * 0.03 : reach / 2);
  const meet: [number, number] = [top[0] + ax, top[1] + ay];
  const size = hs * spec.k * rng.range(0.94, 1.08);
  const src = sourceShape(held, ctx.rng.fork('shape' + held.id), etched).box;
  const kh = size / Math.max(src.w, src.h);
  const turned = lean + (spec.rot ?? 0);
  const [mx, my] = turn(turned, (spec.u - 0.5) * src.w * kh, (spec.v - 0.5) * src.h * kh);
  // realism's stem runs on well below the fist, so it reads as passing through the hand
  const tail = spec === specs.real ? S * 0.2 : S * 0.1;
  if (spec.stem) stemThrough(env, held, meet, reach + tail, src.h * kh * 0.04, lean);
  // drawn after the stem, so the thing's own stem covers the join
  env.draw(held, { cx: meet[0] - mx, cy: meet[1] - my, size, rot: turned }, 'back');
  env.draw(fist, { cx: fc[0], cy: fc[1], size: hs, rot: lean }, 'front');
}

/** A stem running on from a held thing's foot down through the fist and out under it, cut
 *  aslant: shaded round when black and grey, solid ink in black only, else its green. */
function stemThrough(
  env: TRelationEnv,
  held: TMotifDef,
  foot: [number, number],
  len: number,
  width: number,
  lean: number,
): void {
  const { ctx } = env;
  const w = Math.max(ctx.mm(1.6), width);
  const r = (lean * Math.PI) / 180;
  const d =
    'M' +
    [
      [-w / 2, -w],
      [w / 2, -w],
      [w * 0.45, len - w],
      [-w * 0.45, len + w * 0.3],
    ]
      .map(([x, y]) =>
        P(foot[0] + x * Math.cos(r) - y * Math.sin(r), foot[1] + x * Math.sin(r) + y * Math.cos(r)),
      )
      .join('L') +
    'Z';
  const fill =
    ctx.profile.fill === 'etch'
      ? ctx.palette.inkOnly || ctx.stencil
        ? ctx.palette.ink
        : stemShade(ctx, foot, w, r)
      : ctx.palette.inkOnly
        ? ctx.palette.paper
        : ctx.palette.roles[held.roles[1] ?? 'green'];
  env.back.push(inked(ctx, d, fill, ctx.detail));
}

/** Black and grey: the stem through the fist shaded round like the drawn rose's own stem (lit
 *  down its left, dark down its right), so the two read as one stem, not grey broken off black. */
function stemShade(ctx: TCtx, foot: [number, number], w: number, r: number): string {
  const id = ctx.nextId('stem');
  const [dx, dy] = [Math.cos(r) * w * 0.6, Math.sin(r) * w * 0.6];
  const stops: [number, number][] = [
    [0, 0.4],
    [0.3, 0.14],
    [0.65, 0.6],
    [1, 0.88],
  ];
  ctx.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(foot[0] - dx)}" y1="${f(foot[1] - dy)}" x2="${f(foot[0] + dx)}" y2="${f(foot[1] + dy)}">` +
      stops.map(([o, t]) => `<stop offset="${o}" stop-color="${grey(ctx, t)}"/>`).join('') +
      '</linearGradient>',
  );
  return `url(#${id})`;
}

// flowers a water drop sits on as dew, and where on each (fractions of its box: x, y, size)
const DEW: Record<string, [number, number, number][]> = {
  rose: [
    [0.3, 0.2, 0.17],
    [0.72, 0.32, 0.15],
    [0.56, 0.52, 0.13],
    [0.2, 0.46, 0.11],
  ],
};
// the same, on realism's own drawings, in their 512 box (x, y, size against the whole box)
const DEW_REAL: Record<string, [number, number, number][]> = { rose: ROSE_DEW };
export const takesDew = (flower: string, drop: string) => drop === 'water-drop' && flower in DEW;

/** A drop's cast shadow: blurred diluted black where the style washes grey, else solid ink
 *  (none on a stencil). */
function dropShadow(ctx: TCtx, x: number, y: number, r: number, t = 0.85): string {
  // a stencil carries lines only: the shadow is shading, left to the artist
  if (ctx.stencil) return '';
  if (ctx.profile.fill !== 'etch' || ctx.palette.inkOnly)
    return `<path d="${circleD(x, y, r)}" fill="${ctx.palette.ink}"/>`;
  const box = { x: x - r * 1.4, y: y - r, w: r * 2.8, h: r * 2 };
  const blur = blurFilter(ctx, box, r * 0.25);
  return `<ellipse cx="${(x + r * 0.1).toFixed(1)}" cy="${y.toFixed(1)}" rx="${(r * 1.3).toFixed(1)}" ry="${(r * 0.8).toFixed(1)}" fill="${grey(ctx, t)}" filter="url(#${blur})"/>`;
}

/** "A rose with water drops": the drops bead on the petals, not beside the flower. */
export function dewOn(env: TRelationEnv, flower: TMotifDef, drop: TMotifDef, count: number): void {
  const { S, cx, cy } = env;
  const box = env.draw(flower, { cx, cy, size: S }, 'back');
  const etched = env.ctx.profile.fill === 'etch';
  const real = etched && REALISM_SHAPES[flower.id] ? DEW_REAL[flower.id] : undefined;
  // realism's own drawing says where its petals and leaves are, in its 512 box
  const src = real ? sourceShape(flower, env.ctx.rng.fork('dew'), true).box : undefined;
  const all: [number, number, number][] =
    real && src
      ? real.map(([x, y, k]) => [(x - src.x) / src.w, (y - src.y) / src.h, k])
      : DEW[flower.id];
  const spots = all.slice(0, Math.max(3, Math.min(count, 4)));
  for (const [u, v, k] of spots) {
    const [x, y, size] = [box.x + box.w * u, box.y + box.h * v, Math.max(box.w, box.h) * k];
    // the drop's shadow cast on the petal, below and right of its bulb: a soft grey pool in
    // black-and-grey wash, a solid crescent in line work
    // (realism's painted bead is wider: its shadow is pulled out from under it to show)
    if (real) env.back.push(dropShadow(env.ctx, x + size * 0.2, y + size * 0.32, size * 0.36, 1));
    else env.back.push(dropShadow(env.ctx, x + size * 0.2, y + size * 0.3, size * 0.3));
    env.draw(drop, { cx: x, cy: y, size }, 'front');
  }
}
