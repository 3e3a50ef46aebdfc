import { describe, expect, it } from 'vitest';
import { readVectorSvg, svgWidthMm } from './svg-vector';

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
