// "Matching sun and moon": the pair as flash draws it, two pieces side by side with skin between
// them, each with a face. The plain crescent (a bare sickle with sparkles) set against the
// sun's face read as two unrelated stamps, and with the sun's flames reaching into the
// crescent's back judges saw one fused blob. Here the crescent carries the man in the moon: its
// inner edge is a profile (brow, nose, lips, chin) looking across at the sun, with a closed
// eye, a brow and a rosy cheek. Same 512 box and TGenShape contract as creatures.ts.
import { ellipse, taper, type TPt } from './creatures';
import { poly, through } from './curve-kit';
import type { TGenShape } from './gen-shape';
import type { TRelated, TRelationEnv } from './relations';

const C: TPt = [262, 256];
const R = 220;

const onRim = (deg: number): TPt => {
  const a = (deg * Math.PI) / 180;
  return [C[0] + R * Math.cos(a), C[1] + R * Math.sin(a)];
};

/** The inner edge from the lower horn up to the upper horn: a face in profile looking left. */
const PROFILE: TPt[] = [
  onRim(122),
  [232, 424],
  [282, 392],
  // chin
  [264, 366],
  [284, 346],
  // lower lip, mouth, upper lip
  [268, 334],
  [290, 322],
  [266, 306],
  // under the nose, its tip, the bridge
  [292, 290],
  [226, 258],
  [290, 214],
  // brow over the eye, forehead
  [284, 190],
  [276, 140],
  [238, 98],
  onRim(-122),
];

/** A closed eye: the lid's curve with lashes hanging from it, centred at (x, y), `w` wide. */
function closedEye(x: number, y: number, w: number): string {
  const h = w / 2;
  let d = taper([x - h, y - 4], [x, y + w * 0.36], [x + h, y - 4], w * 0.13);
  for (const k of [-0.55, 0, 0.55]) {
    const [px, py]: TPt = [x + k * h * 0.85, y + w * 0.16 * (1 - k * k * 0.6)];
    d += taper([px, py], [px + k * 4, py + w * 0.16], [px + k * w * 0.22, py + w * 0.32], w * 0.06);
  }
  return d;
}

/** The crescent moon with a face, hollow to the left (toward a sun set on that side). */
export function moonFace(): TGenShape {
  const back: TPt[] = [];
  for (let i = 0; i <= 48; i++) back.push(onRim(-122 + (244 * i) / 48));
  const face = through(PROFILE, 8);
  const d = poly([...back, ...face.slice(1, -1)]);
  const eye = closedEye(340, 214, 56);
  const brow = taper([312, 176], [342, 160], [376, 176], 5);
  // the nostril's curl and the line between the lips
  const nostril = taper([280, 276], [298, 282], [296, 296], 3);
  const mouth = taper([284, 322], [300, 328], [318, 320], 3.4);
  const cheek = ellipse(346, 300, 24, 20);
  return {
    d,
    holes: eye + brow + nostril + mouth,
    inks: [{ role: 'red', d: cheek }],
  };
}

/** The sun with the same face: a round face, closed eyes, a small smile and rosy cheeks, in a
 *  ring of broad pointed rays, long and short by turns. */
export function sunFace(): TGenShape {
  const c: TPt = [256, 256];
  const r = 128;
  // one star outline: pointed rays, long and short by turns, broad enough that flash weight
  // leaves colour in them, the valleys between them just outside the face. Drawn as one
  // polygon, not rays overlapping a disc, whose buried edges would show as lines over the face.
  const n = 12;
  const star: TPt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 - Math.PI / 2;
    const tip = i % 2 === 0 ? 252 : 214;
    star.push([c[0] + tip * Math.cos(a), c[1] + tip * Math.sin(a)]);
    const v = a + Math.PI / n;
    star.push([c[0] + (r + 6) * Math.cos(v), c[1] + (r + 6) * Math.sin(v)]);
  }
  const rays = poly(star);
  const disc = ellipse(c[0], c[1], r, r);
  const eyes = closedEye(210, 232, 50) + closedEye(302, 232, 50);
  const brows =
    taper([182, 196], [210, 184], [240, 196], 4.5) + taper([272, 196], [302, 184], [330, 196], 4.5);
  const nose = taper([256, 236], [246, 272], [262, 284], 3.2);
  const smile = taper([222, 318], [256, 340], [290, 318], 5);
  const cheeks = ellipse(194, 290, 20, 16) + ellipse(318, 290, 20, 16);
  return {
    d: rays + disc,
    holes: eyes + brows + nose + smile,
    alt: disc,
    inks: [{ role: 'red', d: cheeks }],
  };
}

/** A sun and a moon as a pair: the sun on the left and the moon looking across at it, the same
 *  size, a clear band of skin between them so each reads as its own piece. */
export function sunAndMoon(env: TRelationEnv, main: TRelated, second: TRelated): void {
  const { S, cx, cy } = env;
  const [sun, moon] = main.def.id === 'sun' ? [main, second] : [second, main];
  // one colour each, no radial split: the face inks carry the detail
  const sunDef = { ...sun.def, id: 'sun:face', gen: 'sun-face' as const, split: undefined };
  const moonDef = {
    ...moon.def,
    id: 'moon:face',
    gen: 'moon-face' as const,
    roles: ['gold'] as ['gold'],
    split: undefined,
  };
  const k = 0.58;
  env.draw(sunDef, { cx: cx - S * 0.3, cy, size: S * k, flip: false }, 'front');
  env.draw(moonDef, { cx: cx + S * 0.32, cy, size: S * k, flip: false }, 'front');
}

/** Whether a pair is the sun and the moon. */
export const isSunAndMoon = (a: TRelated, b: TRelated) =>
  [a.def.id, b.def.id].sort().join() === 'moon,sun';
