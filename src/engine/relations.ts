// Phase: layout of related subjects. The relation read from the prompt ("wrapped around",
// "rising from", "inside", "holding", "above", "crying", a pair, "with" accents) decides where
// each subject goes and how big it is; the secondary subject is smaller unless asked otherwise.
import { sw, type TCtx } from './context';
import { isLandscape, type TMotifDef } from './motifs';
import { autumnInk } from './relation-flowers';
import { coiledRoundBlooms, coilsAmong } from './relation-coil';
import { blossomsOnBough, peakInTrough, rowWith, standOnRock } from './relation-ground';
import { circleD, line } from './ornaments';
import {
  afloat,
  balloonOf,
  dewOn,
  fishingLine,
  FLOATS,
  fistHolding,
  heldInFist,
  serpentFrom,
  takesDew,
} from './relation-acts';
import { BEAKS, feedingLayout } from './feeding';
import {
  bloomCluster,
  bloomsFraming,
  flowersWorn,
  FRAMING,
  PORTRAITS,
  WORN,
} from './relation-flowers';
import { stipple } from './etching';
import { DANDELION_GAP } from './dandelion';
import { galaxyTear } from './galaxy-tear';
import { hangingWatch, hangsAsWatch } from './relation-watch';
import { skyOverLandscape, skySwim, swimsInSky } from './relation-sky';
import { grownInBulb } from './bulb-tree';
import { liquidFill } from './grey-wash';
import { anatomical, youngOf } from './realism-motifs';
import { tearFrom } from './realism-eye';
import type { TBox, TPath } from './path';
import type { TRng } from './prng';
import type { TTreatOptions } from './treat';
import type { TRelation } from './understand';

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

const f = (n: number) => String(Math.round(n * 10) / 10);
const P = (x: number, y: number) => `${f(x)} ${f(y)}`;

// subjects that hold another inside them
const CONTAINERS: Record<string, { dy: number; k: number }> = {
  'light-bulb': { dy: -0.12, k: 0.4 },
  hourglass: { dy: 0.2, k: 0.3 },
  heart: { dy: -0.02, k: 0.42 },
  hand: { dy: 0.12, k: 0.3 },
  hamsa: { dy: 0.12, k: 0.3 },
  butterfly: { dy: 0, k: 0.3 },
  lotus: { dy: 0, k: 0.3 },
  mandala: { dy: 0, k: 0.34 },
  window: { dy: -0.1, k: 0.3 },
  deer: { dy: 0.05, k: 0.36 },
  'hot-air-balloon': { dy: -0.18, k: 0.48 },
  compass: { dy: 0, k: 0.3 },
  // a skull "on its back" sits on the thorax, as on a death's-head moth
  moth: { dy: -0.05, k: 0.2 },
  whale: { dy: 0.02, k: 0.28 },
  manta: { dy: -0.04, k: 0.26 },
  // inside an astronaut is inside the visor
  astronaut: { dy: -0.31, k: 0.24 },
};
// tall plants that stand as a grove behind a subject drawn with them
const GROVES = new Set(['bamboo']);
// winged containers: what they carry is drawn once on each upper wing
const WINGED: Record<string, { dx: number; dy: number; k: number }> = {
  butterfly: { dx: 0.26, dy: -0.1, k: 0.19 },
};
// holders with a grip: where the held thing sits (offsets and size as a share of the holder)
const GRIPS: Record<string, { dx: number; dy: number; k: number }> = {
  // in the open hand's palm, at the web of the thumb
  hand: { dx: -0.08, dy: 0.1, k: 0.46 },
  // hung from the end of the lower right tentacle, big enough to read beside the body
  octopus: { dx: 0.26, dy: 0.34, k: 0.44 },
};
// things that hang and are draped over the subject they come with
const DRAPED = new Set(['rosary']);
// where a draped thing hangs on a holder that has somewhere to hang it (shares of the pair's
// size): a rosary loops round praying hands' wrists with its cross below, clear of the fingers
const DRAPE_ON: Record<string, { mainDy: number; mainK: number; dy: number; k: number }> = {
  'praying-hands': { mainDy: -0.14, mainK: 0.84, dy: 0.24, k: 0.58 },
};
// subjects that sit low as ground or a base
const GROUND = new Set([
  'rock',
  'branch',
  'water-lily',
  'wave',
  'flame',
  'mountain',
  'leaf',
  'cloud',
  'mushroom',
  'fern',
  'daisy',
  'flower',
  'rose',
  'peony',
]);
// ground drawings that already show several (the mushrooms icon is a cluster of three): asked
// for in the plural they are still one clump at the foot, not copies scattered round
const CLUSTERS = new Set(['mushroom']);
const SKY = new Set(['moon', 'sun', 'planet', 'galaxy', 'star', 'constellation']);
// subjects that look up at the sky (a wolf howling): in realism, whose drawing raises the head at
// its upper right, the moon rises large behind that head
const GAZERS = new Set(['howling-wolf']);
// things that fly: they go in the air around the main subject, never under it
const FLYERS = new Set([
  'swallow',
  'seagull',
  'bee',
  'butterfly',
  'dragonfly',
  'hummingbird',
  'dove',
  'raven',
  'bat',
  'star',
  'cloud',
]);

/** Lays out the main subject and its partners; returns false when the default layout applies. */
export function layoutRelated(
  env: TRelationEnv,
  asked: TRelation | undefined,
  main: TRelated,
  others: TRelated[],
): boolean {
  const { S, cx, cy, rng } = env;
  let relation = asked;
  const second = others[0];
  // one subject asked twice: a big one and a young one ("a bear and a cub")
  if (!second && main.count === 2) {
    const young = main.young ? youngOf(main.def, env.ctx.profile.fill === 'etch') : main.def;
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
  // a pocket watch with roses down a forearm: hung from its chain over them
  if (hangsAsWatch(env, main.def, second.def)) {
    hangingWatch(env, main.def, second.def);
    accents();
    return true;
  }
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
    } else if (FLYERS.has(second.def.id) && !FLYERS.has(main.def.id)) {
      env.draw(main.def, { cx, cy: cy + S * 0.04, size: S * 0.84 }, 'front');
      scatter(env, second, 0, Math.max(second.count, second.one ? 1 : 2), skyArc);
      accents();
      return true;
    } else if (GROVES.has(second.def.id) && !GROVES.has(main.def.id)) {
      // "a tiger and bamboo": a grove rises behind the subject on both sides, not over it (its
      // own drawing, clumps at the sides and the middle open)
      const grove = { ...second.def, id: `${second.def.id}:grove`, gen: 'bamboo-grove' as const };
      env.draw(grove, { cx, cy: cy - S * 0.02, size: S * 1.2 }, 'back');
      env.draw(main.def, { cx, cy: cy + S * 0.08, size: S * 0.8 }, 'front');
      accents();
      return true;
    }
  }
  switch (relation) {
    case 'wrap':
      if (second.def.kind === 'long' || main.def.kind === 'long') {
        const [coil, post] = second.def.kind === 'long' ? [main, second] : [second, main];
        drawWrap(env, coil.def, post.def);
        accents();
        return true;
      }
      break;
    case 'inside': {
      if (grownInBulb(env, main.def, second.def)) {
        accents();
        return true;
      }
      const [outer, inner] = CONTAINERS[main.def.id]
        ? [main, second]
        : CONTAINERS[second.def.id]
          ? [second, main]
          : [main, second];
      const c = CONTAINERS[outer.def.id] ?? { dy: 0, k: 0.38 };
      env.draw(outer.def, { cx, cy, size: S }, 'back');
      const wing = WINGED[outer.def.id];
      if (wing) {
        // a pattern on a butterfly's wings is on both wings, mirrored: its body is too thin to hold it
        for (const side of [-1, 1])
          env.draw(
            inner.def,
            { cx: cx + side * wing.dx * S, cy: cy + wing.dy * S, size: S * wing.k },
            'front',
          );
      } else env.draw(inner.def, { cx, cy: cy + c.dy * S, size: S * c.k }, 'front');
      accents();
      return true;
    }
    case 'framed': {
      // neo-traditional: a cluster of big blooms (or leaves) the subject rises out of
      if (env.ctx.profile.backdrop === 'ornament') {
        bloomCluster(env, main, second);
        accents();
        return true;
      }
      env.draw(main.def, { cx, cy: cy - S * 0.06, size: S * 0.72 }, 'front');
      wreath(env, second.def, Math.max(5, second.count + 2));
      accents();
      return true;
    }
    case 'rising': {
      if (second.def.id === 'snake' && main.def.id !== 'snake') {
        // a serpent's body can leave an opening: drawn coming out of it
        serpentFrom(env, main.def, env.ctx.palette.roles[second.def.roles[0]]);
        accents();
        return true;
      }
      if (!GROUND.has(second.def.id) && !GROUND.has(main.def.id)) {
        // "a snake coming out of the eye socket": the second emerges in front of the first
        env.draw(main.def, { cx: cx - S * 0.04, cy: cy + S * 0.06, size: S * 0.84 }, 'back');
        env.draw(
          second.def,
          { cx: cx + S * 0.14, cy: cy - S * 0.16, size: S * 0.6, rot: -10 },
          'front',
        );
        accents();
        return true;
      }
      const [riser, base] =
        GROUND.has(main.def.id) && !GROUND.has(second.def.id) ? [second, main] : [main, second];
      env.draw(base.def, { cx, cy: cy + S * 0.36, size: S * 0.62 }, 'back');
      env.draw(riser.def, { cx, cy: cy - S * 0.1, size: S * 0.86 }, 'front');
      accents();
      return true;
    }
    case 'holding': {
      if ((main.def.id === 'hand' || main.def.id === 'fist') && heldInFist(second.def.id)) {
        fistHolding(env, second.def);
        accents();
        return true;
      }
      const grip = GRIPS[main.def.id];
      if (grip) {
        const size = S * 0.92;
        env.draw(main.def, { cx, cy, size }, 'back');
        env.draw(
          second.def,
          { cx: cx + grip.dx * size, cy: cy + grip.dy * size, size: size * grip.k },
          'front',
        );
        accents();
        return true;
      }
      env.draw(main.def, { cx: cx - S * 0.06, cy: cy - S * 0.04, size: S * 0.92 }, 'back');
      env.draw(
        second.def,
        { cx: cx + S * 0.22, cy: cy + S * 0.3, size: S * 0.38, rot: rng.range(-10, 10) },
        'front',
      );
      accents();
      return true;
    }
    case 'crying': {
      const ctx = env.ctx;
      // realism's eye carries its brow above it: drawn larger so the eye itself keeps its size,
      // and the tear leaves its lower lid where the drawing says
      const real = main.def.id === 'eye' && anatomical(ctx, 'eye');
      const at = real
        ? { cx, cy: cy - S * 0.3, size: S * 0.74 }
        : { cx, cy: cy - S * 0.28, size: S * 0.62 };
      const eye = env.draw(main.def, at, 'front');
      // the tears leave the lower lid: a wide eye with lashes ends higher than a round one
      const from = real ? tearFrom()[1] : 0.8;
      const lid = Math.min(cy - S * 0.02, eye.y + eye.h * from);
      if (second.def.id === 'galaxy' && ctx.profile.fill === 'etch' && !ctx.palette.inkOnly) {
        // black-and-grey: the tear pours out as a dark stream and opens into the galaxy
        const r = Math.min(S * 0.4, (env.H - env.margin - (cy + S * 0.3)) / 0.62);
        env.front.push(galaxyTear(ctx, env.rng.fork('galaxy'), cx, lid, cx, cy + S * 0.3, r));
        accents();
        return true;
      }
      tearStream(env, cx, lid, cy + S * 0.3);
      env.draw(second.def, { cx, cy: cy + S * 0.36, size: S * 0.44 }, 'front');
      accents();
      return true;
    }
    case 'pair': {
      const k = 0.56;
      env.draw(main.def, { cx: cx - S * 0.27, cy, size: S * k }, 'front');
      env.draw(
        second.def,
        { cx: cx + S * 0.27, cy, size: S * k, flip: second.def.id === main.def.id },
        'front',
      );
      accents();
      return true;
    }
    case 'fishing': {
      // "an astronaut fishing on the moon": sitting on the second thing, a rod out over the
      // edge and a line down to the catch (a star when the seat is in the sky)
      const seat = second.def;
      // a crescent turns horns-up into a cradle to sit in
      const rot = seat.gen === 'crescent' ? -90 : 0;
      env.draw(seat, { cx: cx - S * 0.1, cy: cy + S * 0.3, size: S * 0.74, rot }, 'back');
      env.draw(main.def, { cx: cx - S * 0.14, cy: cy - S * 0.1, size: S * 0.6 }, 'front');
      fishingLine(env, cx + S * 0.04, cy + S * 0.02, SKY.has(seat.id));
      accents();
      return true;
    }
    case 'feeding': {
      // the beaked one feeds from the other, whichever was named first
      const [feeder, flower] = BEAKS[main.def.id] ? [main, second] : [second, main];
      if (!feedingLayout(env, feeder.def, flower.def)) break;
      accents();
      return true;
    }
    case 'made-of': {
      if (CONTAINERS[main.def.id] || CONTAINERS[second.def.id]) {
        // "a hot air balloon made of a skull": the second thing becomes part of the first
        const [outer, inner] = CONTAINERS[main.def.id] ? [main, second] : [second, main];
        if (outer.def.id === 'hot-air-balloon') {
          // the envelope IS the other thing: it floats over ropes and a basket
          balloonOf(env, inner.def);
          accents();
          return true;
        }
        const c = CONTAINERS[outer.def.id];
        env.draw(outer.def, { cx, cy, size: S }, 'back');
        env.draw(inner.def, { cx, cy: cy + c.dy * S, size: S * c.k * 1.15 }, 'front');
        return true;
      }
      // "a feather turning into birds": the feather lies on the diagonal, tip up and out, and its
      // tip breaks up into birds that fly on along its line, growing as they leave it
      const tipAngle = (-55 * Math.PI) / 180;
      const fc = { cx: cx - S * 0.14, cy: cy + S * 0.16 };
      const fs = S * 0.8;
      env.draw(
        main.def,
        { ...fc, size: fs, rot: main.def.kind === 'long' ? -55 - (main.def.axis ?? 45) : 0 },
        'front',
      );
      const tip = {
        x: fc.cx + Math.cos(tipAngle) * fs * 0.42,
        y: fc.cy + Math.sin(tipAngle) * fs * 0.42,
      };
      flyOn(env, second, tip, tipAngle, Math.max(3, Math.min(second.count, 5)));
      return true;
    }
    case 'above': {
      if (SKY.has(second.def.id) && GAZERS.has(main.def.id) && env.ctx.profile.fill === 'etch') {
        // realism's drawing (head raised at its upper right): the head against the disc, the
        // muzzle pointing into it
        env.draw(second.def, { cx: cx + S * 0.08, cy: cy - S * 0.12, size: S * 0.72 }, 'back');
        env.draw(main.def, { cx: cx - S * 0.08, cy: cy + S * 0.06, size: S * 0.88 }, 'front');
      } else if (SKY.has(second.def.id) && isLandscape(main.def.id)) {
        skyOverLandscape(env, main.def, second.def);
      } else if (SKY.has(second.def.id)) {
        // the moon or sun behind the main subject, upper corner
        env.draw(second.def, { cx: cx + S * 0.24, cy: cy - S * 0.26, size: S * 0.5 }, 'back');
        env.draw(main.def, { cx: cx - S * 0.06, cy: cy + S * 0.06, size: S * 0.86 }, 'front');
      } else if (FLYERS.has(second.def.id)) {
        env.draw(main.def, { cx, cy: cy + S * 0.06, size: S * 0.84 }, 'front');
        scatter(env, second, 0, Math.max(second.count, second.one ? 1 : 2), skyArc);
      } else if (second.def.id === 'rock') {
        standOnRock(env, main.def, second.def);
      } else if (GROUND.has(second.def.id) || second.def.kind !== 'figure') {
        const foot = {
          cx,
          cy: cy + S * 0.36,
          size: S * 0.66,
          rot: second.def.id === 'branch' ? -20 : 0,
        };
        // a clump growing at the foot stands in front of what rises behind it
        const clump = CLUSTERS.has(second.def.id);
        if (!clump) env.draw(second.def, foot, 'back');
        env.draw(main.def, { cx, cy: cy - S * 0.14, size: S * 0.7 }, 'front');
        if (clump) env.draw(second.def, foot, 'front');
      } else {
        env.draw(main.def, { cx, cy: cy - S * 0.18, size: S * 0.66 }, 'front');
        env.draw(second.def, { cx, cy: cy + S * 0.32, size: S * 0.42 }, 'back');
      }
      if (second.count > 1 && !CLUSTERS.has(second.def.id))
        scatter(env, second, 1, second.count - 1);
      accents();
      return true;
    }
    default:
      break;
  }
  // "with" a hanging thing (a rosary): it is draped over the main subject's lower half, its
  // loop round it and its cross hanging below, rather than set beside it as a small accent
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

/** A long limb (forearm, calf): the main subject large in the upper part and the plural
 *  flowers clustered over its foot, as a sleeve start is built, using the canvas's length. */
function bouquetBelow(env: TRelationEnv, main: TRelated, flowers: TRelated): void {
  const { cx, cy, S, W, H, margin, rng } = env;
  const big = Math.min(W - 2 * margin, S * 1.15);
  const top = Math.max(margin + big / 2, cy - big * 0.3);
  env.draw(main.def, { cx, cy: top, size: big }, 'back');
  const spots = [
    [-0.26, 0.62, 0.52],
    [0.28, 0.74, 0.48],
    [-0.02, 0.98, 0.5],
  ].slice(0, Math.max(2, Math.min(3, flowers.count)));
  for (const [dx, dy, k] of spots)
    env.draw(
      flowers.def,
      {
        cx: cx + dx * big,
        cy: Math.min(H - margin, top + dy * big),
        size: big * k,
        rot: rng.range(-15, 15),
        flip: dx > 0,
      },
      'front',
    );
}

// where flyers flank a tall subject, as shares of a half turn (-0.5 is straight up)
const FLANK_ARC = [-0.86, -0.14, -0.7, -0.3, -0.96, -0.04];
// tall subjects whose top is no perch for flyers
const TALL = new Set(['lighthouse', 'tower', 'castle', 'tree', 'tree-of-life']);

/** A place for a small accent of this size near (x, y), pulled toward the canvas centre until it
 *  sits inside the ellipse every variation's frame contains (oval, arch, cut-corner panel): an
 *  accent left on the frame's line reads as a slip, not as a planned break-out. */
export function insideFrame(
  env: TRelationEnv,
  x: number,
  y: number,
  size: number,
): [number, number] {
  const inset = env.margin + env.ctx.mm(4);
  const [ox, oy] = [env.W / 2, env.H / 2];
  const [rx, ry] = [env.W / 2 - inset, env.H / 2 - inset];
  // the accent's drawing fills about this much of its box out toward the frame
  const reach = size * 0.42;
  const fits = (px: number, py: number) => {
    const d = Math.hypot(px - ox, py - oy) || 1;
    const [ex, ey] = [px + ((px - ox) / d) * reach, py + ((py - oy) / d) * reach];
    return ((ex - ox) / rx) ** 2 + ((ey - oy) / ry) ** 2 <= 1;
  };
  let t = 1;
  while (t > 0.3 && !fits(ox + (x - ox) * t, oy + (y - oy) * t)) t -= 0.04;
  return [ox + (x - ox) * t, oy + (y - oy) * t];
}

/** Several small copies of an accent around the main subject, on an arc. */
/** Things flying on from a point along a line (birds leaving a feather's tip or a dandelion's
 *  seeds), alternately either side of it, growing as they leave; `step` scales the spacing. */
function flyOn(
  env: TRelationEnv,
  o: TRelated,
  tip: { x: number; y: number },
  angle: number,
  n: number,
  step = 1,
): void {
  const { S } = env;
  for (let i = 0; i < n; i++) {
    const a = angle + (i % 2 ? 1 : -1) * 0.22 * Math.min(1, i);
    const d = S * (0.1 + 0.14 * i) * step;
    env.draw(
      o.def,
      {
        cx: tip.x + Math.cos(a) * d,
        cy: tip.y + Math.sin(a) * d,
        size: S * (0.12 + 0.045 * i),
        rot: -8 + i * 5,
      },
      'front',
      FLYERS.has(o.def.id) ? { shading: 'none', light: true } : undefined,
    );
  }
}

/** "A dandelion with birds": the wind carries seeds out of the gap in the puff, and the birds fly
 *  on along the same curve, growing as they leave; the seeds are drawn big enough to read. */
function blownAway(env: TRelationEnv, dandelion: TMotifDef, birds: TRelated): void {
  const { S, cx, cy } = env;
  const at = { cx: cx - S * 0.26, cy: cy + S * 0.22, size: S * 0.62 };
  env.draw({ ...dandelion, gen: 'dandelion-bare' }, at, 'front');
  const [gx, gy] = DANDELION_GAP;
  const x = at.cx + (gx / 512 - 0.5) * at.size;
  const y = at.cy + (gy / 512 - 0.5) * at.size;
  const seed = { ...dandelion, id: `${dandelion.id}:seed`, gen: 'dandelion-seed' as const };
  const open = { shading: 'none', light: true } as const;
  // two seeds, then the birds as a loose flock further along the same rising line, spread either
  // side of it so they never stack; they grow as they leave and stay inside an oval frame
  const a = (-34 * Math.PI) / 180;
  const along = (d: number, side: number): [number, number] => [
    x + (Math.cos(a) * d - Math.sin(a) * side) * S,
    y + (Math.sin(a) * d + Math.cos(a) * side) * S,
  ];
  [0.1, 0.2].forEach((d, i) => {
    const [px, py] = along(d, 0);
    env.draw(seed, { cx: px, cy: py, size: S * (0.13 + 0.02 * i), rot: i * 20 }, 'front', open);
  });
  const flock: [number, number, number][] = [
    [0.38, -0.08, 0.17],
    [0.5, 0.12, 0.2],
    [0.66, -0.02, 0.23],
  ];
  for (const [d, side, k] of flock.slice(0, Math.max(2, Math.min(birds.count, 3)))) {
    const [px, py] = insideFrame(env, ...along(d, side), S * k);
    env.draw(birds.def, { cx: px, cy: py, size: S * k, rot: -10 }, 'front', open);
  }
}

function scatter(
  env: TRelationEnv,
  o: TRelated,
  slot: number,
  n = Math.max(1, o.count),
  arc: 'over' | 'flank' | false = false,
): void {
  const sky = arc !== false;
  const { S, cx, cy, rng } = env;
  // flying creatures in the sky are drawn light (see below), and big enough for their wings to
  // hold colour inside the lines
  const light = sky && FLYERS.has(o.def.id) && o.def.themes.includes('animals');
  const size = S * (n > 1 ? (light ? 0.3 : 0.24) : 0.34);
  const start = slot % 2 === 0 ? -0.95 : 0.3;
  for (let i = 0; i < n; i++) {
    // in the sky: spread over the top, or flanking a tall subject left and right in turn
    const a =
      arc === 'flank'
        ? Math.PI * FLANK_ARC[i % FLANK_ARC.length]
        : Math.PI *
          (sky
            ? n === 1
              ? -0.3 // one flyer comes in over the subject's upper right
              : -0.9 + (0.8 * i) / Math.max(1, n - 1)
            : start + (0.55 * i) / Math.max(1, n - 1) + (slot % 2 === 0 ? 0 : 0.4));
    const r = S * (light ? 0.58 : 0.52);
    const [x, y] = insideFrame(
      env,
      cx + Math.cos(a) * r,
      cy + Math.sin(a) * r,
      size * (1 - i * 0.12),
    );
    env.draw(
      o.def,
      { cx: x, cy: y, size: size * (1 - i * 0.12), rot: rng.range(-18, 18), flip: x > cx },
      'front',
      // a small flying creature's thin wings would fill with bold contours and a shadow band: it
      // is drawn light and open, as flash draws what is far off
      light ? { shading: 'none', light: true } : undefined,
    );
  }
}

/** A wreath of the partner motif round the lower part of the main subject. */
function wreath(env: TRelationEnv, def: TMotifDef, n: number): void {
  const { S, cx, cy } = env;
  const R = S * 0.46;
  for (let i = 0; i < n; i++) {
    const a = Math.PI * (0.1 + (0.8 * i) / (n - 1));
    const big = i === Math.floor(n / 2);
    env.draw(
      autumnInk(def, i),
      {
        cx: cx + Math.cos(a) * R,
        cy: cy + Math.sin(a) * R * 0.9,
        size: S * (big ? 0.34 : 0.26),
        rot: (a * 180) / Math.PI - 90,
      },
      'front',
    );
  }
}

/** A tear stream's ink: realism's glossy grey wash (stipple in black-only ink), else blue. */
function tearFill(ctx: TCtx, x0: number, x1: number): string {
  if (ctx.profile.fill === 'etch')
    return ctx.palette.inkOnly ? stipple(ctx, 3) : liquidFill(ctx, x0, x1);
  return ctx.palette.inkOnly ? ctx.palette.ink : ctx.palette.roles.blue;
}

/** Tears running from the eye down to what it cries: two tapered streams with drops. */
function tearStream(env: TRelationEnv, x: number, y0: number, y1: number): void {
  const { ctx } = env;
  const w = Math.max(ctx.mm(2.5), (y1 - y0) * 0.08);
  const d = `M${P(x - w, y0)}C${P(x - w * 1.4, (y0 + y1) / 2)} ${P(x - w * 2.2, y1 - w)} ${P(x - w * 0.4, y1)}L${P(x + w * 0.4, y1)}C${P(x + w * 2.2, y1 - w)} ${P(x + w * 1.4, (y0 + y1) / 2)} ${P(x + w, y0)}Z`;
  if (ctx.stencil) env.front.push(line(ctx, d));
  else
    env.front.push(
      `<path d="${d}" fill="${tearFill(ctx, x - w * 2.2, x + w * 2.2)}" stroke="${ctx.palette.ink}" stroke-width="${sw(ctx.detail)}" stroke-linejoin="round"/>`,
    );
  for (const [dx, dy, r] of [
    [-w * 3, (y0 + y1) / 2, w * 0.5],
    [w * 3.2, y0 + (y1 - y0) * 0.7, w * 0.4],
  ])
    env.front.push(
      ctx.stencil
        ? line(ctx, circleD(x + dx, dy, r))
        : `<path d="${circleD(x + dx, dy, r)}" fill="${ctx.palette.ink}"/>`,
    );
}

/** A serpent coiled round an upright blade: back turns behind it, front turns over it. */
function drawWrap(env: TRelationEnv, coil: TMotifDef, post: TMotifDef): void {
  const { ctx, S, cx, cy } = env;
  const top = cy - S * 0.42;
  const bottom = cy + S * 0.3;
  const A = S * 0.2;
  const turns = 2.25;
  const pts: [number, number, boolean][] = [];
  const N = 90;
  for (let i = 0; i <= N; i++) {
    const t = (i / N) * turns * 2 * Math.PI;
    const y = bottom - (i / N) * (bottom - top);
    pts.push([cx + A * Math.sin(t), y, Math.cos(t) >= 0]);
  }
  const body = Math.max(ctx.mm(4), S * 0.07);
  const colour = ctx.palette.inkOnly ? ctx.palette.paper : ctx.palette.roles[coil.roles[0]];
  const run = (from: number, to: number) => {
    const seg = pts.slice(from, to + 1);
    const d = seg.map(([x, y], i) => `${i ? 'L' : 'M'}${P(x, y)}`).join('');
    const taper = Math.min(1, 0.35 + from / (N * 0.25));
    const bw = body * taper;
    if (ctx.stencil)
      return `<path d="${d}" fill="none" stroke="${ctx.palette.ink}" stroke-width="${sw(bw + ctx.mm(1.2))}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="#ffffff" stroke-width="${sw(Math.max(bw - ctx.mm(0.6), ctx.mm(1)))}" stroke-linecap="round" stroke-linejoin="round"/>`;
    return (
      `<path d="${d}" fill="none" stroke="${ctx.palette.ink}" stroke-width="${sw(bw + 2 * ctx.detail)}" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${sw(bw)}" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="${d}" fill="none" stroke="${ctx.palette.ink}" stroke-width="${sw(Math.max(ctx.mm(0.6), bw * 0.14))}" stroke-dasharray="${f(bw * 0.35)} ${f(bw * 0.45)}" transform="translate(0 ${f(bw * 0.22)})"/>`
    );
  };
  // the blade first, then the back turns under it... back turns are drawn before the post
  let i = 0;
  const backRuns: string[] = [];
  const frontRuns: string[] = [];
  while (i < N) {
    let j = i;
    while (j < N && pts[j + 1][2] === pts[i][2]) j++;
    (pts[i][2] ? frontRuns : backRuns).push(run(Math.max(0, i - 1), Math.min(N, j + 1)));
    i = j + 1;
  }
  env.back.push(backRuns.join(''));
  env.draw(post, { cx, cy, size: S * 1.05, rot: 90 - (post.axis ?? 45) }, 'back');
  env.front.push(frontRuns.join(''));
  // the head rising over the pommel, looking out
  const [hx, hy] = pts[N];
  const hw = body * 1.5;
  const head = `M${P(hx - hw * 0.55, hy + hw * 0.4)}C${P(hx - hw * 0.8, hy - hw * 0.4)} ${P(hx - hw * 0.2, hy - hw * 1.3)} ${P(hx + hw * 0.2, hy - hw * 1.35)}C${P(hx + hw * 0.7, hy - hw * 1.2)} ${P(hx + hw * 0.8, hy - hw * 0.3)} ${P(hx + hw * 0.55, hy + hw * 0.4)}Z`;
  if (ctx.stencil) env.front.push(line(ctx, head));
  else {
    env.front.push(
      `<path d="${head}" fill="${colour}" stroke="${ctx.palette.ink}" stroke-width="${sw(ctx.outline)}" stroke-linejoin="round"/>`,
    );
    env.front.push(
      `<path d="${circleD(hx - hw * 0.2, hy - hw * 0.6, hw * 0.14)}" fill="${ctx.palette.ink}"/>`,
    );
    env.front.push(
      `<path d="${circleD(hx + hw * 0.25, hy - hw * 0.6, hw * 0.14)}" fill="${ctx.palette.ink}"/>`,
    );
  }
  // forked tongue
  env.front.push(
    line(
      ctx,
      `M${P(hx, hy - hw * 1.3)}L${P(hx, hy - hw * 1.75)}M${P(hx, hy - hw * 1.75)}L${P(hx - hw * 0.18, hy - hw * 2)}M${P(hx, hy - hw * 1.75)}L${P(hx + hw * 0.18, hy - hw * 2)}`,
      ctx.detail,
    ),
  );
}
