// "A skull with a snake coming out of the eye socket": the host drawn first, then the serpent
// (socket-snake.ts) placed so its tail end sits in the socket, and the socket's lower rim drawn
// over it, so the body reads as leaving the hole rather than lying on the bone.
import type { TMotifDef } from './motifs';
import { sourceShape } from './motif-place';
import { inked, line } from './ornaments';
import type { TRelationEnv } from './relations';
import { P } from './scene';
import { SOCKET_AT } from './socket-snake';

// where an eye socket sits in a motif's box (fractions), for things coming out of it
const SOCKETS: Record<string, [number, number]> = { skull: [0.68, 0.5] };

/** The serpent's box units per canvas unit of S: the body a third of the skull's width. */
const SPAN = 360;

/** The skull icon's jaw is a blank plate: a row of teeth cut across it (fractions of the
 *  icon's placed box). Ridges under the sockets were tried and read as a smiling face. */
function skullDetail(env: TRelationEnv, b: { x: number; y: number; w: number; h: number }): string {
  const { ctx } = env;
  const X = (u: number) => b.x + b.w * u;
  const Y = (v: number) => b.y + b.h * v;
  let d = `M${P(X(0.31), Y(0.9))}Q${P(X(0.51), Y(0.92))} ${P(X(0.71), Y(0.9))}`;
  for (const u of [0.36, 0.42, 0.48, 0.54, 0.6, 0.66])
    d += `M${P(X(u), Y(0.855))}L${P(X(u), Y(0.945))}`;
  return line(ctx, d, ctx.detail);
}

/** A serpent coming out of the host's eye socket, coiling over its crown, its head rearing. */
export function serpentFrom(env: TRelationEnv, host: TMotifDef, snake: TMotifDef): void {
  const { ctx, S, cx, cy } = env;
  const box = env.draw(host, { cx: cx + S * 0.06, cy: cy + S * 0.13, size: S * 0.72 }, 'back');
  const [fx, fy] = SOCKETS[host.id] ?? [0.5, 0.5];
  const x0 = box.x + box.w * fx;
  const y0 = box.y + box.h * fy;
  const def: TMotifDef = {
    ...snake,
    id: 'snake:socket',
    gen: 'socket-snake',
    icon: undefined,
    split: undefined,
    simple: undefined,
    line: undefined,
  };
  // place the drawing so its socket point lands on the host's socket
  const src = sourceShape(def, ctx.rng.fork('serpent'), false).box;
  // as large as asked, but never past the margin: the placement would shift a shape that
  // overflows back inside, and the tail would leave the socket
  const { W, H, margin } = env;
  const [sx, sy] = SOCKET_AT;
  const k = Math.min(
    S / SPAN,
    (y0 - margin) / Math.max(1, sy - src.y),
    (H - margin - y0) / Math.max(1, src.y + src.h - sy),
    (x0 - margin) / Math.max(1, sx - src.x),
    (W - margin - x0) / Math.max(1, src.x + src.w - sx),
  );
  env.draw(
    def,
    {
      cx: x0 + (src.x + src.w / 2 - sx) * k,
      cy: y0 + (src.y + src.h / 2 - sy) * k,
      size: Math.max(src.w, src.h) * k,
    },
    'front',
  );
  if (host.id === 'skull') env.front.push(skullDetail(env, box));
  // the socket's dark and its lower rim over the body's root: it goes into the hole
  const r = 22 * k;
  const dark = `M${P(x0 - r * 1.1, y0 - r * 0.1)}Q${P(x0, y0 + r * 1.3)} ${P(x0 + r * 1.1, y0 - r * 0.1)}Q${P(x0, y0 + r * 0.5)} ${P(x0 - r * 1.1, y0 - r * 0.1)}Z`;
  env.front.push(ctx.stencil ? line(ctx, dark) : inked(ctx, dark, ctx.palette.ink, ctx.detail));
}
