// A pocket watch with roses on a long canvas (a forearm): the watch hangs large from its chain
// near the top, the roses gather under it, so the piece runs the limb's length instead of
// sitting as a small cluster in its middle.
import { sw, type TCtx } from './context';
import type { TMotifDef } from './motifs';
import type { TRelationEnv } from './relations';

const f = (n: number) => String(Math.round(n * 10) / 10);
const P = (x: number, y: number) => `${f(x)} ${f(y)}`;

/** Whether this pair lays out as a hanging watch: realism's pocket watch (its own drawing, with
 *  a bow to hang from) and roses, on a canvas at least half again as tall as it is wide. */
export function hangsAsWatch(env: TRelationEnv, main: TMotifDef, second: TMotifDef): boolean {
  return (
    main.id === 'clock' &&
    second.id === 'rose' &&
    env.ctx.profile.fill === 'etch' &&
    env.H >= env.W * 1.5
  );
}

/** Draws the chain, the watch and the roses down the canvas: in variations 0 and 3 the watch
 *  hangs from the top with the roses bunched under it; in 1 and 2 the roses are gathered at the
 *  top and the watch hangs from them on its chain (1 and 3 are also mirrored by the layout). */
export function hangingWatch(env: TRelationEnv, watch: TMotifDef, rose: TMotifDef): void {
  const { ctx, W, H, margin, cx } = env;
  const inner = W - 2 * margin;
  const top = margin + ctx.mm(4);
  const bottom = H - margin - ctx.mm(4);
  const size = inner * 0.92;
  const r = inner * 0.56;
  const at = (x: number, y: number, k: number, rot: number, flip = false) =>
    env.draw(rose, { cx: cx + inner * x, cy: y, size: r * k, rot, flip, free: true }, 'front');
  const spare = bottom - top - size - r * 1.6;
  if (env.variant === 1 || env.variant === 2) {
    // the roses at the top, the watch hung from among them at the foot
    const box = env.draw(watch, { cx, cy: bottom - size * 0.5, size, free: true }, 'front');
    const head = top + Math.max(0, spare) * 0.3 + r * 0.5;
    at(-0.02, head, 1.1, 4);
    at(-0.27, head + r * 0.45, 0.95, -20);
    at(0.27, head + r * 0.52, 1, 18, true);
    env.back.push(chain(ctx, cx, head, box.y + box.h * 0.04, size * 0.05, false));
    return;
  }
  // the watch takes the width; its bow hangs a chain's length under the top, so the chain,
  // the watch and the roses bunched under it run the canvas's length together
  const chainLen = Math.max(H * 0.08, spare + r * 0.35);
  const box = env.draw(watch, { cx, cy: top + chainLen + size * 0.5, size, free: true }, 'front');
  env.back.push(chain(ctx, cx, top, box.y + box.h * 0.04, size * 0.05, true));
  // the roses cluster under it: two tucked under the watch's rim, fanned out to the sides, the
  // largest nestled low between them in front, hiding their stems (a bouquet, not a stack)
  const foot = box.y + box.h;
  at(-0.27, foot - r * 0.08, 1, -20);
  at(0.28, foot + r * 0.02, 0.95, 18, true);
  at(-0.01, foot + r * 0.6, 1.15, -4);
}

/** A hanging chain from (x, y0) down to the watch's bow at y1: links alternating face-on (an
 *  open oval) and edge-on (a short bar), swinging slightly, with a ring at its top when it hangs
 *  from nothing drawn. */
function chain(ctx: TCtx, x: number, y0: number, y1: number, link: number, ring: boolean): string {
  const ink = ctx.palette.ink;
  const n = Math.max(3, Math.round((y1 - y0) / (link * 1.5)));
  const step = (y1 - y0) / n;
  let rings = '';
  let bars = '';
  for (let i = 0; i < n; i++) {
    const y = y0 + step * (i + 0.5);
    // a slight swing: the chain bows out to the right and back
    const lx = x + Math.sin((i / n) * Math.PI) * link * 0.6;
    if (i % 2 === 0) {
      const rx = link * 0.42;
      const rh = step * 0.62;
      rings += `M${P(lx - rx, y)}A${f(rx)} ${f(rh)} 0 1 1 ${P(lx + rx, y)}A${f(rx)} ${f(rh)} 0 1 1 ${P(lx - rx, y)}Z`;
    } else bars += `M${P(lx, y - step * 0.62)}L${P(lx, y + step * 0.62)}`;
  }
  const ringTop = !ring
    ? ''
    : `M${P(x - link * 0.6, y0)}A${f(link * 0.6)} ${f(link * 0.6)} 0 1 1 ${P(x + link * 0.6, y0)}A${f(link * 0.6)} ${f(link * 0.6)} 0 1 1 ${P(x - link * 0.6, y0)}Z`;
  const w = Math.max(ctx.detail * 1.4, link * 0.18);
  return (
    `<path d="${rings}${ringTop}" fill="none" stroke="${ink}" stroke-width="${sw(w)}"/>` +
    `<path d="${bars}" fill="none" stroke="${ink}" stroke-width="${sw(w * 1.5)}" stroke-linecap="round"/>`
  );
}
