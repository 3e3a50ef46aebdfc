// The traditional ribbon banner: a curved band with folded, notched tails, lettering along it.
import type { TFontId } from './assets';
import { sw, type TCtx } from './context';
import { curvedText, layoutText } from './lettering';
import { mix } from './palettes';
import { bbox, toD, type TBox } from './path';
import { inked } from './ornaments';

const f = (n: number) => String(Math.round(n * 10) / 10);
const P = (x: number, y: number) => `${f(x)} ${f(y)}`;

/** Smallest cap height, mm, that stays readable as the lines spread (tattoo-domain §2.5). */
export const MIN_LETTER_MM: Record<TFontId, number> = {
  sans: 4,
  typewriter: 5,
  blackletter: 6,
  script: 7,
};

export function letterFill(ctx: TCtx, d: string): string {
  const ink = ctx.palette.ink;
  if (ctx.stencil)
    return `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${sw(ctx.mm(0.5))}" stroke-linejoin="round"/>`;
  // a 0.5 mm stroke keeps hairlines of script and blackletter at the tattooable minimum
  return `<path d="${d}" fill="${ink}" stroke="${ink}" stroke-width="${sw(ctx.mm(0.5))}" stroke-linejoin="round"/>`;
}

export function banner(
  ctx: TCtx,
  cx: number,
  cy: number,
  bw: number,
  bh: number,
  sag: number,
  text: string,
  fontId: TFontId,
  tilt = 0,
): { svg: string; box: TBox; textBox: TBox } {
  const pal = ctx.palette;
  const bandFill = pal.inkOnly ? pal.paper : mix(pal.roles.bone, '#ffffff', 0.35);
  const tailFill = pal.inkOnly ? pal.paper : pal.roles.red;
  const foldFill = pal.inkOnly ? pal.ink : mix(tailFill, pal.ink, 0.55);
  const ow = Math.max(ctx.detail, ctx.outline * 0.75);
  const L = cx - bw / 2;
  const R = cx + bw / 2;
  const top = cy - bh / 2;
  const bot = cy + bh / 2;
  const drop = bh * 0.42;
  const tl = bh * 1.25;
  const lift = -bh * 0.12;
  let s = '';
  for (const side of [-1, 1]) {
    const X = side === -1 ? L : R;
    const o = -side; // inward direction
    const t = [
      [X + o * bh * 0.55, top + drop],
      [X - o * tl, top + drop + lift],
      [X - o * (tl - bh * 0.42), cy + drop + lift],
      [X - o * tl, bot + drop + lift],
      [X + o * bh * 0.55, bot + drop],
    ];
    s += inked(ctx, 'M' + t.map(([x, y]) => P(x, y)).join('L') + 'Z', tailFill, ow);
    s += inked(
      ctx,
      `M${P(X, top + drop)}L${P(X, bot)}L${P(X + o * bh * 0.55, bot + drop)}Z`,
      foldFill,
      ow,
    );
  }
  const band = `M${P(L, top)}Q${P(cx, top + 2 * sag)} ${P(R, top)}L${P(R, bot)}Q${P(cx, bot + 2 * sag)} ${P(L, bot)}Z`;
  s += inked(ctx, band, bandFill, ow);
  // shading line under the top edge for the ribbon's curl
  if (!ctx.stencil && !pal.inkOnly)
    s += `<path d="M${P(L + bh * 0.3, top + ow * 1.6)}Q${P(cx, top + 2 * sag + ow * 1.6)} ${P(R - bh * 0.3, top + ow * 1.6)}" fill="none" stroke="${mix(bandFill, pal.ink, 0.25)}" stroke-width="${sw(ctx.mm(0.8))}" stroke-linecap="round"/>`;
  // fit the lettering in the band
  const run = layoutText(text, fontId, 100, fontId === 'sans' ? 0.06 : 0.01);
  const capRatio = run.capHeight / 100;
  const usable = bw - bh * 0.5;
  let size = Math.min(
    (bh * (fontId === 'script' ? 0.5 : 0.52)) / capRatio,
    (usable / Math.max(1, run.width)) * 100,
  );
  size = Math.max(size, 1);
  const midY = cy + sag; // curve midline at the centre
  const baselineOffset = (run.capHeight * size) / 100 / 2;
  const p0: [number, number] = [L + bh * 0.2, cy];
  const p2: [number, number] = [R - bh * 0.2, cy];
  const c: [number, number] = [cx, cy + 2 * sag];
  void midY;
  const glyphs = curvedText(
    text,
    fontId,
    size,
    p0,
    c,
    p2,
    baselineOffset,
    fontId === 'sans' ? 0.06 : 0.01,
  );
  s += letterFill(ctx, toD(glyphs));
  const box = {
    x: L - tl,
    y: top + Math.min(0, 2 * sag),
    w: bw + 2 * tl,
    h: bh + drop + Math.abs(2 * sag),
  };
  const g = tilt ? `<g transform="rotate(${f(tilt)} ${f(cx)} ${f(cy)})">${s}</g>` : `<g>${s}</g>`;
  // the lettering's own box, turned with the tilt, so layout can keep other strokes off it
  const gb = bbox(glyphs);
  const a = (tilt * Math.PI) / 180;
  const corners = [
    [gb.x, gb.y],
    [gb.x + gb.w, gb.y],
    [gb.x, gb.y + gb.h],
    [gb.x + gb.w, gb.y + gb.h],
  ].map(([x, y]) => [
    cx + (x - cx) * Math.cos(a) - (y - cy) * Math.sin(a),
    cy + (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a),
  ]);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const textBox = {
    x: Math.min(...xs),
    y: Math.min(...ys),
    w: Math.max(...xs) - Math.min(...xs),
    h: Math.max(...ys) - Math.min(...ys),
  };
  return { svg: g, box, textBox };
}

/** Height of lettering in mm that a banner of this size gives, for reporting and checks. */
export function bannerCapMm(
  ctx: TCtx,
  bw: number,
  bh: number,
  text: string,
  fontId: TFontId,
): number {
  const run = layoutText(text, fontId, 100, fontId === 'sans' ? 0.06 : 0.01);
  const capRatio = run.capHeight / 100;
  const size = Math.min((bh * 0.52) / capRatio, ((bw - bh * 0.5) / Math.max(1, run.width)) * 100);
  return (size * capRatio) / ctx.canvas.unitsPerMm;
}
