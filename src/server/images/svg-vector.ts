// Reads an SVG that is only paths (what the stencil tracer writes) into data a PDF writer can draw
// as vectors. Anything richer (masks, clips, gradients, <use>, transforms, text) returns null and
// the caller rasterises at 300 DPI instead: a faithful raster beats a wrong vector.

export interface TVectorPath {
  d: string;
  /** Stroke width in SVG user units (0 = not stroked). */
  strokeWidth: number;
  /** Dash lengths in user units, when dashed. */
  dash?: number[];
  /** Greyscale 0 (black) to 1 (white) of the stroke. */
  grey: number;
}

export interface TVectorSvg {
  width: number;
  height: number;
  /** User units per millimetre when the SVG says (data-units-per-mm or width="..mm"). */
  unitsPerMm?: number;
  paths: TVectorPath[];
}

const ALLOWED = new Set(['svg', 'path', 'g', 'title', 'desc', 'metadata']);

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m?.[1];
}

function grey(color: string | undefined): number {
  if (!color || color === 'black' || color === 'currentColor') return 0;
  const m = /^#([0-9a-f]{6})$/i.exec(color);
  if (!m) return 0;
  const n = parseInt(m[1], 16);
  return (0.2126 * (n >> 16) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
}

export function readVectorSvg(svg: string): TVectorSvg | null {
  const tags = [...svg.matchAll(/<([a-zA-Z][\w:-]*)([^>]*)>/g)];
  const root = tags.find((t) => t[1] === 'svg');
  if (!root) return null;
  for (const [, name, rest] of tags) {
    if (!ALLOWED.has(name)) return null;
    if (/\stransform=|\sclip-path=|\smask=|\sfilter=/.test(rest)) return null;
  }
  const vb = /viewBox="\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*"/.exec(root[2]);
  const width = vb ? parseFloat(vb[1]) : parseFloat(attr(root[2], 'width') ?? '');
  const height = vb ? parseFloat(vb[2]) : parseFloat(attr(root[2], 'height') ?? '');
  if (!(width > 0 && height > 0)) return null;
  let unitsPerMm: number | undefined;
  const upm = parseFloat(attr(root[2], 'data-units-per-mm') ?? '');
  if (upm > 0) unitsPerMm = upm;
  const widthAttr = /^([\d.]+)mm$/.exec(attr(root[2], 'width') ?? '');
  if (!unitsPerMm && widthAttr) unitsPerMm = width / parseFloat(widthAttr[1]);

  const paths: TVectorPath[] = [];
  for (const [, name, rest] of tags) {
    if (name !== 'path') continue;
    const d = attr(rest, 'd');
    const fill = attr(rest, 'fill');
    // Filled shapes would need fill rules the stencil never uses; keep to outlines.
    if (!d || (fill && fill !== 'none')) return null;
    const dashAttr = attr(rest, 'stroke-dasharray');
    const dash = dashAttr ? dashAttr.split(/[\s,]+/).map(Number).filter((n) => n > 0) : undefined;
    paths.push({
      d,
      strokeWidth: parseFloat(attr(rest, 'stroke-width') ?? '1') || 0,
      grey: grey(attr(rest, 'stroke')),
      ...(dash?.length ? { dash } : {}),
    });
  }
  return paths.length ? { width, height, ...(unitsPerMm ? { unitsPerMm } : {}), paths } : null;
}

/** Physical width in mm an SVG declares (data-units-per-mm or a width in mm), if any. */
export function svgWidthMm(svg: string): number | undefined {
  const root = /<svg\b([^>]*)>/.exec(svg)?.[1];
  if (!root) return undefined;
  const upm = parseFloat(attr(root, 'data-units-per-mm') ?? '');
  const vb = /viewBox="\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*"/.exec(root);
  const w = vb ? parseFloat(vb[1]) : parseFloat(attr(root, 'width') ?? '');
  if (upm > 0 && w > 0) return w / upm;
  const mm = /^([\d.]+)mm$/.exec(attr(root, 'width') ?? '');
  return mm ? parseFloat(mm[1]) : undefined;
}

/**
 * Physical size in mm of an SVG that declares its units per mm (the engine's designs). The engine
 * rounds its viewBox to whole units, so a side is known to within half a unit; its placement sizes
 * are whole millimetres, so when a whole millimetre lies within that half unit it is the size.
 */
export function svgSizeMm(svg: string): { widthMm: number; heightMm: number } | undefined {
  const root = /<svg\b([^>]*)>/.exec(svg)?.[1];
  if (!root) return undefined;
  const upm = parseFloat(attr(root, 'data-units-per-mm') ?? '');
  const vb = /viewBox="\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*"/.exec(root);
  if (!(upm > 0) || !vb) return undefined;
  const side = (units: number) => {
    const mm = units / upm;
    const whole = Math.round(mm);
    return Math.abs(mm - whole) <= 0.5 / upm ? whole : mm;
  };
  const widthMm = side(parseFloat(vb[1]));
  const heightMm = side(parseFloat(vb[2]));
  return widthMm > 0 && heightMm > 0 ? { widthMm, heightMm } : undefined;
}
