// The design's four corners on a photo (natural photo pixels) and the moves on them. Pure.
import type { TPoint } from '../../../../core/placement/homography';

export type TQuad = [TPoint, TPoint, TPoint, TPoint];

export function centredQuad(photoW: number, photoH: number, aspect: number, share = 0.3): TQuad {
  // As wide as `share` of the photo, but never taller than 60 % of it, so every handle shows.
  const w = Math.min(photoW * share, (photoH * 0.6) / aspect);
  const h = w * aspect;
  const x = (photoW - w) / 2;
  const y = (photoH - h) / 2;
  return [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ];
}

export const centroid = (q: TQuad): TPoint => ({
  x: (q[0].x + q[1].x + q[2].x + q[3].x) / 4,
  y: (q[0].y + q[1].y + q[2].y + q[3].y) / 4,
});

const map = (q: TQuad, f: (p: TPoint) => TPoint) => q.map(f) as TQuad;

export const moveQuad = (q: TQuad, dx: number, dy: number) => map(q, (p) => ({ x: p.x + dx, y: p.y + dy }));

export function scaleQuad(q: TQuad, factor: number): TQuad {
  const c = centroid(q);
  return map(q, (p) => ({ x: c.x + (p.x - c.x) * factor, y: c.y + (p.y - c.y) * factor }));
}

export function rotateQuad(q: TQuad, degrees: number): TQuad {
  const c = centroid(q);
  const r = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(r), Math.sin(r)];
  return map(q, (p) => ({ x: c.x + (p.x - c.x) * cos - (p.y - c.y) * sin, y: c.y + (p.x - c.x) * sin + (p.y - c.y) * cos }));
}

export function moveCorner(q: TQuad, index: number, dx: number, dy: number): TQuad {
  return q.map((p, i) => (i === index ? { x: p.x + dx, y: p.y + dy } : p)) as TQuad;
}

/** Mean width of the quad (top and bottom edges), in photo pixels. */
export const quadWidth = (q: TQuad) =>
  (Math.hypot(q[1].x - q[0].x, q[1].y - q[0].y) + Math.hypot(q[2].x - q[3].x, q[2].y - q[3].y)) / 2;
