// "A fox made of triangles": the silhouette built as a low-poly facet mesh. A jittered
// triangular lattice is cut to the outline; each facet takes skin, dotwork or solid ink by where
// it sits against the light (top left) with some play, and every facet edge is a fine line, as
// geometric tattoo work builds an animal from planes.
import { sw, type TCtx } from './context';
import { mix } from './palettes';
import { toD } from './path';
import { P } from './scene';
import { pattern } from './tone';
import { inkLines } from './motif-inks';
import type { TMotifShape } from './treat';

type TPt = [number, number];

/** Rows of lattice points over the box, each nudged a little so no two facets are alike. */
function lattice(ctx: TCtx, m: TMotifShape): TPt[][] {
  const { box } = m;
  const rng = ctx.rng.fork('facets');
  // about eight facets across, never so small that their lines close up (1.5 mm skin gaps)
  const cell = Math.max(ctx.mm(7), Math.max(box.w, box.h) / 8);
  const rows: TPt[][] = [];
  for (let y = box.y - cell, r = 0; y <= box.y + box.h + cell; y += cell * 0.87, r++) {
    const row: TPt[] = [];
    for (let x = box.x - cell * (r % 2 ? 0.5 : 1); x <= box.x + box.w + cell; x += cell)
      row.push([x + rng.range(-0.26, 0.26) * cell, y + rng.range(-0.22, 0.22) * cell]);
    rows.push(row);
  }
  return rows;
}

function triangles(rows: TPt[][]): [TPt, TPt, TPt][] {
  const out: [TPt, TPt, TPt][] = [];
  for (let r = 0; r + 1 < rows.length; r++) {
    const [a, b] =
      rows[r].length <= rows[r + 1].length ? [rows[r], rows[r + 1]] : [rows[r], rows[r + 1]];
    const odd = r % 2 === 1;
    for (let i = 0; i + 1 < Math.min(a.length, b.length); i++) {
      // on odd rows the lower row is shifted right by half a cell, on even rows left
      if (odd) {
        out.push([a[i], a[i + 1], b[i]]);
        if (i + 1 < b.length) out.push([a[i + 1], b[i + 1], b[i]]);
      } else {
        out.push([a[i], b[i + 1], b[i]]);
        if (i + 1 < a.length) out.push([a[i], a[i + 1], b[i + 1]]);
      }
    }
  }
  return out;
}

/** A drawing's own planes (an authored geometric head) by tone, its other inks (eyes) solid. */
function authoredPlanes(m: TMotifShape): { tones: string[]; solid: string } | undefined {
  const planes = (m.inks ?? []).filter((k) => k.plane !== undefined);
  if (!planes.length) return undefined;
  const tones = ['', '', ''];
  for (const k of planes) tones[k.plane!] += toD(k.path);
  const solid = (m.inks ?? [])
    .filter((k) => k.plane === undefined)
    .map((k) => toD(k.path))
    .join('');
  return { tones, solid };
}

export function facetedMotif(ctx: TCtx, m: TMotifShape, pid: string, cid: string): string {
  const ink = ctx.palette.ink;
  const round = 'stroke-linejoin="round" stroke-linecap="round"';
  const authored = authoredPlanes(m);
  if (authored) return planesMotif(ctx, m, pid, cid, authored);
  const tris = triangles(lattice(ctx, m));
  const rng = ctx.rng.fork('facet-tone');
  const { box } = m;
  let light = '';
  let mid = '';
  let dark = '';
  let edges = '';
  for (const [a, b, c] of tris) {
    const d = `M${P(...a)}L${P(...b)}L${P(...c)}Z`;
    edges += d;
    const cx = (a[0] + b[0] + c[0]) / 3;
    const cy = (a[1] + b[1] + c[1]) / 3;
    const t = ((cx - box.x) / box.w) * 0.5 + ((cy - box.y) / box.h) * 0.5 + rng.range(-0.3, 0.3);
    if (t < 0.5) light += d;
    else if (t < 0.85) mid += d;
    else dark += d;
  }
  const colour = ctx.palette.inkOnly
    ? ctx.palette.paper
    : mix(m.colors[0], ctx.palette.paper, 0.35);
  let s = `<use href="#${pid}" fill="${ctx.stencil ? '#ffffff' : ctx.palette.paper}"/>`;
  s += `<g clip-path="url(#${cid})">`;
  if (!ctx.stencil)
    s +=
      `<path d="${light}" fill="${colour}"/>` +
      `<path d="${mid}" fill="${pattern(ctx, 'dots')}"/>` +
      `<path d="${dark}" fill="${ink}"/>`;
  s += `<path d="${edges}" fill="none" stroke="${ink}" stroke-width="${sw(ctx.detail)}" ${round}/></g>`;
  s += `<use data-line="outline" href="#${pid}" fill="none" stroke="${ink}" stroke-width="${sw(ctx.stencil ? ctx.detail * 1.5 : ctx.outline)}" ${round}/>`;
  if (m.alt)
    s += `<path d="${toD(m.alt)}" fill="none" stroke="${ink}" stroke-width="${sw(ctx.detail)}" ${round}/>`;
  return s + inkLines(ctx, m, ctx.detail);
}

/** The authored planes: skin, dotwork and solid by the drawing's own light, every edge a line. */
function planesMotif(
  ctx: TCtx,
  m: TMotifShape,
  pid: string,
  cid: string,
  { tones, solid }: { tones: string[]; solid: string },
): string {
  const ink = ctx.palette.ink;
  const round = 'stroke-linejoin="round" stroke-linecap="round"';
  // a ring of skin round it keeps it apart from what it stands on (a bee's legs over its comb)
  const paper = ctx.stencil ? '#ffffff' : ctx.palette.paper;
  let s = `<use href="#${pid}" fill="${paper}" stroke="${paper}" stroke-width="${sw(ctx.outline * 3)}" ${round}/>`;
  s += `<g clip-path="url(#${cid})">`;
  if (!ctx.stencil)
    s +=
      `<path d="${tones[1]}" fill="${pattern(ctx, 'dots')}"/>` +
      `<path d="${tones[2]}" fill="${ink}"/>` +
      (solid ? `<path d="${solid}" fill="${ink}"/>` : '');
  const edges = tones.join('') + solid;
  s += `<path d="${edges}" fill="none" stroke="${ink}" stroke-width="${sw(ctx.detail)}" ${round}/></g>`;
  s += `<use data-line="outline" href="#${pid}" fill="none" stroke="${ink}" stroke-width="${sw(ctx.stencil ? ctx.detail * 1.5 : ctx.outline)}" ${round}/>`;
  return s;
}
