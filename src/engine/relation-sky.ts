// "A whale flying through the sky with clouds": a creature of the sea swimming through the sky.
// The impossibility only reads when the sky is a place, not three cloud icons round a fish: the
// creature large and rising, a bank of billowing cloud behind it and another rolling past in
// front of its belly and tail (so it swims THROUGH them), sun rays fanning from behind the far
// bank and a few far-off birds, which make the sea creature's size and element unmistakable.
import { line } from './ornaments';
import { MOTIF_BY_ID, type TMotifDef } from './motifs';
import type { TRelated, TRelationEnv } from './relations';

// creatures of the water: drawn with clouds, they swim through the sky
export const SWIMMERS = new Set([
  'whale',
  'manta',
  'koi',
  'fish',
  'shark',
  'dolphin',
  'jellyfish',
  'turtle',
]);

/** Whether the pair is a sea creature with clouds (in either order). */
export function swimsInSky(main: TMotifDef, second: TMotifDef): boolean {
  return SWIMMERS.has(main.id) && second.id === 'cloud';
}

// clouds are soft: a light tonal body, no band of shadow pulled across each billow
const SOFT = { shading: 'none' } as const;

const f = (n: number) => String(Math.round(n * 10) / 10);

/** Sun rays fanning up from a point behind the far cloud bank: tapered fine lines. */
function sunRays(env: TRelationEnv, x: number, y: number, r0: number, r1: number): string {
  const { ctx } = env;
  let d = '';
  for (let i = 0; i <= 8; i++) {
    const a = Math.PI * (1.08 + (0.84 * i) / 8);
    const r = i % 2 ? r1 * 0.78 : r1;
    d += `M${f(x + Math.cos(a) * r0)} ${f(y + Math.sin(a) * r0)}L${f(x + Math.cos(a) * r)} ${f(y + Math.sin(a) * r)}`;
  }
  // the sun's upper rim showing over the bank
  const arc = `M${f(x - r0 * 0.8)} ${f(y)}A${f(r0 * 0.8)} ${f(r0 * 0.8)} 0 0 1 ${f(x + r0 * 0.8)} ${f(y)}`;
  return line(ctx, d, ctx.detail) + line(ctx, arc, ctx.detail);
}

/** The sky scene: far bank and sun behind, the swimmer large and rising, near bank in front. */
export function skySwim(env: TRelationEnv, main: TRelated, clouds: TRelated): void {
  const { S, cx, cy, W, H, margin } = env;
  const bank: TMotifDef = { ...clouds.def, id: `${clouds.def.id}:bank`, gen: 'cloud-bank' };
  const span = Math.min(S * 1.25, W - 2 * margin);
  // the layout mirrors the whole piece for its mirrored variations: drawn one way round here
  const side = 1;
  // the swimmer large, head raised as it rises through the sky (its head toward -side; the
  // drawing's own body already runs down to its head, so the turn is more than the rise)
  const whaleY = cy - S * 0.05;
  // the far bank behind its tail, the sun's rays fanning out of it
  const farY = cy - S * 0.14;
  const farX = cx + side * S * 0.26;
  env.back.push(sunRays(env, farX + side * S * 0.06, farY - S * 0.1, S * 0.1, S * 0.34));
  env.draw(bank, { cx: farX, cy: farY, size: span * 0.66, free: true }, 'back', SOFT);
  env.draw(main.def, { cx, cy: whaleY, size: S * 1.04, rot: side * 26 }, 'front');
  // the near bank rolls past in front of its belly and fin, lower and wider
  const nearY = Math.min(cy + S * 0.2, H - margin - S * 0.14);
  env.draw(
    bank,
    { cx: cx - side * S * 0.04, cy: nearY, size: span, flip: true, free: true },
    'front',
    SOFT,
  );
  // a few far-off birds over the far bank, small and open as flash draws what is far away
  const bird = MOTIF_BY_ID.get('seagull');
  if (bird)
    [
      [0.3, -0.44, 0.1],
      [0.44, -0.36, 0.07],
    ].forEach(([dx, dy, k]) =>
      env.draw(
        bird,
        { cx: cx - side * S * dx, cy: cy + S * dy, size: S * k, flip: true },
        'front',
        { shading: 'none', light: true },
      ),
    );
}

/** A moon or sun with a landscape (a mountain range, a wave): it hangs in the open sky over the
 *  landscape, clear of it, rather than overlapping its edge or tucked behind it as a badge. */
export function skyOverLandscape(env: TRelationEnv, land: TMotifDef, sky: TMotifDef): void {
  const { S, cx, cy } = env;
  env.draw(land, { cx, cy: cy + S * 0.14, size: S * 0.94 }, 'front');
  // risen between the tallest peak and the one to its right, just clear of both slopes: a
  // one-line drawing then joins it on a short stroke, not a long tether across the sky
  env.draw(sky, { cx: cx + S * 0.27, cy: cy - S * 0.25, size: S * 0.2 }, 'front');
}
