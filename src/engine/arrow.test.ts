import { describe, expect, it } from 'vitest';
import { arrow, arrowLine } from './arrow';
import { composeDesign } from './index';
import { raster } from './shape-raster';

// the arrow is authored tip up and laid on the diagonal: map an upright point to the box
const k = Math.SQRT1_2;
const at = (x: number, y: number): [number, number] => [
  256 + (x - 256 - (y - 256)) * k,
  256 + (x - 256 + (y - 256)) * k,
];

describe('arrow', () => {
  it('has one straight shaft, a triangular head and two vanes in the second ink', () => {
    const g = arrow();
    for (const d of [g.d, g.holes ?? '', g.alt ?? ''])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const ink = raster(g);
    const on = (x: number, y: number) => ink(...at(x, y));
    // the head is wide near its back, narrow at the tip
    expect(on(290, 100)).toBe(true);
    expect(on(222, 100)).toBe(true);
    expect(on(290, 40)).toBe(false);
    // one shaft down the middle, bare either side of it (not a tangle of shafts)
    for (const y of [180, 250])
      expect([on(256, y), on(236, y), on(276, y)]).toEqual([true, false, false]);
    // fletching: both vanes, painted in the second ink, barb lines left out of the body
    const vanes = raster({ d: 'M0 0Z', alt: g.alt });
    expect(vanes(...at(300, 430))).toBe(true);
    expect(vanes(...at(212, 430))).toBe(true);
    expect(vanes(...at(256, 200))).toBe(false);
  });

  it('is what "an arrow" draws, with nothing stood in', () => {
    const r = composeDesign({
      prompt: 'an arrow',
      style: 'traditional',
      seed: 1,
      output: 'design',
    });
    expect(r.drawn.subjects[0].motif).toBe('arrow');
    expect(r.drawn.subjects[0].standIn).toBeUndefined();
  });

  it('in fine line is one outline: hairline shaft, open head, three barbs a side, no nock', () => {
    const g = arrowLine();
    expect(/NaN|Infinity|undefined/.test(g.d)).toBe(false);
    // one closed outline, so the single line never leaves it for a loose part
    expect(g.d.match(/M/g)!.length).toBe(1);
    const ink = raster(g);
    const on = (x: number, y: number) => ink(...at(x, y));
    expect(on(256, 250)).toBe(true); // the shaft
    expect([on(250, 250), on(262, 250)]).toEqual([false, false]); // a hairline, not a band
    expect(on(256, 80)).toBe(true); // the head
    expect(on(256, 500)).toBe(false); // no nock past the tail
  });

  it('with a word in minimalist lies level over it, the word small and close under', () => {
    const r = composeDesign({
      prompt: 'tiny arrow with the word brave',
      seed: 75,
      output: 'design',
    });
    const mm = r.width / r.widthMm;
    const nums = (d: string) => d.match(/-?[\d.]+/g)!.map(Number);
    // the arrow is open pen strokes (shaft, head, fletching): measure every stroke's points
    const line = nums(/data-line="pen" d="([^"]+)"/.exec(r.svg)![1]);
    const xs = line.filter((_, i) => i % 2 === 0);
    const ys = line.filter((_, i) => i % 2 === 1);
    const [aw, ah] = [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
    expect(aw).toBeGreaterThan(ah * 3); // level, not standing
    // the word: filled glyphs (edged at the 0.5 mm minimum, so its hairlines hold)
    const word = /<path d="([^"]+)" fill="[^"n][^"]*" stroke="[^"]+" stroke-width="([\d.]+)"/.exec(
      r.svg,
    )!;
    expect(Number(word[2])).toBeGreaterThanOrEqual(mm * 0.5);
    const wy = nums(word[1]).filter((_, i) => i % 2 === 1);
    const wx = nums(word[1]).filter((_, i) => i % 2 === 0);
    const gap = Math.min(...wy) - Math.max(...ys);
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThan(mm * 8); // close under the arrow
    expect(Math.max(...wy) - Math.min(...wy)).toBeLessThan(mm * 10); // small lettering
    expect(Math.max(...wx) - Math.min(...wx)).toBeLessThan(aw); // no longer than the arrow
  });
});
