// Black-and-grey realism lit as a sculpted form, not painted in flat grey patches: a height map
// (the silhouette blurred broadly, so the form swells from its edge; the drawing's bulging forms,
// each finger and knuckle, blurred into humps; the cut lines blurred finely, so every seam and
// crease sinks in) is lit from above by feDiffuseLighting (from above, not the wash's top left:
// a drawing's own tones may be lit from either side once it is mirrored) and laid over the wash:
// a flat surface leaves the wash as it is, a slope turned to the light lifts it toward skin, one
// turned away sinks it toward black. The lighting works in device pixels, so its slopes are
// steeper in a small render: tuned at the design sheet's size, it is fainter when rendered large.
import type { TCtx } from './context';
import { toD, type TBox, type TPath } from './path';

const f1 = (n: number) => String(Math.round(n * 10) / 10);
const f3 = (n: number) => String(Math.round(n * 1000) / 1000);

/** The light's elevation (degrees): its sine is the lit level of a flat surface. */
const ELEVATION = 40;
/** How hard the light's slopes push the wash toward skin or black. */
const CONTRAST = 2;

/** A colour matrix painting `hex` with alpha = slope * red + offset (clamped to 0..1). */
function paint(hex: string, slope: number, offset: number): string {
  const p = parseInt(hex.slice(1), 16);
  const c = (sh: number) => f3(((p >> sh) & 255) / 255);
  const rows = [16, 8, 0].map((sh) => `0 0 0 0 ${c(sh)}`);
  return [...rows, `${f3(slope)} 0 0 0 ${f3(offset)}`].join(' ');
}

/** The height map's filter: the silhouette (`pid`, black) is the alpha; the forms, painted red
 *  at half strength so overlaps stack into higher humps, are the red channel. The light comes
 *  out as two films: ink where the surface turns from the light, bare skin (the paper) where it
 *  turns to it; a flat surface gets neither and keeps the wash's own grey. */
function reliefFilter(ctx: TCtx, box: TBox, size: number): string {
  const id = ctx.nextId('relief');
  const pad = size * 0.06;
  const flat = Math.sin((ELEVATION * Math.PI) / 180);
  const { ink, paper } = ctx.palette;
  ctx.defs.push(
    `<filter id="${id}" filterUnits="userSpaceOnUse" x="${f1(box.x - pad)}" y="${f1(box.y - pad)}" width="${f1(box.w + 2 * pad)}" height="${f1(box.h + 2 * pad)}" color-interpolation-filters="sRGB">` +
      `<feColorMatrix in="SourceGraphic" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0" result="forms"/>` +
      `<feGaussianBlur in="forms" stdDeviation="${f1(size * 0.016)}" result="humps"/>` +
      `<feGaussianBlur in="SourceAlpha" stdDeviation="${f1(size * 0.03)}" result="broad"/>` +
      `<feGaussianBlur in="SourceAlpha" stdDeviation="${f1(size * 0.006)}" result="fine"/>` +
      `<feComposite in="broad" in2="fine" operator="arithmetic" k2="0.2" k3="0.3" result="edge"/>` +
      `<feComposite in="humps" in2="edge" operator="arithmetic" k2="0.5" k3="1" result="h"/>` +
      `<feDiffuseLighting in="h" surfaceScale="5" diffuseConstant="1" lighting-color="#fff" result="lit">` +
      `<feDistantLight azimuth="270" elevation="${ELEVATION}"/></feDiffuseLighting>` +
      // blur irons out the terraces an 8-bit height map lights into
      `<feGaussianBlur in="lit" stdDeviation="${f1(size * 0.008)}" result="soft"/>` +
      `<feColorMatrix in="soft" type="matrix" values="${paint(ink, -CONTRAST, flat * CONTRAST)}" result="shade"/>` +
      `<feColorMatrix in="soft" type="matrix" values="${paint(paper, CONTRAST, -flat * CONTRAST)}" result="light"/>` +
      `<feMerge result="both"><feMergeNode in="shade"/><feMergeNode in="light"/></feMerge>` +
      `<feComposite in="both" in2="SourceAlpha" operator="in"/></filter>`,
  );
  return id;
}

/** The lit relief over the wash, inside the silhouette `pid` (with its cuts; `cid` its clip). */
export function reliefLight(
  ctx: TCtx,
  pid: string,
  cid: string,
  forms: TPath,
  box: TBox,
  size: number,
): string {
  const id = reliefFilter(ctx, box, size);
  return (
    `<g filter="url(#${id})">` +
    `<use href="#${pid}" fill="#000"/>` +
    `<path d="${toD(forms)}" fill="#f00" fill-opacity="0.5" clip-path="url(#${cid})"/></g>`
  );
}
