// Flowers laid round a subject as the style builds them. Flowers worn by a portrait ("a woman's face with a lace veil and flowers"): neo-traditional
// portraits wear their flowers, a big bloom at one side of the crown, a smaller one across from
// it and one at the shoulder, laid over the veil, instead of floating as small accents round the
// face. Each flower is its own motif drawn whole in front, so its lines are not crossed.
import { MOTIF_BY_ID, type TMotifDef } from './motifs';
import type { TRelated, TRelationEnv } from './relations';
import type { TRole } from './palettes';

// Autumn leaves keep autumn's warm inks whatever the palette's jewel tones: burgundy, burnt
// orange, mustard gold and a rust brown, turned leaf by leaf so a pile of them reads as fallen
// leaves, not one flat colour (a jewel palette's red alone read as magenta).
const AUTUMN_LEAVES = new Set(['maple-leaf']);
const AUTUMN_INKS: TRole[] = ['red', 'orange', 'yellow', 'brown'];

/** The leaf drawn i-th in a pile: an autumn leaf takes the next autumn ink, others stay. */
export function autumnInk(def: TMotifDef, i: number): TMotifDef {
  if (!AUTUMN_LEAVES.has(def.id)) return def;
  return { ...def, roles: [AUTUMN_INKS[i % AUTUMN_INKS.length]] };
}

/** Portrait subjects that wear what they are drawn with. */
export const PORTRAITS = new Set(['veiled-woman']);
/** Flowers a portrait wears. */
export const WORN = new Set([
  'flower',
  'rose',
  'peony',
  'hibiscus',
  'cherry-blossom',
  'daisy',
  'wildflowers',
  'lotus',
]);

// where the flowers sit, as shares of the portrait's size from its centre, and their size
const SPOTS: [number, number, number, number][] = [
  // dx, dy, size, turn
  [-0.25, -0.34, 0.38, -12],
  [0.3, -0.38, 0.26, 18],
  [0.33, 0.33, 0.32, 8],
];

export function flowersWorn(env: TRelationEnv, main: TRelated, flowers: TRelated): void {
  const { cx, cy, S } = env;
  const size = S * 1.02;
  const y = cy + S * 0.03;
  // her head gently tilted, so she reads as a drawn lady, not a frontal doll; the later
  // variations turn her the other way (without the sunburst their frames alone barely differ)
  const flip = (env.variant ?? 0) >= 2;
  env.draw(main.def, { cx, cy: y, size, rot: flip ? 7 : -7, flip }, 'back');
  const n = flowers.count > 1 ? SPOTS.length : 1;
  SPOTS.slice(0, n).forEach(([dx, dy, k, rot], i) => {
    const bloom = wornBloom(flowers.def, i);
    // a rose head fills its whole box (no stem or leaves), so it is set a little smaller
    const k2 = bloom === flowers.def ? k : k * 0.84;
    const at = { cx: cx + dx * size, cy: y + dy * size, size: size * k2, rot };
    env.draw(bloom, at, 'front');
  });
}

/** Plain "flowers" or roses on a lady's head are flash rose heads with two leaves each, not a
 *  generic emblem, nor a whole rose whose stem hangs off her head. */
function wornBloom(def: TMotifDef, i: number): TMotifDef {
  void i;
  const rose = MOTIF_BY_ID.get('rose');
  if ((def.id !== 'flower' && def.id !== 'rose') || !rose) return def;
  return { ...rose, id: 'rose-head', gen: 'flash-rose-head', simple: undefined };
}

/** Big blooms that frame a subject in Japanese work (a hannya mask with peonies). */
export const FRAMING = new Set(['peony']);

// where framing blooms sit round the subject (shares of S from the centre) and their size
const FRAME_SPOTS: [number, number, number, number][] = [
  [-0.33, 0.26, 0.54, -10],
  [0.35, 0.2, 0.48, 12],
  [0.02, 0.42, 0.38, 4],
];

/** "A hannya mask with peonies": the peonies large, behind the subject at its lower sides (and
 *  one under it when several are asked), so they frame it rather than float as
 *  small accents above it. */
export function bloomsFraming(env: TRelationEnv, main: TRelated, flowers: TRelated): void {
  const { cx, cy, S } = env;
  const n = flowers.count > 1 ? FRAME_SPOTS.length : 1;
  for (const [dx, dy, k, rot] of FRAME_SPOTS.slice(0, n))
    env.draw(
      flowers.def,
      { cx: cx + dx * S, cy: cy + dy * S, size: S * k, rot, flip: dx > 0 },
      'back',
    );
  env.draw(main.def, { cx, cy: cy - S * 0.05, size: S * 0.8 }, 'front');
}

// a neo-traditional cluster under a head "framed by roses": dx, dy (shares of S from the
// centre), size, turn, and whether the bloom sits behind the subject
const CLUSTER: [number, number, number, number, boolean][] = [
  [0, 0.34, 0.4, 0, false],
  [-0.3, 0.28, 0.34, -16, false],
  [0.31, 0.27, 0.32, 14, false],
  [-0.47, 0.06, 0.27, -34, true],
  [0.48, 0.04, 0.26, 32, true],
];

/** "A wolf head framed by roses" in neo-traditional work: the head large and raised, the roses
 *  a cluster of big blooms under its jaw and round its lower sides (the outer ones behind it),
 *  so the head rises out of them, instead of a string of small roses across its neck. */
export function bloomCluster(env: TRelationEnv, main: TRelated, flowers: TRelated): void {
  const { cx, cy, S } = env;
  const n = flowers.count > 1 ? CLUSTER.length : 3;
  const spots = CLUSTER.slice(0, n);
  const ink = (c: (typeof CLUSTER)[number]) => autumnInk(flowers.def, CLUSTER.indexOf(c));
  for (const c of spots.filter((c) => c[4])) {
    const [dx, dy, k, rot] = c;
    env.draw(
      ink(c),
      { cx: cx + dx * S, cy: cy + dy * S, size: S * k, rot, flip: dx > 0 },
      'back',
    );
  }
  env.draw(main.def, { cx, cy: cy - S * 0.1, size: S * 0.9 }, 'front');
  if (ink(CLUSTER[0]) !== flowers.def) fallingLeaves(env, flowers.def);
  // the front blooms from the sides in, so the middle one overlaps its neighbours
  for (const c of spots.filter((c) => !c[4]).reverse()) {
    const [dx, dy, k, rot] = c;
    env.draw(
      ink(c),
      { cx: cx + dx * S, cy: cy + dy * S, size: S * k, rot, flip: dx > 0 },
      'front',
    );
  }
}

// leaves drifting down over a subject on a tall placement: dx, dy (shares of S), size, turn
const FALLING: [number, number, number, number][] = [
  [-0.3, -0.66, 0.2, -28],
  [0.26, -0.78, 0.16, 36],
  [0.3, 0.8, 0.17, -52],
];

/** Autumn leaves piled under a subject on a tall canvas (a thigh, a forearm) also fall above
 *  it and drift below, so the piece fills the length of the placement instead of sitting as a
 *  small round badge between empty paper. */
function fallingLeaves(env: TRelationEnv, leaf: TMotifDef): void {
  const { cx, cy, S, W, H } = env;
  if (H < W * 1.25) return;
  FALLING.forEach(([dx, dy, k, rot], i) =>
    env.draw(
      autumnInk(leaf, i + 1),
      { cx: cx + dx * S, cy: cy + dy * S, size: S * k, rot, flip: dx > 0 },
      'front',
    ),
  );
}
