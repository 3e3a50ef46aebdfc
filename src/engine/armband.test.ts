import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';

describe('tribal armband', () => {
  it('is drawn as the strip that wraps round the limb, in solid black, and says so', () => {
    const r = composeDesign({ prompt: 'tribal armband', seed: 5, output: 'design' });
    expect(r.drawn.placement).toBe('upper-arm');
    // the flat strip is as long as an upper arm's circumference and much wider than tall
    expect(r.widthMm).toBe(300);
    expect(r.widthMm / r.heightMm).toBeGreaterThan(2.5);
    expect(r.drawn.elements).toContain('wrap-around band');
    expect(r.note).toMatch(/wraps once round the upper arm/);
    // the black reaches both ends of the strip, so the ends meet round the arm
    const d = /<rect [^>]*\/><path d="([^"]+)"/.exec(r.svg)![1];
    const xs = [...d.matchAll(/[ML](-?[\d.]+) /g)].map((m) => Number(m[1]));
    expect(Math.min(...xs)).toBeLessThan(0);
    expect(Math.max(...xs)).toBeGreaterThan(r.width);
  });

  it('keeps the stencil to outlines', () => {
    const r = composeDesign({ prompt: 'tribal armband', seed: 5, output: 'stencil' });
    const fills = new Set([...r.svg.matchAll(/fill="([^"]+)"/g)].map((m) => m[1]));
    expect([...fills].sort()).toEqual(['#ffffff', 'none']);
  });

  it('draws an armband with lettering in the ordinary layout', () => {
    const r = composeDesign({
      prompt: 'tribal armband with the word "Ohana"',
      seed: 5,
      output: 'design',
    });
    expect(r.drawn.elements).not.toContain('wrap-around band');
    expect(r.lettering).toEqual(['Ohana']);
  });
});
