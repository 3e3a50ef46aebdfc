import { describe, expect, it } from 'vitest';
import { renderPng } from './render';
import { inkOnlySvg, isInkOrPaper } from './stencil-source';
import { traceStencil } from './stencil-trace';

// A flash-style colour design: a red disc with a black contour on cream paper, a blue band behind
// it with no contour of its own, and a mask that must keep working.
const design =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" data-units-per-mm="6">' +
  '<defs><linearGradient id="g1"><stop offset="0" stop-color="#d0343c"/><stop offset="1" stop-color="#3a8f4b"/></linearGradient>' +
  '<pattern id="p-dots" patternUnits="userSpaceOnUse" width="8" height="8"><circle cx="4" cy="4" r="2" fill="#141213"/></pattern>' +
  '<mask id="m1"><rect width="600" height="600" fill="#fff"/><rect x="0" y="0" width="60" height="60" fill="#000"/></mask></defs>' +
  '<rect width="600" height="600" fill="#f3ead7"/>' +
  '<rect x="0" y="250" width="600" height="100" fill="#2f6fb3" mask="url(#m1)"/>' +
  '<circle cx="300" cy="300" r="180" fill="url(#g1)" stroke="#141213" stroke-width="8"/>' +
  '<circle cx="300" cy="300" r="100" fill="url(#p-dots)"/></svg>';

const subpaths = (svg: string) => [...svg.matchAll(/\sd="([^"]*)"/g)].flatMap((m) => m[1].split(/(?=M)/).filter((s) => s.trim()));
const options = { threshold: 128, mode: 'outline', lineMm: 0.5, mirror: false, widthMm: 100 } as const;

describe('inkOnlySvg', () => {
  it('turns coloured paints white and keeps neutral inks, very dark colours, masks and url references', () => {
    const out = inkOnlySvg(design);
    expect(out).not.toMatch(/#d0343c|#3a8f4b|#2f6fb3/);
    expect(out).toContain('stroke="#141213"');
    expect(out).toContain('fill="url(#g1)"');
    expect(out).not.toContain('fill="url(#p-dots)"'); // halftone dots are shading, not lines
    expect(out).toContain('mask="url(#m1)"');
    expect(out.match(/fill="#000"/g)).toHaveLength(1);
    expect(isInkOrPaper('#7b252a')).toBe(true); // a deep red contour reads as ink
    expect(isInkOrPaper('#808080')).toBe(true); // grey shading of black-and-grey designs stays
    expect(isInkOrPaper('#ee8232')).toBe(false);
  });

  it('gives the tracer the contour alone: one closed line round the disc, where the coloured rendering also traces the colour fields', async () => {
    const plain = await traceStencil(renderPng(design, 600), options);
    const ink = await traceStencil(renderPng(inkOnlySvg(design), 600), options);
    const lines = subpaths(ink.svg);
    expect(lines).toHaveLength(1);
    expect(lines[0].trim().endsWith('Z')).toBe(true);
    const nums = (lines[0].match(/-?[\d.]+/g) ?? []).map(Number);
    const scale = ink.widthPx / 600; // the tracer's working bitmap is 1024 px on its long side
    for (let k = 0; k + 1 < nums.length; k += 2) {
      expect(Math.abs(Math.hypot(nums[k] / scale - 300, nums[k + 1] / scale - 300) - 180)).toBeLessThan(4);
    }
    expect(subpaths(plain.svg).length).toBeGreaterThan(1);
  });
});
