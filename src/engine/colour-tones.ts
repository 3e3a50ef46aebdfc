// A drawing's own modelling in colour work (a neo-traditional face: shadow under the brow, down
// the turned-away cheek and under the jaw, light on the nose and cheekbone). The body's flat
// fill and edge band cannot guess a face's planes, so the drawing lays its tone patches itself:
// t > 0 deepens the body colour toward the ink, t < 0 lifts it toward white; all patches share
// one blur so they melt into smooth graded shading, clipped to the silhouette.
import { type TCtx } from './context';
import { blurFilter } from './grey-wash';
import { mix } from './palettes';
import { toD, type TBox, type TPath } from './path';

export function colourTones(
  ctx: TCtx,
  m: {
    tones?: { t: number; path: TPath }[];
    toneBlur?: number;
    box: TBox;
    colors: [string, string?];
  },
  size: number,
  clipId: string,
): string {
  if (!m.tones?.length) return '';
  const base = m.colors[0];
  const blur = blurFilter(ctx, m.box, size * 0.012 * (m.toneBlur ?? 1));
  const patches = m.tones.map((k) => {
    const c = k.t >= 0 ? mix(base, ctx.palette.ink, k.t * 0.75) : mix(base, '#ffffff', -k.t);
    return `<path d="${toD(k.path)}" fill="${c}"/>`;
  });
  return `<g clip-path="url(#${clipId})"><g filter="url(#${blur})">${patches.join('')}</g></g>`;
}
