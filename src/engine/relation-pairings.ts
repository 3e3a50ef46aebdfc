// Related-subject layouts for pairs that go together their own way whatever the relation word (a
// watch hung over roses, a sacred heart, a ship afloat, a snake coiled round blooms, ground under
// a subject and flyers round it). Run before the layouts by relation (relation-kinds.ts).

import { BEAKS, hoverAtBlooms } from './feeding';
import { isLandscape } from './motifs';
import { coiledRoundBlooms, coilsAmong } from './relation-coil';
import { blossomsOnBough, peakInTrough, rowWith } from './relation-ground';
import { afloat, dewOn, FLOATS, takesDew } from './relation-acts';
import { bloomsFraming, flowersWorn, FRAMING, PORTRAITS, WORN } from './relation-flowers';
import { hangingWatch, hangsAsWatch } from './relation-watch';
import { skySwim, swimsInSky } from './relation-sky';
import type { TRelation } from './understand';
import type { TRelated, TRelationEnv } from './relations';
import { CLUSTERS, FLYERS, GROUND, GROVES, LANDINGS, SKY } from './relation-sets';
import { blownAway, scatter } from './relation-scatter';

/** Lays out `main` with `second` when the pair has a way of its own; true when it did, else the
 *  relation to lay them out by (a ground or sky partner turns "with" into "above"). */
export function pairedLayout(
  env: TRelationEnv,
  asked: TRelation | undefined,
  main: TRelated,
  second: TRelated,
  others: TRelated[],
  accents: () => void,
  skyArc: 'flank' | 'over',
): true | TRelation | undefined {
  const { S, cx, cy } = env;
  let relation = asked;
  // "a hummingbird and flowers": it hovers at one, drinking (feeding.ts)
  if (
    (!relation || relation === 'with') &&
    BEAKS[main.def.id] &&
    WORN.has(second.def.id) &&
    !env.ctx.oneLine &&
    hoverAtBlooms(env, main, second)
  ) {
    accents();
    return true;
  }
  // a pocket watch with roses down a forearm: hung from its chain over them
  if (hangsAsWatch(env, main.def, second.def)) {
    hangingWatch(env, main.def, second.def);
    accents();
    return true;
  }
  // an anchor with a rope: the rope wound round its shank, one drawing (anchor.ts), never a
  // coil set beside it
  if (ropedAnchor(env, relation, main, second, accents)) return true;
  // the sacred heart: flames crown it, thorns bind it
  if (
    main.def.id === 'heart' &&
    others.some((o) => o.def.id === 'flame' || o.def.id === 'thorns')
  ) {
    const flame = others.find((o) => o.def.id === 'flame');
    const thorns = others.find((o) => o.def.id === 'thorns');
    if (flame) env.draw(flame.def, { cx, cy: cy - S * 0.34, size: S * 0.42 }, 'back');
    env.draw(main.def, { cx, cy: cy + S * 0.08, size: S * 0.78 }, 'front');
    if (thorns) env.draw(thorns.def, { cx, cy: cy + S * 0.02, size: S * 0.6, rot: -8 }, 'front');
    return true;
  }
  // a ship on (or in, or with) waves sits in the sea, the crests over its lower hull
  if (
    FLOATS.has(main.def.id) &&
    second.def.id === 'wave' &&
    (!relation || relation === 'with' || relation === 'above')
  ) {
    afloat(env, main.def, second.def);
    accents();
    return true;
  }
  // a row of moon phases runs under the main subject, or over the other one when it leads
  if ((!relation || relation === 'with' || relation === 'above') && rowWith(env, main, second)) {
    accents();
    return true;
  }
  // the great wave with Mount Fuji small in its trough
  if (
    (!relation || relation === 'with') &&
    (peakInTrough(env, main, second) || blossomsOnBough(env, main, second))
  ) {
    accents();
    return true;
  }
  // a portrait wears the flowers she comes with, over her veil
  if ((!relation || relation === 'with') && PORTRAITS.has(main.def.id) && WORN.has(second.def.id)) {
    flowersWorn(env, main, second);
    accents();
    return true;
  }
  // a snake with flowers coils round a big bloom, the others behind and before its body
  if ((!relation || relation === 'with') && coilsAmong(env.ctx, main, second)) {
    coiledRoundBlooms(env, main, second);
    accents();
    return true;
  }
  // big blooms frame the subject they come with, behind it at its sides
  if (
    (!relation || relation === 'with') &&
    FRAMING.has(second.def.id) &&
    !FRAMING.has(main.def.id) &&
    !GROUND.has(main.def.id)
  ) {
    bloomsFraming(env, main, second);
    accents();
    return true;
  }
  // a sea creature with clouds swims through a sky of them
  if (
    (!relation || relation === 'with' || relation === 'above') &&
    swimsInSky(main.def, second.def)
  ) {
    skySwim(env, main, second);
    accents();
    return true;
  }
  // ground under the main subject (a ship on waves), flyers in the air around it
  if (!relation || relation === 'with') {
    if (takesDew(main.def.id, second.def.id)) {
      dewOn(env, main.def, second.def, second.count);
      accents();
      return true;
    }
    if (
      (GROUND.has(second.def.id) && !GROUND.has(main.def.id) && second.count === 1) ||
      (CLUSTERS.has(second.def.id) && !CLUSTERS.has(main.def.id))
    )
      relation = 'above';
    // "a mountain range and moon": the moon in the sky over it
    else if (SKY.has(second.def.id) && isLandscape(main.def.id) && second.count === 1)
      relation = 'above';
    else if (FLYERS.has(second.def.id) && main.def.gen === 'dandelion' && !env.ctx.oneLine) {
      blownAway(env, main.def, second);
      accents();
      return true;
    } else if (LANDINGS[main.def.id]?.includes(second.def.id) && second.one) {
      // geometric work sets its symmetric bee square over the comb's middle, large
      const centred = env.ctx.profile.backdrop === 'geometry';
      env.draw(
        main.def,
        { cx: cx - S * (centred ? 0 : 0.06), cy: cy + S * 0.1, size: S * 0.8 },
        'back',
      );
      env.draw(
        second.def,
        centred
          ? { cx, cy: cy - S * 0.08, size: S * 0.8, rot: 0 }
          : { cx: cx + S * 0.2, cy: cy - S * 0.2, size: S * 0.5, rot: 0 },
        'front',
      );
      accents();
      return true;
    } else if (FLYERS.has(second.def.id) && !FLYERS.has(main.def.id)) {
      env.draw(main.def, { cx, cy: cy + S * 0.04, size: S * 0.84 }, 'front');
      scatter(env, second, 0, Math.max(second.count, second.one ? 1 : 2), skyArc);
      accents();
      return true;
    } else if (GROVES.has(second.def.id) && !GROVES.has(main.def.id)) {
      // "a tiger and bamboo": a grove rises behind the subject on both sides, not over it (its
      // own drawing, clumps at the sides and the middle open)
      const grove = { ...second.def, id: `${second.def.id}:grove`, gen: 'bamboo-grove' as const };
      // on a tall canvas (a thigh) the stalks rise high over the beast, which stands lower and
      // larger: together they fill the length instead of a square in the middle
      const tall = env.H > env.W * 1.25;
      env.draw(
        grove,
        { cx, cy: cy - S * (tall ? 0.12 : 0.02), size: S * (tall ? 1.5 : 1.2) },
        'back',
      );
      env.draw(
        main.def,
        { cx, cy: cy + S * (tall ? 0.27 : 0.08), size: S * (tall ? 0.92 : 0.8) },
        'front',
      );
      accents();
      return true;
    }
  }
  return relation;
}

/** "An anchor with a rope" (either named first): the anchor drawn with the rope wrapped round
 *  its shank in place of both; the other partners as accents. */
function ropedAnchor(
  env: TRelationEnv,
  relation: TRelation | undefined,
  main: TRelated,
  second: TRelated,
  accents: () => void,
): boolean {
  const ids = [main.def.id, second.def.id];
  if (!ids.includes('anchor') || !ids.includes('rope') || env.ctx.oneLine) return false;
  if (relation && relation !== 'with' && relation !== 'wrap') return false;
  const anchor = main.def.id === 'anchor' ? main : second;
  const def = { ...anchor.def, id: 'anchor:roped', gen: 'anchor-roped' as const };
  env.draw(def, { cx: env.cx, cy: env.cy, size: env.S * 1.2 }, 'front');
  accents();
  return true;
}
