// "A snake with chrysanthemums": as irezumi lays out a hebi with flowers, the snake coils round
// a big bloom set in the eye of its coil (the body over the petals' edges), more blooms lie
// behind the body where it leaves room, and one sits in front over its lower coil, so the snake
// winds among the flowers instead of standing beside a small one in a corner.
import type { TCtx } from './context';
import { parsePath, bbox, type TBox } from './path';
import type { TRelated, TRelationEnv } from './relations';
import { snake, SNAKE_COIL } from './snake';

/** Flowers a snake coils among. */
export const COILED_BLOOMS = new Set([
  'chrysanthemum',
  'peony',
  'rose',
  'lotus',
  'hibiscus',
  'flower',
  'cherry-blossom',
  'camellia',
]);

let box: TBox | undefined;
const snakeBox = () => (box ??= bbox(parsePath(snake().d)));

// blooms behind the body and in front of it: [dx, dy] from the coil's centre in shares of the
// snake's size, size share, turn, layer
const OTHERS: [number, number, number, number, 'back' | 'front'][] = [
  [-0.36, 0.3, 0.5, -18, 'back'],
  [0.42, -0.34, 0.34, 24, 'back'],
  [0.3, 0.34, 0.42, 10, 'front'],
];

export function coiledRoundBlooms(env: TRelationEnv, main: TRelated, flowers: TRelated): void {
  const { cx, cy, S } = env;
  const size = S * 0.92;
  const b = snakeBox();
  const k = size / Math.max(b.w, b.h);
  // the coil's centre on the canvas (the snake is placed by its box centre); alternate
  // variations mirror the whole piece already, the third swaps the two lower blooms' sides
  const ox = cx + (SNAKE_COIL.c[0] - (b.x + b.w / 2)) * k;
  const oy = cy + (SNAKE_COIL.c[1] - (b.y + b.h / 2)) * k;
  const swap = env.variant === 2;
  const many = flowers.count !== 1 || !flowers.one;
  const bloom = ([dx, dy, s, rot]: (typeof OTHERS)[number], layer: 'back' | 'front') => {
    const side = swap && dy > 0 ? -1 : 1;
    env.draw(
      flowers.def,
      { cx: ox + side * dx * size, cy: oy + dy * size, size: size * s, rot: side * rot },
      layer,
    );
  };
  if (many) OTHERS.filter((o) => o[4] === 'back').forEach((o) => bloom(o, 'back'));
  // the big bloom fills the eye of the coil, its petals running under the body
  env.draw(flowers.def, { cx: ox, cy: oy, size: SNAKE_COIL.r * 2.5 * k, rot: 8 }, 'back');
  env.draw(main.def, { cx, cy, size }, 'front');
  if (many) OTHERS.filter((o) => o[4] === 'front').forEach((o) => bloom(o, 'front'));
}

/** Whether this pair is a snake with flowers it can coil among. */
export const coilsAmong = (ctx: TCtx, main: TRelated, second: TRelated) =>
  main.def.id === 'snake' && COILED_BLOOMS.has(second.def.id) && !ctx.oneLine;
