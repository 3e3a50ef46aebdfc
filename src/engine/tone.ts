// Tattoo tone built from ink and skin, never grey wash: shared dot and line patterns, and the
// crescent masks that put shading along a motif's shadow side (the shape minus itself shifted
// toward the light).
import { sw, type TCtx } from './context';
import { signedArea, splitSubpaths, type TBox, type TPath } from './path';

const f1 = (n: number) => String(Math.round(n * 10) / 10);

/** Shared patterns (dots, hatching), created once per design. */
export function pattern(
  ctx: TCtx,
  kind:
    | 'dots'
    | 'dots-dense'
    | 'dots-sparse'
    | 'hatch'
    | 'hatch-cross'
    | 'lines'
    | 'cuts'
    | 'paper-dots',
): string {
  const id = `p-${kind}`;
  if (ctx.defs.some((d) => d.includes(`id="${id}"`))) return `url(#${id})`;
  const ink = ctx.palette.ink;
  const line = ctx.mm(0.55);
  if (kind === 'cuts') {
    // skin-coloured dashes across black: short strokes read as fur or feather cuts
    const paper = ctx.palette.paper;
    const sx = ctx.mm(3.2);
    const sy = ctx.mm(4.2);
    const lw = ctx.mm(0.6);
    ctx.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f1(sx)}" height="${f1(sy)}" patternTransform="rotate(-35)"><rect x="0" y="0" width="${f1(lw)}" height="${f1(sy * 0.62)}" rx="${f1(lw / 2)}" fill="${paper}"/><rect x="${f1(sx / 2)}" y="${f1(sy / 2)}" width="${f1(lw)}" height="${f1(sy * 0.62)}" rx="${f1(lw / 2)}" fill="${paper}"/></pattern>`,
    );
    return `url(#${id})`;
  }
  if (kind === 'paper-dots') {
    const r = ctx.mm(0.4);
    const s = ctx.mm(1.9);
    const paper = ctx.palette.paper;
    ctx.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f1(s)}" height="${f1(s)}"><circle cx="${f1(s / 4)}" cy="${f1(s / 4)}" r="${f1(r)}" fill="${paper}"/><circle cx="${f1((3 * s) / 4)}" cy="${f1((3 * s) / 4)}" r="${f1(r)}" fill="${paper}"/></pattern>`,
    );
    return `url(#${id})`;
  }
  if (kind === 'dots' || kind === 'dots-dense' || kind === 'dots-sparse') {
    const r = ctx.mm(kind === 'dots-dense' ? 0.4 : 0.32);
    const s = ctx.mm(kind === 'dots' ? 1.9 : kind === 'dots-dense' ? 1.3 : 3.1);
    ctx.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f1(s)}" height="${f1(s)}"><circle cx="${f1(s / 4)}" cy="${f1(s / 4)}" r="${f1(r)}" fill="${ink}"/><circle cx="${f1((3 * s) / 4)}" cy="${f1((3 * s) / 4)}" r="${f1(r)}" fill="${ink}"/></pattern>`,
    );
  } else {
    const s = ctx.mm(2.1); // 0.55 mm lines with 1.5 mm of skin between them
    const angle = kind === 'hatch' ? 45 : kind === 'hatch-cross' ? -45 : 0;
    ctx.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f1(s)}" height="${f1(s)}" patternTransform="rotate(${angle})"><rect y="0" width="${f1(s)}" height="${f1(line)}" fill="${ink}"/></pattern>`,
    );
  }
  return `url(#${id})`;
}

/** A mask's opening tag and its white ground, hugging the motif's box: resvg allocates a pixmap
 *  the size of the mask region, so smaller is faster. */
function maskOpen(id: string, box: TBox): string {
  const x = f1(box.x - 2);
  const y = f1(box.y - 2);
  const w = f1(box.w + 4);
  const h = f1(box.h + 4);
  return `<mask id="${id}" maskUnits="userSpaceOnUse" x="${x}" y="${y}" width="${w}" height="${h}"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff"/>`;
}

export function crescentMask(ctx: TCtx, pid: string, dx: number, dy: number, box: TBox): string {
  const id = ctx.nextId('m');
  ctx.defs.push(
    `${maskOpen(id, box)}<use href="#${pid}" transform="translate(${f1(dx)} ${f1(dy)})" fill="#000"/></mask>`,
  );
  return id;
}

/** Split a silhouette: outer shapes, small cut-outs (read as solid black details) and big
 *  cut-outs (stay open, ringed by a detail line). */
export function partsOf(path: TPath, box: TBox): { outer: TPath; fillPath: TPath } {
  const subs = splitSubpaths(path);
  if (subs.length < 2) return { outer: path, fillPath: path };
  const areas = subs.map(signedArea);
  const main = Math.sign(areas.reduce((m, a) => (Math.abs(a) > Math.abs(m) ? a : m), 0)) || 1;
  const limit = box.w * box.h * 0.05;
  const outer = subs.filter((_s, i) => Math.sign(areas[i]) === main).flat();
  const fillPath = subs
    .filter((_s, i) => Math.sign(areas[i]) === main || Math.abs(areas[i]) > limit)
    .flat();
  return { outer, fillPath };
}

/** A hand-drawn inner contour: a line `inset` inside the silhouette's edge, echoing it (drawn
 *  inside the motif's clip; the mask hugs the motif so resvg's pixmap stays small). */
export function innerContour(
  ctx: TCtx,
  pid: string,
  box: TBox,
  color: string,
  opacity = 1,
  size = Math.max(box.w, box.h),
): string {
  const lw = Math.max(ctx.mm(0.6), size * 0.005);
  const inset = Math.max(ctx.mm(1.6), size * 0.028);
  const id = ctx.nextId('m');
  ctx.defs.push(
    `${maskOpen(id, box)}<use href="#${pid}" fill="none" stroke="#000" stroke-width="${sw(2 * inset - lw)}"/></mask>`,
  );
  return `<use href="#${pid}" fill="none" stroke="${color}" stroke-width="${sw(2 * inset + lw)}"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ''} mask="url(#${id})"/>`;
}
