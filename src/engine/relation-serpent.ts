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
  const k = S / SPAN;
  env.draw(
    def,
    {
      cx: x0 + (src.x + src.w / 2 - SOCKET_AT[0]) * k,
      cy: y0 + (src.y + src.h / 2 - SOCKET_AT[1]) * k,
      size: Math.max(src.w, src.h) * k,
    },
    'front',
  );
  // the socket's dark and its lower rim over the body's root: it goes into the hole
  const r = 22 * k;
  const dark = `M${P(x0 - r * 1.1, y0 - r * 0.1)}Q${P(x0, y0 + r * 1.3)} ${P(x0 + r * 1.1, y0 - r * 0.1)}Q${P(x0, y0 + r * 0.5)} ${P(x0 - r * 1.1, y0 - r * 0.1)}Z`;
  env.front.push(ctx.stencil ? line(ctx, dark) : inked(ctx, dark, ctx.palette.ink, ctx.detail));
}
