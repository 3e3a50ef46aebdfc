import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';

/** The centre of the first lettering box, as fractions of the canvas. */
function letterCentre(prompt: string, style?: 'traditional' | 'blackwork' | 'watercolor') {
  const r = composeDesign({ prompt, ...(style ? { style } : {}), seed: 4, output: 'design' });
  const boxes = /data-role="lettering" data-boxes="([^"]+)"/.exec(r.svg)?.[1];
  expect(boxes, 'lettering drawn').toBeTruthy();
  const [x, y, w, h] = boxes!.split(',')[0].split(' ').map(Number);
  return { x: (x + w / 2) / r.width, y: (y + h / 2) / r.height, w: w / r.width };
}

describe('lettering a motif holds ("initials J.M. inside a heart")', () => {
  it('sits on the middle of the motif, not in a band under it', () => {
    const inside = letterCentre('initials J.M. inside a heart');
    expect(Math.abs(inside.x - 0.5)).toBeLessThan(0.05);
    expect(inside.y).toBeGreaterThan(0.35);
    expect(inside.y).toBeLessThan(0.6);
    // the same words asked under the heart still go below it
    const under = letterCentre('initials J.M. under a heart');
    expect(under.y).toBeGreaterThan(inside.y + 0.12);
  });

  it('serves a heart banner and script styles too', () => {
    expect(letterCentre('Mom in a heart banner').y).toBeLessThan(0.6);
    const script = letterCentre('the name Aria inside a heart', 'watercolor');
    expect(script.y).toBeGreaterThan(0.3);
    expect(script.y).toBeLessThan(0.65);
    expect(script.w).toBeLessThan(0.6);
  });
});
