// "An astronaut fishing on the moon": the angler stands in the crescent's cradle, boots on its
// inner curve (floating over it, the two read as pasted side by side), a rod out over the horn
// and a line down to the catch, a star when the seat is in the sky. The moon gets its craters,
// so a bare crescent icon reads as the moon's ground under the angler's feet.
import { fishingLine } from './relation-acts';
import { line } from './ornaments';
import type { TMotifDef } from './motifs';
import type { TRelationEnv } from './relations';
import { SKY } from './relation-sets';
import { f, P } from './scene';

// craters on the horns-up crescent, in its 512 box: centre and radius
const CRATERS: [number, number, number][] = [
  [256, 432, 22],
  [190, 410, 14],
  [326, 414, 11],
  [122, 334, 9],
  [392, 338, 8],
];

/** A crater: a flattened rim, its far lip drawn and its near one left open to the light. */
function crater(x: number, y: number, r: number): string {
  const ry = r * 0.62;
  return (
    `M${P(x - r, y)}A${f(r)} ${f(ry)} 0 0 1 ${P(x + r, y)}` +
    `M${P(x + r * 0.7, y + ry * 0.55)}A${f(r)} ${f(ry)} 0 0 1 ${P(x - r * 0.3, y + ry * 0.95)}`
  );
}

/** The angler on its seat with rod, line and catch. */
export function fishingOn(env: TRelationEnv, angler: TMotifDef, seat: TMotifDef): void {
  const { ctx, S, cx, cy } = env;
  // a crescent turns horns-up into a cradle to stand in
  const cradle = seat.gen === 'crescent';
  const size = S * 0.74;
  const at = { cx: cx - S * 0.1, cy: cy + S * (cradle ? 0.17 : 0.3) };
  // the cradle bare: the icon's sparkles in its hollow would peek out round the angler
  const drawn: TMotifDef = cradle ? { ...seat, gen: 'crescent-bare' } : seat;
  const box = env.draw(drawn, { ...at, size, rot: cradle ? -90 : 0 }, 'back');
  if (cradle) {
    // the horns-up bare crescent spans x 66..446, y 165..496 of its box
    const d = CRATERS.map(([x, y, r]) =>
      crater(
        box.x + ((x - 66) / 380) * box.w,
        box.y + ((y - 165) / 331) * box.h,
        (r / 380) * box.w,
      ),
    ).join('');
    env.back.push(line(ctx, d, ctx.detail));
  }
  // standing in the cradle its boots meet the inner curve; on anything else it sits on top
  const dy = cradle ? 0.03 : -0.1;
  env.draw(angler, { cx: cx - S * 0.14, cy: cy + S * dy, size: S * 0.6 }, 'front');
  fishingLine(env, cx + S * 0.04, cy + S * (dy + 0.12), SKY.has(seat.id));
}
