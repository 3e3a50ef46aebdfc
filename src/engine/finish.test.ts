import { describe, expect, it } from 'vitest';
import { mergeOverlapping } from './finish';
import { composeDesign } from './index';

const heartAria = (seed: number, extra = {}) =>
  composeDesign({
    prompt: "small heart with my daughter's name Aria in script",
    seed,
    output: 'design',
    ...extra,
  });

describe('lettering cut out of the art behind it', () => {
  it('sits on an outlined name plate where it is cut out of a solid ground', () => {
    // seed 71 (v3) sets a night subject in a crescent moon, solid ink the name is cut out of
    const svg = composeDesign({
      prompt: 'a cat with the name Luna in script',
      seed: 71,
      output: 'design',
    }).svg;
    const cut = svg.match(/<clipPath id="keep\d+"><path d="M0 0H\d+V\d+H0Z([^"]+)"/)![1];
    const holes = cut.split(/(?=M)/);
    expect(holes.length).toBe(1);
    const body = svg.replace(/<defs>[\s\S]*?<\/defs>/, '');
    // each cut band has its plate outline drawn along the same edge
    for (const h of holes) expect(body).toContain(`<path d="${h}" fill="none" stroke=`);
  });

  it('merges overlapping bands: an even-odd overlap would come back uncut, as a notch', () => {
    const merged = mergeOverlapping([
      { x: 0, y: 0, w: 10, h: 4 },
      { x: 30, y: 0, w: 10, h: 4 },
      { x: 8, y: 2, w: 4, h: 6 },
      { x: 11, y: 7, w: 20, h: 2 }, // meets only the grown first box, and that one the second
    ]);
    expect(merged).toEqual([{ x: 0, y: 0, w: 40, h: 9 }]);
    expect(
      mergeOverlapping([
        { x: 0, y: 0, w: 5, h: 5 },
        { x: 6, y: 0, w: 5, h: 5 },
      ]),
    ).toHaveLength(2);
  });

  it('leaves a stencil without plates (no ground to cut)', () => {
    const svg = heartAria(71, { output: 'stencil' }).svg;
    expect(svg).not.toMatch(/a[\d.]+ [\d.]+ 0 0 1 [\d.]+ [\d.]+v[\d.]+[^"]*Z" fill="none" stroke/);
  });
});
