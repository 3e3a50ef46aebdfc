// Phase: layout of related subjects. The relation read from the prompt ("wrapped around",
// "rising from", "inside", "holding", "above", "crying", a pair, "with" accents) decides where
// each subject goes and how big it is; the secondary subject is smaller unless asked otherwise.
import { type TCtx } from './context';
import { type TMotifDef } from './motifs';
import { youngOf } from './realism-motifs';
import { elephantFamilyAt } from './realism-calf';
import type { TBox, TPath } from './path';
import type { TRng } from './prng';
import type { TTreatOptions } from './treat';
import type { TRelation } from './understand';
import { pairedLayout } from './relation-pairings';
import { relationLayout } from './relation-kinds';
import { bouquetBelow, scatter } from './relation-scatter';
import { DRAPE_ON, DRAPED, FLYERS, GROUND, SKY, TALL } from './relation-sets';
import { drapedPair } from './praying-hands';

/** Subjects drawn as a walking parent and young one when asked with a cub (whole bodies; the
 *  heads alone read as cartoon faces). */
const FAMILY: Record<string, [TMotifDef['gen'], TMotifDef['gen']]> = {
  bear: ['bear-walking', 'bear-cub'],
};

export interface TPlaceAt {
  cx: number;
  cy: number;
  size: number;
  rot?: number;
  flip?: boolean;
  /** placed by its own box (a wide band of sea), not clamped as a square to the canvas */
  free?: boolean;
  /** source parts to leave out (see TPlace) */
  without?: (part: TPath) => boolean;
}

export interface TRelated {
  def: TMotifDef;
  count: number;
  young?: boolean;
  /** asked for as one ("with a bee"): not made a pair */
  one?: boolean;
}

export interface TRelationEnv {
  ctx: TCtx;
  rng: TRng;
  W: number;
  H: number;
  cx: number;
  cy: number;
  S: number;
  margin: number;
  /** draws a motif and returns its box; layer 'back' goes under the main motif */
  draw: (def: TMotifDef, at: TPlaceAt, layer: 'back' | 'front', opt?: TTreatOptions) => TBox;
  back: string[];
  front: string[];
  /** the variation (0-3) this layout is for, for layouts that lay out differently by it */
  variant?: number;
}

/** Blades asked for twice cross one another instead of standing apart. */
const CROSSED_PAIR = new Set(['dagger', 'sword', 'arrow']);

/** Lays out the main subject and its partners; returns false when the default layout applies. */
export function layoutRelated(
  env: TRelationEnv,
  asked: TRelation | undefined,
  main: TRelated,
  others: TRelated[],
): boolean {
  const { S, cx, cy } = env;
  let relation = asked;
  const second = others[0];
  // one subject asked twice: a big one and a young one ("a bear and a cub")
  if (!second && main.count === 2) {
    // two blades ("two swords") cross in a saltire through the centre, as flash draws them,
    // never lie side by side
    if (CROSSED_PAIR.has(main.def.id)) {
      // each slides up its own line (the X stays centred) so the blades, not the guards, cross
      const d = S * 0.16;
      const [sx, cy0] = [
        Math.sin((38 * Math.PI) / 180) * d,
        cy - Math.cos((38 * Math.PI) / 180) * d,
      ];
      for (const side of [-1, 1])
        env.draw(
          main.def,
          {
            cx: cx + side * sx,
            cy: cy0,
            size: S * 0.9,
            rot: 90 + side * 38 - (main.def.axis ?? 45),
            flip: false,
          },
          'back',
        );
      return true;
    }
    // a family the drawing has whole bodies for walks together: the parent striding, the young
    // one a step ahead of her, nearer us, so her head and hump stay clear
    const family = main.young ? FAMILY[main.def.id] : undefined;
    if (family) {
      const [adult, cub] = family.map((gen, i) => ({
        ...main.def,
        id: `${main.def.id}:${i ? 'young' : 'adult'}`,
        gen,
      }));
      env.draw(adult, { cx: cx + S * 0.03, cy: cy - S * 0.08, size: S * 0.98 }, 'back');
      env.draw(cub, { cx: cx - S * 0.27, cy: cy + S * 0.24, size: S * 0.54 }, 'front');
      return true;
    }
    const young = main.young ? youngOf(main.def, env.ctx.profile.fill === 'etch') : main.def;
    if (young.id === 'elephant:young') {
      // the calf a step ahead of its mother, pressed to her foreleg, her trunk over its neck:
      // both drawn in one frame, so placed together from it
      // the pair is wide and low, so it may span more than S across; inside the canvas as one
      // (each drawing pulled in on its own would part her trunk from the calf's back)
      const pad = env.margin;
      const room = Math.min(cx - pad, env.W - pad - cx, Math.min(cy - pad, env.H - pad - cy) * 1.2);
      const fam = elephantFamilyAt(cx, cy, Math.min(S * 1.08, 2 * room - 2));
      env.draw(main.def, fam.mother, 'back');
      env.draw(young, fam.calf, 'front');
      return true;
    }
    if (young !== main.def) {
      // a young one drawn as such (a calf side on) walks at its parent's heels, nearer us, so
      // the parent's head and trunk stay clear
      env.draw(main.def, { cx: cx - S * 0.1, cy: cy - S * 0.07, size: S * 0.86 }, 'back');
      env.draw(young, { cx: cx + S * 0.26, cy: cy + S * 0.2, size: S * 0.48 }, 'front');
      return true;
    }
    env.draw(main.def, { cx: cx - S * 0.14, cy: cy - S * 0.05, size: S * 0.76 }, 'back');
    env.draw(
      main.def,
      { cx: cx + S * 0.3, cy: cy + S * 0.2, size: S * (main.young ? 0.45 : 0.6) },
      'front',
    );
    return true;
  }
  if (!second) return false;
  const extra = others.slice(1);
  // flyers spread over the top, or flank a tall subject whose top they would sit on
  const skyArc = TALL.has(main.def.id) ? 'flank' : 'over';
  // accents that fly or shine go in the sky over the main subject
  const accents = () =>
    extra.forEach((o, i) =>
      scatter(
        env,
        o,
        i + 1,
        Math.max(1, o.count),
        FLYERS.has(o.def.id) || SKY.has(o.def.id) ? skyArc : false,
      ),
    );
  const paired = pairedLayout(env, relation, main, second, others, accents, skyArc);
  if (paired === true) return true;
  relation = paired;
  if (relationLayout(env, relation, main, second, accents, skyArc)) return true;
  // "with" a hanging thing (a rosary): it is draped over the main subject's lower half, its
  // loop round it and its cross hanging below, rather than set beside it as a small accent
  if (DRAPED.has(second.def.id) && main.def.gen === 'praying-hands') {
    // hung over the fingers in the hands' own frame, its cross between the cuffs; the pair
    // leans a little differently in each variation
    const at = drapedPair(cx, cy, S * 0.96, env.rng.pick([0, -7, 6, -4]));
    env.draw(main.def, at.hands, 'back');
    env.draw(
      // red beads and a gold crucifix, as flash paints them: dark beads in a heavy outline
      // read as one black rope
      {
        ...second.def,
        id: `${second.def.id}:draped`,
        gen: 'rosary-draped',
        roles: ['red', 'gold'],
      },
      at.beads,
      'front',
      // in flash's lighter line and flat colour: the bold contour and shadow band would bury
      // each bead (smaller than the band) in black
      { shading: 'none', light: true },
    );
    accents();
    return true;
  }
  if (DRAPED.has(second.def.id) && main.def.kind === 'figure') {
    const on = DRAPE_ON[main.def.id] ?? { mainDy: -0.1, mainK: 0.9, dy: 0.2, k: 0.66 };
    env.draw(main.def, { cx, cy: cy + S * on.mainDy, size: S * on.mainK }, 'back');
    env.draw(second.def, { cx, cy: cy + S * on.dy, size: S * on.k }, 'front');
    accents();
    return true;
  }
  // "with": accents smaller than the main subject, several when named in the plural
  if (others.some((o) => o.count > 1)) {
    if (env.H > env.W * 1.5 && others.length === 1 && GROUND.has(second.def.id)) {
      bouquetBelow(env, main, second);
      return true;
    }
    env.draw(main.def, { cx, cy, size: S * 0.8 }, 'front');
    others.forEach((o, i) => scatter(env, o, i));
    return true;
  }
  return false;
}

export { insideFrame } from './relation-scatter';
