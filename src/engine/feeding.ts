// "A hummingbird drinking from a hibiscus": the bird hovers beside the flower, turned toward it,
// its long beak reaching over the petals into the throat. Where the beak tip and the throat sit
// in each drawing's source box is known, so the bird is placed to put one on the other.
import { sw } from './context';
import { P, type TPt } from './creatures';
import { HIBISCUS_THROAT } from './hibiscus';
import { MOTIF_BY_ID, type TMotifDef } from './motifs';
import { sourceShape } from './motif-place';
import { line } from './ornaments';
import {
  applyMatrix,
  bbox,
  compose,
  parsePath,
  rotate,
  scale,
  toD,
  translate,
  type TBox,
  type TPath,
} from './path';
import type { TRelated, TRelationEnv } from './relations';

/** Nectar feeders and their beak tip in the source drawing (game-icons hummingbird, facing right). */
export const BEAKS: Record<string, TPt> = { hummingbird: [480, 307] };
// where the redrawn beak leaves the head (inside it, so the two join)
const BEAK_ROOTS: Record<string, TPt> = { hummingbird: [366, 188] };
/** Where a flower's nectar is, in its source drawing; a flower not listed has it at its middle. */
const THROATS: Record<string, TPt> = { hibiscus: HIBISCUS_THROAT };

/** The feeder hovering with its beak tip in the flower's throat; false when it has no beak. */
export function feedingLayout(env: TRelationEnv, feeder: TMotifDef, flower: TMotifDef): boolean {
  const beak = BEAKS[feeder.id];
  if (!beak) return false;
  const { ctx, S, cx, cy, W, H, margin } = env;
  const etched = ctx.profile.fill === 'etch';
  const fSrc = sourceShape(flower, ctx.rng.fork('feed-flower'), etched).box;
  const bird = sourceShape(feeder, ctx.rng.fork('feed-bird'), etched);
  const bSrc = bird.box;
  // the flower low on the left, the bird above right of it facing back toward it
  const fb = env.draw(flower, { cx: cx - S * 0.12, cy: cy + S * 0.12, size: S * 0.9 }, 'back');
  const t = THROATS[flower.id] ?? (flower.gen ? THROATS[flower.gen] : undefined);
  const throat: TPt = t
    ? [fb.x + ((t[0] - fSrc.x) / fSrc.w) * fb.w, fb.y + ((t[1] - fSrc.y) / fSrc.h) * fb.h]
    : [fb.x + fb.w / 2, fb.y + fb.h / 2];
  // turned so the body lies back from the flower and the beak reaches in at a shallow slant:
  // the forked tail and raised wings stand clear of the flower's leaves, not tucked into them
  const rot = -22;
  const span = Math.max(bSrc.w, bSrc.h);
  let size = S * 0.92;
  let at = { cx: 0, cy: 0 };
  // shrink the bird until it sits inside the margins, so placing it never shifts the beak
  for (let i = 0; i < 6; i++) {
    const tip = beakTipAt(feeder, bSrc, { cx: 0, cy: 0, size, rot });
    at = { cx: throat[0] - tip[0], cy: throat[1] - tip[1] };
    const k = size / span;
    const half = (Math.hypot(bSrc.w, bSrc.h) * k) / 2;
    const inside =
      at.cx - half > margin &&
      at.cx + half < W - margin &&
      at.cy - half > margin &&
      at.cy + half < H - margin;
    if (inside) break;
    size *= 0.9;
  }
  // the icon's stubby beak is left out and a long slim one drawn from the head to the throat,
  // with a skin gap along it so it reads crossing the petals, not as one more dark petal line
  const isBeak = (p: TPath) => {
    const b = bbox(p);
    return Math.abs(b.x + b.w - beak[0]) < 2 && b.y < beak[1] && b.y + b.h > beak[1] - 2;
  };
  // one-line work keeps the icon's beak: its single stroke cannot take a separate filled needle
  if (ctx.oneLine) {
    env.draw(feeder, { ...at, size, rot, flip: true }, 'front');
    return true;
  }
  env.draw(feeder, { ...at, size, rot, flip: true, without: isBeak }, 'front');
  const m = compose(
    translate(-(bSrc.x + bSrc.w / 2), -(bSrc.y + bSrc.h / 2)),
    scale(-size / span, size / span),
    rotate(rot),
    translate(at.cx, at.cy),
  );
  const k = size / span;
  const root = BEAK_ROOTS[feeder.id] ?? beak;
  const needle = (t0: number, grow: number) => {
    const c: TPt = [(root[0] + beak[0]) / 2 + 10, (root[1] + beak[1]) / 2 - 8];
    return toD(applyMatrix(parsePath(taperedAlong(root, c, beak, t0, 6.5, grow / k)), m));
  };
  const ink = ctx.palette.ink;
  env.front.push(
    ctx.stencil
      ? line(ctx, needle(0, 0))
      : `<path d="${needle(0.3, ctx.mm(1))}" fill="${ctx.palette.paper}"/><path d="${needle(0, 0)}" fill="${ink}" stroke="${ink}" stroke-width="${sw(ctx.detail)}" stroke-linejoin="round"/>`,
  );
  return true;
}

/** A needle along a quadratic a -> b through c, from fraction t0 on: `w` half-wide at a, sharp at b;
 *  `grow` widens it all round (a skin gap under it). */
function taperedAlong(a: TPt, c: TPt, b: TPt, t0: number, w: number, grow: number): string {
  const at = (t: number): TPt => {
    const u = 1 - t;
    return [
      u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
      u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
    ];
  };
  const l: TPt[] = [];
  const r: TPt[] = [];
  for (let i = 0; i <= 12; i++) {
    const t = t0 + ((1 - t0) * i) / 12;
    const [x0, y0] = at(Math.max(0, t - 0.01));
    const [x1, y1] = at(Math.min(1, t + 0.01));
    const len = Math.hypot(x1 - x0, y1 - y0) || 1;
    const hw = w * (1 - t) ** 0.8 + 0.6 + grow;
    const [x, y] = at(t);
    l.push([x - ((y1 - y0) / len) * hw, y + ((x1 - x0) / len) * hw]);
    r.push([x + ((y1 - y0) / len) * hw, y - ((x1 - x0) / len) * hw]);
  }
  const [tx, ty] = b;
  const [dx, dy] = [b[0] - at(0.99)[0], b[1] - at(0.99)[1]];
  const dl = Math.hypot(dx, dy) || 1;
  const tip: TPt = [tx + (dx / dl) * grow, ty + (dy / dl) * grow];
  return `M${l.map(P).join('L')}L${P(tip)}L${r.reverse().map(P).join('L')}Z`;
}

/** Where the feeder's beak tip lands when the bird is placed at `at`, facing left. */
export function beakTipAt(
  feeder: TMotifDef,
  box: TBox,
  at: { cx: number; cy: number; size: number; rot: number },
): TPt {
  const beak = BEAKS[feeder.id];
  const k = at.size / Math.max(box.w, box.h);
  const r = (at.rot * Math.PI) / 180;
  const vx = -(beak[0] - (box.x + box.w / 2)) * k;
  const vy = (beak[1] - (box.y + box.h / 2)) * k;
  return [at.cx + vx * Math.cos(r) - vy * Math.sin(r), at.cy + vx * Math.sin(r) + vy * Math.cos(r)];
}

/** "A hummingbird and flowers": drawn as hummingbirds are with flowers, hovering at one and
 *  drinking from it, rather than with small flower emblems floating round it. A plain "flower"
 *  is the trumpet-throated hibiscus it feeds from (the generic emblem is a flat rosette with no
 *  throat for a beak); asked for in the plural, a second, smaller bloom sits low behind the first, away from the bird. */
export function hoverAtBlooms(env: TRelationEnv, feeder: TRelated, flowers: TRelated): boolean {
  const hibiscus = MOTIF_BY_ID.get('hibiscus');
  const bloom =
    flowers.def.id === 'flower' && hibiscus ? { ...hibiscus, id: 'flower:hibiscus' } : flowers.def;
  if (!BEAKS[feeder.def.id]) return false;
  if (flowers.count > 1) {
    const { S, cx, cy } = env;
    env.draw(bloom, { cx: cx - S * 0.4, cy: cy + S * 0.34, size: S * 0.42, rot: -28 }, 'back');
  }
  return feedingLayout(env, feeder.def, bloom);
}
