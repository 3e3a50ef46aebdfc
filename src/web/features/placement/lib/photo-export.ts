// Draws the "after" picture for export: the photo, then the design warped onto its four corners
// (a 16 × 16 mesh of affine triangles, since a 2D canvas has no perspective transform), blended as
// ink (multiply), softened for the healed look.
import { applyHomography, homography, type TPoint } from '../../../../core/placement/homography';
import type { TQuad } from './quad';

export interface TInkLook {
  fresh: boolean;
}

/** CSS filter and opacity of the ink: healed ink is a touch blurred, desaturated and lighter. */
export function inkStyle(look: TInkLook, scale = 1): { filter: string; opacity: number } {
  return look.fresh
    ? { filter: 'saturate(1.08) contrast(1.05)', opacity: 0.97 }
    : { filter: `blur(${(0.7 * scale).toFixed(2)}px) saturate(0.72)`, opacity: 0.86 };
}

function drawTriangle(
  ctx: CanvasRenderingContext2D,
  img: CanvasImageSource,
  s: [TPoint, TPoint, TPoint],
  d: [TPoint, TPoint, TPoint],
) {
  // Affine map from source triangle s to destination triangle d.
  const [s0, s1, s2] = s;
  const [d0, d1, d2] = d;
  const den = (s1.x - s0.x) * (s2.y - s0.y) - (s2.x - s0.x) * (s1.y - s0.y);
  if (Math.abs(den) < 1e-9) return;
  const a = ((d1.x - d0.x) * (s2.y - s0.y) - (d2.x - d0.x) * (s1.y - s0.y)) / den;
  const b = ((d2.x - d0.x) * (s1.x - s0.x) - (d1.x - d0.x) * (s2.x - s0.x)) / den;
  const c = ((d1.y - d0.y) * (s2.y - s0.y) - (d2.y - d0.y) * (s1.y - s0.y)) / den;
  const e = ((d2.y - d0.y) * (s1.x - s0.x) - (d1.y - d0.y) * (s2.x - s0.x)) / den;
  ctx.save();
  ctx.beginPath();
  // Grow the clip a little so neighbouring triangles meet without hairline gaps.
  const cx = (d0.x + d1.x + d2.x) / 3;
  const cy = (d0.y + d1.y + d2.y) / 3;
  const grow = (p: TPoint) => ({ x: p.x + Math.sign(p.x - cx) * 0.6, y: p.y + Math.sign(p.y - cy) * 0.6 });
  const [g0, g1, g2] = [grow(d0), grow(d1), grow(d2)];
  ctx.moveTo(g0.x, g0.y);
  ctx.lineTo(g1.x, g1.y);
  ctx.lineTo(g2.x, g2.y);
  ctx.closePath();
  ctx.clip();
  ctx.transform(a, c, b, e, d0.x - a * s0.x - b * s0.y, d0.y - c * s0.x - e * s0.y);
  ctx.drawImage(img, 0, 0);
  ctx.restore();
}

/** Draws `design` (dw × dh) onto ctx through the quad. */
export function drawWarped(ctx: CanvasRenderingContext2D, design: CanvasImageSource, dw: number, dh: number, quad: TQuad, n = 16) {
  const hm = homography(dw, dh, quad);
  if (!hm) return;
  const at = (i: number, j: number) => applyHomography(hm, { x: (i / n) * dw, y: (j / n) * dh });
  const src = (i: number, j: number) => ({ x: (i / n) * dw, y: (j / n) * dh });
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      drawTriangle(ctx, design, [src(i, j), src(i + 1, j), src(i + 1, j + 1)], [at(i, j), at(i + 1, j), at(i + 1, j + 1)]);
      drawTriangle(ctx, design, [src(i, j), src(i + 1, j + 1), src(i, j + 1)], [at(i, j), at(i + 1, j + 1), at(i, j + 1)]);
    }
  }
}

export async function exportAfterPng(photo: HTMLImageElement, design: HTMLImageElement, quad: TQuad, look: TInkLook): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = photo.naturalWidth;
  canvas.height = photo.naturalHeight;
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(photo, 0, 0);
  // The design onto its own layer first, then that layer onto the photo as ink.
  const layer = document.createElement('canvas');
  layer.width = canvas.width;
  layer.height = canvas.height;
  drawWarped(layer.getContext('2d')!, design, design.naturalWidth, design.naturalHeight, quad);
  const style = inkStyle(look, photo.naturalWidth / 800);
  ctx.globalCompositeOperation = 'multiply';
  ctx.globalAlpha = style.opacity;
  ctx.filter = style.filter;
  ctx.drawImage(layer, 0, 0);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('Export failed'))), 'image/png'));
}
