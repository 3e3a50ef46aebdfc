import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { raster } from './shape-raster';
import { swallow } from './swallow';

// Motif silhouettes are registered once each as <path id="sN"> in defs.
const motifCount = (svg: string) => [...svg.matchAll(/<path id="s\d+"/g)].length;

describe('swallow', () => {
  it('has a blue back and wings, a red throat, a cream belly and a deeply forked tail', () => {
    const g = swallow();
    for (const d of [g.d, g.holes ?? '', g.alt ?? '', g.inks?.[0]?.d ?? ''])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const ink = raster(g);
    const red = raster({ d: 'M0 0Z', alt: g.alt });
    const belly = raster({ d: 'M0 0Z', alt: g.inks?.[0]?.d });
    // the back and the near wing raised over it, first ink only
    for (const [x, y] of [
      [230, 200],
      [380, 40],
      [330, 150],
    ]) {
      expect(ink(x, y), `${x},${y}`).toBe(true);
      expect(red(x, y) || belly(x, y), `${x},${y}`).toBe(false);
    }
    // the far wing swept down and forward under the belly, its tip low on the left
    expect(ink(120, 400)).toBe(true);
    // red throat under the bill, cream belly behind it
    expect(red(104, 178)).toBe(true);
    expect(belly(250, 280)).toBe(true);
    expect(belly(104, 178)).toBe(false);
    // two long streamers with the deep fork open between them
    expect(ink(495, 204)).toBe(true);
    expect(ink(470, 390)).toBe(true);
    expect(ink(440, 290)).toBe(false);
    // a small head: open skin above it, the eye cut out
    expect(ink(100, 60)).toBe(false);
    expect(ink(112, 142)).toBe(false);
  });

  it('has a bolder small version: fewer, wider feathers, thicker streamers, fewer cuts', () => {
    const full = swallow();
    const bold = swallow(true);
    const cutsOf = (d?: string) => (d ?? '').split('M').length - 1;
    expect(cutsOf(bold.holes)).toBeLessThan(cutsOf(full.holes) / 3);
    const ink = raster(bold);
    // the fork and the near wing's notches stay open, the streamer is thick at its root
    expect(ink(440, 290)).toBe(false);
    expect(ink(400, 160)).toBe(false);
    expect(ink(430, 266)).toBe(true);
    expect(raster(full)(430, 266)).toBe(false);
  });

  it('is drawn once when one is asked, and as the classic pair from the subject menu', () => {
    const one = composeDesign({
      prompt: 'a swallow with a banner reading "MOM"',
      style: 'traditional',
      seed: 4,
      output: 'design',
    });
    expect(one.drawn.subjects.map((s) => s.motif)).toEqual(['swallow']);
    expect(motifCount(one.svg)).toBe(1);
    const menu = composeDesign({
      subject: 'swallow',
      style: 'traditional',
      placement: 'chest',
      seed: 4,
      output: 'design',
    });
    expect(motifCount(menu.svg)).toBe(2);
  });
});
