import { describe, expect, it } from 'vitest';
import { readVectorSvg, svgSizeMm, svgWidthMm } from './svg-vector';

describe('readVectorSvg', () => {
  it('reads a paths-only SVG with its physical scale', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="100mm" height="50mm" viewBox="0 0 1000 500"><path d="M 0 0 L 10 10 Z" fill="none" stroke="#000000" stroke-width="5" stroke-dasharray="4 4"/></svg>';
    const v = readVectorSvg(svg)!;
    expect(v.width).toBe(1000);
    expect(v.unitsPerMm).toBe(10);
    expect(v.paths).toEqual([{ d: 'M 0 0 L 10 10 Z', strokeWidth: 5, grey: 0, dash: [4, 4] }]);
    expect(svgWidthMm(svg)).toBe(100);
  });

  it('refuses anything it could not draw faithfully', () => {
    const base = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;
    expect(readVectorSvg(base('<rect width="5" height="5"/>'))).toBeNull();
    expect(readVectorSvg(base('<path d="M0 0L1 1Z" fill="#f00"/>'))).toBeNull();
    expect(readVectorSvg(base('<g transform="scale(2)"><path d="M0 0L1 1Z" fill="none" stroke="#000"/></g>'))).toBeNull();
    expect(readVectorSvg(base('<mask id="m"/><path d="M0 0Z" fill="none" stroke="#000"/>'))).toBeNull();
    expect(readVectorSvg(base(''))).toBeNull();
  });

  it('reads the engine’s physical width from data-units-per-mm', () => {
    expect(svgWidthMm('<svg width="444" height="1000" viewBox="0 0 444 1000" data-units-per-mm="5.555556">')).toBeCloseTo(79.92, 1);
  });
});

describe('svgSizeMm', () => {
  const svg = (w: number, h: number, upm: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" data-units-per-mm="${upm.toFixed(6)}"></svg>`;

  it('gives whole millimetres back from a viewBox rounded to whole units (the engine’s canvases)', () => {
    // forearm 80 x 180 mm: 444 x 1000 units at 5.555556 units per mm (80 mm would be 444.4 units).
    expect(svgSizeMm(svg(444, 1000, 1000 / 180))).toEqual({ widthMm: 80, heightMm: 180 });
    // back 350 x 450 mm: 778 x 1000 units.
    expect(svgSizeMm(svg(778, 1000, 1000 / 450))).toEqual({ widthMm: 350, heightMm: 450 });
  });

  it('keeps a size that is not near a whole millimetre, and has none without units per mm', () => {
    expect(svgSizeMm(svg(105, 100, 2))).toEqual({ widthMm: 52.5, heightMm: 50 });
    expect(svgSizeMm('<svg viewBox="0 0 10 10"></svg>')).toBeUndefined();
    expect(svgSizeMm('not svg')).toBeUndefined();
  });
});
