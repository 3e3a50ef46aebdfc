// Related-subject layouts by the relation read from the prompt: wrapped round, inside, framed by,
// rising from, holding, crying, a pair, fishing, feeding, made of, above.

import { isLandscape } from './motifs';
import { forestWindow } from './forest-window';
import { standOnRock } from './relation-ground';
import { balloonOf, fistHolding, heldInFist } from './relation-acts';
import { serpentFrom } from './relation-serpent';
import { BEAKS, feedingLayout } from './feeding';
import { bloomCluster } from './relation-flowers';
import { galaxyTear } from './galaxy-tear';
import { skyOverLandscape } from './relation-sky';
import { grownInBulb } from './bulb-tree';
import { fishingOn } from './relation-fishing';
import { seaInGlass } from './ocean-glass';
import { anatomical } from './realism-motifs';
import { tearFrom } from './realism-eye';
import type { TRelation } from './understand';
import type { TRelated, TRelationEnv } from './relations';
import { CLUSTERS, CONTAINERS, FLYERS, GAZERS, GRIPS, GROUND, SKY, WINGED } from './relation-sets';
import { perchOnBranch } from './relation-perch';
import { phoenixFromFire } from './relation-fire';
import { isSunAndMoon, sunAndMoon } from './sun-moon';
import { drawWrap, flyOn, scatter, tearStream, wreath } from './relation-scatter';

/** Lays out `main` and `second` as `relation` says; false when that relation has no layout for
 *  them (the "with" layouts then apply). */
export function relationLayout(
  env: TRelationEnv,
  relation: TRelation | undefined,
  main: TRelated,
  second: TRelated,
  accents: () => void,
  skyArc: 'flank' | 'over',
): boolean {
  const { S, cx, cy, rng } = env;
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
      if (grownInBulb(env, main.def, second.def) || seaInGlass(env, main.def, second.def)) {
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
      if (inner.def.id === 'tree' && outer.def.themes.includes('animals')) {
        // an animal with a forest inside: a treeline window on its body (double exposure)
        env.front.push(forestWindow(env.ctx, rng.fork('forest'), cx, cy + c.dy * S, c.k * S * 0.5));
        accents();
        return true;
      }
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
        serpentFrom(env, main.def, second.def);
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
      if (phoenixFromFire(env, riser, base)) {
        accents();
        return true;
      }
      // a back piece runs the back's length: the riser from the shoulders down, its base across
      // the small of the back, rather than the arm-sized pair lost in the middle of it (a Japanese
      // back piece sets its fire round the riser instead)
      if (env.ctx.canvas.heightMm >= 400 && env.ctx.profile.backdrop !== 'japanese') {
        const { H, margin } = env;
        env.draw(base.def, { cx, cy: cy + S * 0.44, size: S * 0.8 }, 'back');
        const size = Math.min(S * 1.2, H - 2 * margin);
        env.draw(riser.def, { cx, cy: cy - S * 0.1, size }, 'front');
        accents();
        return true;
      }
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
      if (isSunAndMoon(main, second) && !env.ctx.oneLine) {
        sunAndMoon(env, main, second);
        accents();
        return true;
      }
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
      fishingOn(env, main.def, second.def);
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
      if (perchOnBranch(env, main, second)) {
        accents();
        return true;
      }
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
  return false;
}
