import { describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import { composeDesign, unitsPerMm } from './index';
import { parsePath } from './path';
import { profileFor } from './styles';
import { flatten, shadowWeight, weightedContour } from './weight-line';

// a circle of radius 100 round (256, 256), as the engine's arcs become cubics
const CIRCLE = parsePath('M156 256A100 100 0 1 1 356 256A100 100 0 1 1 156 256Z');

function inked(d: string): (x: number, y: number) => boolean {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
  const px = new Resvg(svg).render().pixels;
  return (x, y) => px[(Math.round(y) * 512 + Math.round(x)) * 4] < 128;
}

/** How far out from the circle the ring reaches along a direction (degrees, 0 = right, y down). */
function reach(ink: (x: number, y: number) => boolean, deg: number): number {
  const a = (deg * Math.PI) / 180;
  // start just outside the edge: the pixel on the edge itself may fall either side of it
  let r = 101.5;
  while (r < 200 && ink(256 + Math.cos(a) * (r + 0.5), 256 + Math.sin(a) * (r + 0.5))) r += 0.5;
  return r - 100;
}

describe('flatten', () => {
  it('samples a closed outline evenly without repeating its first point', () => {
    const pts = flatten(parsePath('M0 0L100 0L100 100L0 100Z'), 10);
    expect(pts).toHaveLength(40);
    expect(pts[0]).toEqual([0, 0]);
    expect(pts[pts.length - 1]).toEqual([0, 10]);
  });

  it('follows curves, not their control points', () => {
    for (const [x, y] of flatten(CIRCLE, 4))
      expect(Math.hypot(x - 256, y - 256)).toBeCloseTo(100, 0);
  });
});

describe('shadowWeight', () => {
  it('is 0 facing the light, 1 facing away, and eases between', () => {
    const light: [number, number] = [-1, -1];
    const s = Math.SQRT1_2;
    expect(shadowWeight([-s, -s], light)).toBe(0);
    expect(shadowWeight([s, s], light)).toBe(1);
    // across the light (top right, bottom left) the line is still light; it builds toward the shadow
    const across = shadowWeight([s, -s], light);
    expect(across).toBeGreaterThan(0.02);
    expect(across).toBeLessThan(0.3);
    const toward = shadowWeight([1, 0], light);
    expect(toward).toBeGreaterThan(across);
    expect(toward).toBeLessThan(1);
  });
});

describe('weightedContour', () => {
  const d = weightedContour(CIRCLE, { thin: 6, thick: 24, smooth: 8 });

  it('is a ring: the band outside the edge is inked, the inside is left alone', () => {
    const ink = inked(d);
    expect(ink(256, 256)).toBe(false);
    expect(ink(256 + 90, 256)).toBe(false);
    expect(ink(256 + 103, 256)).toBe(true);
    expect(d).not.toMatch(/NaN|Infinity/);
  });

  it('is thin toward the light (top left) and swells toward the shadow (bottom right)', () => {
    const ink = inked(d);
    const near = (v: number, want: number) => expect(Math.abs(v - want)).toBeLessThanOrEqual(1.5);
    near(reach(ink, 225), 6);
    near(reach(ink, 45), 24);
    // and tapers between them rather than stepping
    const across = reach(ink, 315);
    const toward = reach(ink, 0);
    expect(across).toBeGreaterThan(6);
    expect(toward).toBeGreaterThan(across);
    expect(toward).toBeLessThan(24);
  });

  it('offsets outward whichever way the outline was drawn', () => {
    const reversed = parsePath('M156 256A100 100 0 1 0 356 256A100 100 0 1 0 156 256Z');
    const ink = inked(weightedContour(reversed, { thin: 6, thick: 24, smooth: 8 }));
    expect(ink(256, 256)).toBe(false);
    expect(Math.abs(reach(ink, 45) - 24)).toBeLessThanOrEqual(1.5);
  });

  it('skips degenerate subpaths instead of writing NaN', () => {
    expect(weightedContour(parsePath('M10 10L20 20Z'), { thin: 2, thick: 4, smooth: 4 })).toBe('');
  });
});

describe('line weight by style', () => {
  it('gives surrealism an even 1.5 mm stroke on the lit side under its swelling ring', () => {
    const r = composeDesign({ subject: 'whale', style: 'surrealism', seed: 2, output: 'design' });
    const upm = unitsPerMm(r);
    const outlines = [...r.svg.matchAll(/data-line="outline" [^>]*stroke-width="([\d.]+)"/g)];
    expect(outlines.length).toBeGreaterThan(0);
    for (const m of outlines) {
      expect(parseFloat(m[1]) / upm).toBeGreaterThanOrEqual(1.5);
      expect(parseFloat(m[1]) / upm).toBeLessThanOrEqual(1.56);
    }
  });

  it('keeps traditional within its bold 2.5-3 mm and lets neo-traditional vary more', () => {
    const trad = profileFor('traditional', 'bold-lines').weightMm!;
    expect(trad[0]).toBeGreaterThanOrEqual(2.5);
    expect(trad[1]).toBeLessThanOrEqual(3);
    const neo = profileFor('neo-traditional', 'full-color').weightMm!;
    expect(neo[1] - neo[0]).toBeGreaterThan(trad[1] - trad[0]);
    expect(neo[0]).toBeGreaterThanOrEqual(0.5);
  });

  it('draws the swelling contour in colour flash and illustrative surrealism only', () => {
    const svg = (
      style:
        | 'traditional'
        | 'neo-traditional'
        | 'surrealism'
        | 'watercolor'
        | 'blackwork'
        | 'minimalist',
    ) =>
      composeDesign({ subject: 'wolf', style, placement: 'upper-arm', seed: 4, output: 'design' })
        .svg;
    for (const style of ['traditional', 'neo-traditional', 'surrealism'] as const) {
      const ring = svg(style).match(/data-line="weight" d="([^"]+)"/);
      expect(ring, style).not.toBeNull();
      expect(ring![1]).not.toMatch(/NaN|Infinity/);
    }
    expect(svg('blackwork')).not.toContain('data-line="weight"');
    // watercolour keeps its loose even line under the bleed
    expect(svg('watercolor')).not.toContain('data-line="weight"');
    expect(svg('minimalist')).not.toContain('data-line="weight"');
    const stencil = composeDesign({
      subject: 'wolf',
      style: 'neo-traditional',
      seed: 4,
      output: 'stencil',
    }).svg;
    expect(stencil).not.toContain('data-line="weight"');
  });
});
