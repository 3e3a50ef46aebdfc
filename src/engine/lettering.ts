// Lettering as vector paths: glyphs from real fonts laid out by hand (no shaping engine needed),
// straight or along a curve. No <text> ever reaches the SVG.
import { font, fontForChar, type TFontId } from './assets';
import {
  applyMatrix,
  closeSubpaths,
  compose,
  rotate,
  translate,
  type TPath,
  type TSeg,
} from './path';

interface TGlyphRun {
  glyphs: { path: TPath; x: number; adv: number }[];
  width: number;
  capHeight: number;
  descent: number;
}

function glyphPath(cmds: opentype.PathCommand[]): TPath {
  const out: TPath = [];
  for (const c of cmds) {
    if (c.type === 'M' || c.type === 'L') out.push({ c: c.type, p: [c.x, c.y] });
    else if (c.type === 'C') out.push({ c: 'C', p: [c.x1, c.y1, c.x2, c.y2, c.x, c.y] });
    else if (c.type === 'Q') out.push({ c: 'Q', p: [c.x1, c.y1, c.x, c.y] });
    else out.push({ c: 'Z', p: [] } as TSeg);
  }
  return closeSubpaths(out);
}

export function layoutText(text: string, fontId: TFontId, size: number, tracking = 0): TGlyphRun {
  const main = font(fontId);
  const glyphs: TGlyphRun['glyphs'] = [];
  let x = 0;
  let prev: { f: opentype.Font; g: opentype.Glyph } | null = null;
  for (const ch of Array.from(text)) {
    // letters the font has in no subset (emoji, other scripts) are left out rather than boxed
    const ft = fontForChar(fontId, ch);
    if (!ft) continue;
    const k = size / ft.unitsPerEm;
    const g = ft.charToGlyph(ch);
    if (prev && prev.f === ft) x += ft.getKerningValue(prev.g, g) * k;
    const adv = (g.advanceWidth ?? ft.unitsPerEm * 0.5) * k;
    glyphs.push({ path: glyphPath(g.getPath(0, 0, size).commands), x, adv });
    x += adv + tracking * size;
    prev = { f: ft, g };
  }
  const k = size / main.unitsPerEm;
  const os2 = main.tables.os2 as { sCapHeight?: number } | undefined;
  const cap = (os2?.sCapHeight || main.ascender * 0.7) * k;
  return {
    glyphs,
    width: Math.max(0, x - tracking * size),
    capHeight: cap,
    descent: -main.descender * k,
  };
}

/** Text centred on (cx, baseline y), straight. */
export function straightText(
  text: string,
  fontId: TFontId,
  size: number,
  cx: number,
  baseline: number,
  tracking = 0,
): TPath {
  const run = layoutText(text, fontId, size, tracking);
  const x0 = cx - run.width / 2;
  return run.glyphs.flatMap((g) => applyMatrix(g.path, translate(x0 + g.x, baseline)));
}

/** Text centred along a quadratic curve p0-c-p2, glyphs upright to the curve; baseline offset below it. */
export function curvedText(
  text: string,
  fontId: TFontId,
  size: number,
  p0: [number, number],
  c: [number, number],
  p2: [number, number],
  baselineOffset: number,
  tracking = 0,
): TPath {
  const run = layoutText(text, fontId, size, tracking);
  const N = 64;
  const pts: [number, number][] = [];
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const u = 1 - t;
    pts.push([
      u * u * p0[0] + 2 * u * t * c[0] + t * t * p2[0],
      u * u * p0[1] + 2 * u * t * c[1] + t * t * p2[1],
    ]);
  }
  const acc = [0];
  for (let i = 1; i <= N; i++)
    acc.push(acc[i - 1] + Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]));
  const total = acc[N];
  const at = (s: number): { x: number; y: number; a: number } => {
    const target = Math.min(Math.max(s, 0), total);
    let i = 1;
    while (i < N && acc[i] < target) i++;
    const f = (target - acc[i - 1]) / Math.max(1e-6, acc[i] - acc[i - 1]);
    const [xa, ya] = pts[i - 1];
    const [xb, yb] = pts[i];
    return {
      x: xa + (xb - xa) * f,
      y: ya + (yb - ya) * f,
      a: (Math.atan2(yb - ya, xb - xa) * 180) / Math.PI,
    };
  };
  const start = (total - run.width) / 2;
  return run.glyphs.flatMap((g) => {
    const mid = at(start + g.x + g.adv / 2);
    return applyMatrix(
      g.path,
      compose(translate(-g.adv / 2, baselineOffset), rotate(mid.a), translate(mid.x, mid.y)),
    );
  });
}
