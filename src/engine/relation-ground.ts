// Phase helper for relations.ts: subjects set on a ground or in a row. Something on a rock
// stands on its top ledge (in surf when it belongs to the sea); a row of moon phases runs under
// the main subject; a mountain sits small in the great wave's trough; blossoms open along a bough.
import { BRANCH_SPOTS } from './branch';
import { WAVE_FUJI, WAVE_SKY } from './great-wave';
import { sourceShape } from './motif-place';
import { MOTIF_BY_ID, type TMotifDef } from './motifs';
import { circleD, inked } from './ornaments';
import { mix } from './palettes';
import type { TRelated, TRelationEnv } from './relations';

// things of the sea: a rock under them stands in breaking surf
const SEA = new Set(['lighthouse', 'ship', 'anchor', 'mermaid']);

/** Standing on a rock ("a lighthouse on a rock"): the rock wide under it, its foot on the rock's
 *  top ledge; a sea subject's rock stands in surf breaking across its foot. */
export function standOnRock(env: TRelationEnv, main: TMotifDef, rock: TMotifDef): void {
  const { S, cx, cy } = env;
  const sea = SEA.has(main.id);
  const surfDef = MOTIF_BY_ID.get('surf');
  // the rock's top ledge at the middle (with surf) or a little under it
  const rockAt = { cx, cy: cy + S * (sea ? 0.18 : 0.32), size: S * 0.72 };
  const rockBox = env.draw(rock, rockAt, 'back');
  const ledge = rockBox.y;
  // the main subject's height from its own proportions, so its foot lands on the ledge
  const box = sourceShape(main, env.rng.fork('rock'), false).box;
  const top = cy - S * 0.5;
  const h = ledge + S * 0.02 - top;
  const size = Math.min(S * 0.8, (h * Math.max(box.w, box.h)) / box.h);
  env.draw(
    main,
    { cx, cy: ledge + S * 0.02 - (size * box.h) / Math.max(box.w, box.h) / 2, size },
    'front',
  );
  // the surf's crests break over the rock's lower half, the water line along the piece's foot
  if (sea && surfDef)
    env.draw(surfDef, { cx, cy: rockBox.y + rockBox.h * 0.92, size: S * 0.76 }, 'front');
}

// rows that run across the piece under or over the main subject
const BANDS = new Set(['moon-phases']);

/** A row (moon phases) under the main subject, or over the other subject when the row leads;
 *  false when neither is a row. */
export function rowWith(env: TRelationEnv, main: TRelated, second: TRelated): boolean {
  const { S, cx, cy } = env;
  const band = BANDS.has(second.def.id) ? second : BANDS.has(main.def.id) ? main : undefined;
  if (!band) return false;
  const other = band === second ? main : second;
  const below = band === second ? 1 : -1;
  env.draw(other.def, { cx, cy: cy - below * S * 0.12, size: S * 0.78 }, 'front');
  // small moons in a row, clear of the subject: a lighter line keeps the phases apart and their
  // shadows clear
  env.draw(band.def, { cx, cy: cy + below * S * 0.48, size: S * 1.15 }, 'front', {
    shading: 'none',
    light: true,
  });
  return true;
}

const PEAKS = new Set(['mount-fuji', 'mountain']);

/** "The great wave with Mount Fuji": the wave large, the mountain small and far off in its
 *  trough under the curling lip, behind the water (its foot hidden by the trough), as in
 *  Hokusai's print; false unless one is the wave and the other a mountain. */
export function peakInTrough(env: TRelationEnv, main: TRelated, second: TRelated): boolean {
  const [wave, peak] =
    main.def.id === 'wave' ? [main, second] : second.def.id === 'wave' ? [second, main] : [];
  if (!wave || !peak || !PEAKS.has(peak.def.id)) return false;
  const { S, cx, cy } = env;
  const src = sourceShape(wave.def, env.rng.fork('trough'), false).box;
  const box = env.draw(wave.def, { cx, cy, size: S * 0.98 }, 'front');
  // the print's Fuji (snow cap, jagged snow line), not the stock mountain icon, which read as a
  // box that small; where the wave's drawing puts it, mapped into the drawn wave
  const fuji: TMotifDef = { ...peak.def, id: 'wave-fuji', gen: 'wave-fuji', icon: undefined };
  const k = box.w / src.w;
  const at = (x: number, y: number) => [box.x + (x - src.x) * k, box.y + (y - src.y) * k];
  const pal = env.ctx.palette;
  const [sx, sy] = at(WAVE_SKY.cx, WAVE_SKY.cy);
  const sky = pal.inkOnly ? pal.paper : mix(pal.paper, '#ffffff', 0.4);
  env.back.push(inked(env.ctx, circleD(sx, sy, WAVE_SKY.r * k), sky, env.ctx.detail));
  env.draw(
    fuji,
    {
      cx: at(WAVE_FUJI.cx, WAVE_FUJI.cy)[0],
      cy: at(WAVE_FUJI.cx, WAVE_FUJI.cy)[1],
      size: WAVE_FUJI.size * k,
    },
    'back',
  );
  return true;
}

/** "A cherry blossom branch": the bough large across the piece on its diagonal and the blossoms
 *  open along it, big and small (a single huge blossom over a sprig read as one flower, not a
 *  branch); false unless one is the blossom and the other the branch. */
export function blossomsOnBough(env: TRelationEnv, main: TRelated, second: TRelated): boolean {
  const [flower, branch] =
    main.def.id === 'branch' ? [second, main] : second.def.id === 'branch' ? [main, second] : [];
  if (!flower || !branch || flower.def.id !== 'cherry-blossom') return false;
  const { S, cx, cy, rng } = env;
  const src = sourceShape(branch.def, rng.fork('bough'), false).box;
  const box = env.draw(branch.def, { cx, cy, size: S * 1.05 }, 'back');
  const scale = box.w / src.w;
  for (const [x, y, k] of BRANCH_SPOTS)
    env.draw(
      flower.def,
      {
        cx: box.x + (x - src.x) * scale,
        cy: box.y + (y - src.y) * scale,
        size: 512 * scale * k,
        rot: rng.range(-30, 30),
      },
      'front',
      // small blossoms in flat colour and a lighter line: the full contour, its inner rim and
      // band shading would fill them black
      { light: true },
    );
  return true;
}
