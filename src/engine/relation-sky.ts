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

/** The sky scene: far banks and sun behind, the swimmer large and rising through them, a bank
 *  swallowing its tail and a cloud rolling past its fin in front, so clouds wrap round it. */
export function skySwim(env: TRelationEnv, main: TRelated, clouds: TRelated): void {
  const { S, cx, W, H, margin } = env;
  // the scene sits a little low: the sun and birds take the open sky above
  const cy = env.cy + S * 0.08;
  const bank: TMotifDef = { ...clouds.def, id: `${clouds.def.id}:bank`, gen: 'cloud-bank' };
  const span = Math.min(S * 1.25, W - 2 * margin);
  const low = (y: number) => Math.min(y, H - margin - S * 0.1);
  // the layout mirrors the whole piece for its mirrored variations: drawn one way round here
  const side = 1;
  // the far bank high over the head with the sun's rays fanning out of it: the flukes rise
  // against open sky, where a bank behind them would merge with their dark tone
  const farY = cy - S * 0.24;
  const farX = cx - side * S * 0.2;
  env.back.push(sunRays(env, farX + side * S * 0.04, farY - S * 0.06, S * 0.09, S * 0.26));
  env.draw(bank, { cx: farX, cy: farY, size: span * 0.5, free: true }, 'back', SOFT);
  // the swimmer large, head raised a little as it rises (its stock arches the flukes up already)
  env.draw(main.def, { cx, cy: cy - S * 0.05, size: S * 1.02, rot: side * 7 }, 'front');
  // in front: a bank the flipper dips into under the belly and a puff under the throat, low
  // enough that the head, the flipper's root and the whole raised tail stay clear to read
  const finAt = { cx: cx + side * S * 0.22, cy: low(cy + S * 0.3), size: span * 0.4 };
  env.draw(bank, { ...finAt, flip: true, free: true }, 'front', SOFT);
  const throatAt = { cx: cx - side * S * 0.36, cy: low(cy + S * 0.13), size: span * 0.26 };
  env.draw(bank, { ...throatAt, free: true }, 'front', SOFT);
  // a few far-off birds over the far bank, small and open as flash draws what is far away
  const bird = MOTIF_BY_ID.get('seagull');
  if (bird)
    [
      [0.4, -0.36, 0.08],
      [0.3, -0.42, 0.06],
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
