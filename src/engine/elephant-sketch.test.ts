import { describe, expect, it } from 'vitest';
import { elephantSketch } from './elephant-sketch';
import { bbox, parsePath, splitSubpaths } from './path';
import { insidePoly, type TPt } from './realism-kit';
import { flatten } from './weight-line';

const parts = (d: string) => splitSubpaths(parsePath(d));
const { d, holes = '' } = elephantSketch();
const body = parts(d)[0];
const outline = flatten(body, 2) as TPt[];
const b = bbox(body);

/** The x-spans where the silhouette comes down to within `dy` of its lowest point. */
function groundSpans(dy: number): [number, number][] {
  const low = outline.filter((p) => p[1] > b.y + b.h - dy).map((p) => p[0]);
  low.sort((p, q) => p - q);
  const spans: [number, number][] = [];
  for (const x of low) {
    const last = spans[spans.length - 1];
    if (last && x - last[1] < 6) last[1] = x;
    else spans.push([x, x]);
  }
  return spans;
}

describe('watercolour elephant sketch', () => {
  it('is one side-on silhouette, longer than tall, with the tail and its tuft beside it', () => {
    expect(b.w / b.h).toBeGreaterThan(1.1);
    expect(b.w / b.h).toBeLessThan(1.5);
    // the tail hangs off the rump, right of the body; nothing else floats loose
    for (const s of parts(d).slice(1)) expect(bbox(s).x).toBeGreaterThan(b.x + b.w * 0.9);
  });

  it('stands on four flat feet, the far pair a little higher than the near', () => {
    const feet = groundSpans(20);
    expect(feet.length).toBe(4);
    // each foot a flat sole, not a pointed stub
    for (const [x0, x1] of groundSpans(6)) expect(x1 - x0).toBeGreaterThan(12);
    // the near feet reach the ground line; the far ones stop short of it
    expect(groundSpans(4).length).toBe(2);
  });

  it('keeps every inner line inside the outline: the ear does not run on across the body', () => {
    // (a line may end on the outline, as the tusk's underside meets the trunk's edge)
    const near = (x: number, y: number) => outline.some((p) => Math.hypot(p[0] - x, p[1] - y) < 3);
    for (const s of parts(holes))
      for (const [x, y] of flatten(s, 3) as TPt[])
        expect(insidePoly(outline, x, y) || near(x, y), `${x},${y}`).toBe(true);
    // the ear's line is the longest inner line; it stays in the fore half, above the legs
    const ear = parts(holes)
      .map(bbox)
      .reduce((m, q) => (q.w + q.h > m.w + m.h ? q : m));
    expect(ear.h).toBeGreaterThan(b.h * 0.4);
    expect(ear.y + ear.h).toBeLessThan(b.y + b.h * 0.62);
    expect(ear.x + ear.w).toBeLessThan(b.x + b.w * 0.65);
  });

  it('hangs the trunk long at the front and curls its tip forward and up', () => {
    const front = outline.filter((p) => p[0] < b.x + b.w * 0.12);
    const low = front.reduce((m, p) => (p[1] > m[1] ? p : m));
    // the trunk reaches most of the way down to the feet
    expect(low[1]).toBeGreaterThan(b.y + b.h * 0.8);
    // the curl: the front-most point of the drawing lies above the trunk's lowest point
    const tip = outline.reduce((m, p) => (p[0] < m[0] ? p : m));
    expect(tip[1]).toBeLessThan(low[1] - 10);
  });
});
