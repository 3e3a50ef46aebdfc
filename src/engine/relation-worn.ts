// Flowers worn by a portrait ("a woman's face with a lace veil and flowers"): neo-traditional
// portraits wear their flowers, a big bloom at one side of the crown, a smaller one across from
// it and one at the shoulder, laid over the veil, instead of floating as small accents round the
// face. Each flower is its own motif drawn whole in front, so its lines are not crossed.
import type { TRelated, TRelationEnv } from './relations';

/** Portrait subjects that wear what they are drawn with. */
export const PORTRAITS = new Set(['veiled-woman']);
/** Flowers a portrait wears. */
export const WORN = new Set(['flower', 'rose', 'peony', 'hibiscus', 'blossom', 'daisy', 'lotus']);

// where the flowers sit, as shares of the portrait's size from its centre, and their size
const SPOTS: [number, number, number, number][] = [
  // dx, dy, size, turn
  [-0.25, -0.34, 0.38, -12],
  [0.3, -0.38, 0.26, 18],
  [0.33, 0.33, 0.32, 8],
];

export function flowersWorn(env: TRelationEnv, main: TRelated, flowers: TRelated): void {
  const { cx, cy, S } = env;
  const size = S * 0.92;
  const y = cy + S * 0.03;
  env.draw(main.def, { cx, cy: y, size }, 'back');
  const n = flowers.count > 1 ? SPOTS.length : 1;
  for (const [dx, dy, k, rot] of SPOTS.slice(0, n))
    env.draw(flowers.def, { cx: cx + dx * size, cy: y + dy * size, size: size * k, rot }, 'front');
}
