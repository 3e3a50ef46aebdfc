// "A phoenix rising from ashes / flames": the bird stands over a bed of fire across the foot of
// the piece, its tail falling into the flames, instead of the icon flame's open arch behind it
// (whose two prongs read as the phoenix's legs). Japanese work sets its own fire round the
// phoenix (japanese-fire.ts) and is left to it.
import type { TMotifDef } from './motifs';
import type { TRelated, TRelationEnv } from './relations';

/** The flame subject drawn as the phoenix's bed of fire (its own id: shapes are cached by id). */
const fireBed = (flame: TMotifDef): TMotifDef => ({
  ...flame,
  id: 'phoenix-flames',
  gen: 'phoenix-flames',
  icon: undefined,
  split: undefined,
  roles: ['red', 'orange'],
});

/** The bed's height over its width (phoenix-flames.ts draws it about 512 x 235). */
const BED_ASPECT = 0.46;
/** The phoenix's width over its height (phoenix.ts, wings to tail). */
const PHOENIX_ASPECT = 0.58;

/** Lays out a phoenix rising from fire; false for any other pair (the general layout then). */
export function phoenixFromFire(env: TRelationEnv, riser: TRelated, base: TRelated): boolean {
  if (riser.def.id !== 'phoenix' || base.def.id !== 'flame') return false;
  if (env.ctx.profile.backdrop === 'japanese') return false;
  const { W, H, margin, cx } = env;
  const room = H - 2 * margin;
  // the later variations set the bird over a broader, higher blaze, its tongues the other way
  const broad = (env.variant ?? 0) >= 2;
  // the bird's tail falls into the top half of the fire, so the two read as one piece
  const bedW = Math.min(W - 2 * margin, room * (broad ? 0.8 : 0.62));
  const bedH = bedW * BED_ASPECT;
  const birdH = Math.min(room - bedH * 0.5, (W - 2 * margin) / PHOENIX_ASPECT);
  const top = margin + (room - birdH - bedH * 0.5) / 2;
  env.draw(
    fireBed(base.def),
    { cx, cy: top + birdH + bedH * 0.5 - bedH / 2, size: bedW, flip: broad },
    'back',
  );
  env.draw(riser.def, { cx, cy: top + birdH / 2, size: birdH }, 'front');
  return true;
}
