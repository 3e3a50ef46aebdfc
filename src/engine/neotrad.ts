// The neo-traditional frame: an oval cartouche with a filled band, gold filigree scrolls curling
// off it, a cut gem at its crown, a pendant jewel hanging below, cabochons at the sides and a row
// of pearls, in three line weights (heavy band contour, medium filigree, fine inner line).
import type { TCtx } from './context';
import { circleD, inked, line } from './ornaments';
import { mix } from './palettes';
import type { TBox } from './path';
import { f, P } from './scene';

type TPt = [number, number];

/** A filigree scroll: a tapered spiral from a start point at angle a0 round its centre (cx, cy),
 *  turning `turns` times inward (dir +1 clockwise), `w0` wide at the start, a fine point inside. */
export function scrollD(
  cx: number,
  cy: number,
  r0: number,
  a0: number,
  turns: number,
  dir: 1 | -1,
  w0: number,
): string {
  const n = 36;
  const left: TPt[] = [];
  const right: TPt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = a0 + dir * t * turns * 2 * Math.PI;
    const r = r0 * (1 - 0.82 * t);
    const w = w0 * (1 - 0.85 * t) * 0.5;
    // the stroke's normal on a spiral is close to radial
    left.push([cx + (r + w) * Math.cos(a), cy + (r + w) * Math.sin(a)]);
    right.push([cx + (r - w) * Math.cos(a), cy + (r - w) * Math.sin(a)]);
  }
  const pts = [...left, ...right.reverse()];
  return `M${pts.map((p) => P(...p)).join('L')}Z`;
}

/** A cut gem seen from the front: a flat table, crown facets, a pointed pavilion. */
function gem(ctx: TCtx, x: number, y: number, r: number, colour: string): string {
  const pts = {
    tl: [x - r * 0.5, y - r * 0.55],
    tr: [x + r * 0.5, y - r * 0.55],
    l: [x - r, y - r * 0.1],
    rr: [x + r, y - r * 0.1],
    b: [x, y + r],
  } as const;
  const d = `M${P(...pts.tl)}L${P(...pts.tr)}L${P(...pts.rr)}L${P(...pts.b)}L${P(...pts.l)}Z`;
  let s = inked(ctx, d, colour, ctx.detail * 1.4);
  // facet lines and a white glint
  s += line(
    ctx,
    `M${P(...pts.l)}L${P(...pts.rr)}M${P(x - r * 0.25, y - r * 0.1)}L${P(...pts.b)}L${P(x + r * 0.25, y - r * 0.1)}M${P(x - r * 0.25, y - r * 0.1)}L${P(...pts.tl)}M${P(x + r * 0.25, y - r * 0.1)}L${P(...pts.tr)}`,
    ctx.detail,
  );
  if (!ctx.stencil)
    s += `<path d="M${P(x - r * 0.55, y - r * 0.2)}L${P(x - r * 0.35, y - r * 0.45)}L${P(x - r * 0.2, y - r * 0.2)}Z" fill="#ffffff"/>`;
  return s;
}

/** A round cabochon in a bezel, with a glint. */
function cabochon(ctx: TCtx, x: number, y: number, r: number, colour: string): string {
  let s = inked(
    ctx,
    circleD(x, y, r * 1.25),
    ctx.palette.inkOnly ? ctx.palette.paper : ctx.palette.roles.gold,
    ctx.detail * 1.4,
  );
  s += inked(ctx, circleD(x, y, r * 0.85), colour, ctx.detail);
  if (!ctx.stencil)
    s += `<circle cx="${f(x - r * 0.3)}" cy="${f(y - r * 0.3)}" r="${f(r * 0.22)}" fill="#ffffff"/>`;
  return s;
}

export function neoTradFrame(ctx: TCtx, main: TBox, band: string, jewel: string): string {
  const pal = ctx.palette;
  const gold = pal.inkOnly ? pal.paper : pal.roles.gold;
  const cx = main.x + main.w / 2;
  const cy = main.y + main.h / 2;
  const rx = main.w * 0.62;
  const ry = main.h * 0.66;
  const bandW = Math.max(ctx.mm(3.5), main.w * 0.055);
  const ring = (a: number, b: number) =>
    `M${P(cx - a, cy)}A${f(a)} ${f(b)} 0 1 1 ${P(cx + a, cy)}A${f(a)} ${f(b)} 0 1 1 ${P(cx - a, cy)}Z`;
  const at = (a: number, k = 0): TPt => [cx + (rx + k) * Math.cos(a), cy + (ry + k) * Math.sin(a)];
  let s = '';
  // filigree first, so the band's contour sits over the scrolls' roots: at each diagonal, where
  // a canvas has room, a large scroll and a small counter-scroll curl off the band
  const sr = Math.min(rx, ry) * 0.22;
  const sw0 = Math.max(ctx.mm(1.8), sr * 0.48);
  for (const a of [-0.75, -2.39, 0.75, 2.39].map((k) => k)) {
    const [ox, oy] = at(a);
    const [ux, uy] = [Math.cos(a), Math.sin(a)];
    const [tx, ty] = [-uy, ux];
    for (const [k, side, turns] of [
      [1, 1, 1.2],
      [0.55, -1, 1.1],
    ] as const) {
      const r = sr * k;
      // the centre sits out from the band and to one side along it
      const x = ox + ux * r * 0.95 + tx * side * r * 0.9;
      const y = oy + uy * r * 0.95 + ty * side * r * 0.9;
      const dir: 1 | -1 = side === 1 ? -1 : 1;
      s += inked(
        ctx,
        scrollD(x, y, r, Math.atan2(oy - y, ox - x), turns, dir, sw0 * k),
        gold,
        ctx.detail,
      );
    }
  }
  // the band: heavy outer contour, a tinted field, a fine inner line
  const outer = ring(rx + bandW, ry + bandW);
  s += inked(ctx, outer, band, ctx.outline);
  s += inked(ctx, ring(rx, ry), mix(band, pal.paper, 0.5), ctx.detail);
  // pearls on the band
  const n = 24;
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n;
    if (Math.abs(Math.sin(a)) > 0.97 || Math.abs(Math.cos(a)) > 0.985) continue;
    const [x, y] = at(a, bandW / 2);
    s += inked(ctx, circleD(x, y, bandW * 0.22), pal.paper, ctx.detail);
  }
  // a cut gem at the crown, cabochons at the sides, a pendant hanging below
  const J = Math.max(ctx.mm(4.5), main.w * 0.075);
  const [gx, gy] = at(-Math.PI / 2, bandW / 2);
  s += gem(ctx, gx, gy - J * 0.1, J, jewel);
  for (const a of [0, Math.PI]) s += cabochon(ctx, ...at(a, bandW / 2), J * 0.45, jewel);
  const [bx, by] = at(Math.PI / 2, bandW * 0.5);
  const py = by - J * 0.2;
  s += inked(
    ctx,
    `M${P(bx, py)}C${P(bx + J * 0.7, py + J * 0.5)} ${P(bx + J * 0.5, py + J * 1.4)} ${P(bx, py + J * 1.5)}C${P(bx - J * 0.5, py + J * 1.4)} ${P(bx - J * 0.7, py + J * 0.5)} ${P(bx, py)}Z`,
    jewel,
    ctx.detail * 1.4,
  );
  if (!ctx.stencil)
    s += `<circle cx="${f(bx - J * 0.18)}" cy="${f(py + J * 0.6)}" r="${f(J * 0.12)}" fill="#ffffff"/>`;
  return s;
}
