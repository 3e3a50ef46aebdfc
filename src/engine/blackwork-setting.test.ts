import { describe, expect, it } from 'vitest';
import { blackworkReach, blackworkSettingKind } from './blackwork-setting';
import { composeDesign } from './index';
import { recordLayout } from './layout-recorder.testing';

/** The width of the main silhouette (the first `<path id="sN">` in defs), and the canvas's. */
function subjectWidth(svg: string): { w: number; W: number } {
  const d = svg.match(/<path id="s\d+" d="([^"]+)"/)![1];
  const xs = (d.match(/-?[\d.]+/g) ?? []).map(Number).filter((_, i) => i % 2 === 0);
  const W = Number(svg.match(/viewBox="0 0 ([\d.]+)/)![1]);
  return { w: Math.max(...xs) - Math.min(...xs), W };
}

describe('blackwork settings', () => {
  it('gives the four variations of a subject four different settings', () => {
    for (const id of ['moth', 'raven', 'window', 'hand', 'moon', '']) {
      const kinds = new Set([0, 1, 2, 3].map((v) => blackworkSettingKind(v, id)));
      expect(kinds.size, id).toBe(4);
    }
    for (const v of [0, 1, 2, 3]) expect(blackworkSettingKind(v, 'moon')).not.toBe('crescent');
  });

  it('hugs the subject: no setting reaches far past the motif box', () => {
    for (const v of [0, 1, 2, 3])
      expect(blackworkReach(blackworkSettingKind(v, 'moth'))).toBeLessThanOrEqual(0.72);
  });

  it('keeps the subject the dominant element on a wide chest canvas', () => {
    for (const seed of [4240, 4241, 4242, 4243]) {
      const prompt = 'a moth with a skull on its back, blackwork, chest';
      const r = composeDesign({ prompt, seed, output: 'design' });
      const { w, W } = subjectWidth(r.svg);
      // the moth is wider than tall; it took under a third of the chest inside a huge oval
      expect(w / W, `seed ${seed}`).toBeGreaterThan(0.37);
      // no card outline round the setting: the oval cartouche spanned the chest's width
      const radii = [...r.svg.matchAll(/A([\d.]+) [\d.]+ 0/g)].map((m) => Number(m[1]));
      expect(Math.max(0, ...radii) / W, `seed ${seed}`).toBeLessThan(0.4);
    }
  });

  it('draws no solid fills in the stencil', () => {
    for (const seed of [4240, 4241, 4242, 4243]) {
      const r = composeDesign({ prompt: 'a raven on a branch, dark blackwork', seed, output: 'stencil' });
      expect(r.svg, `seed ${seed}`).not.toMatch(/<(path|circle)[^>]*fill="#(1|2)[0-9a-f]{5}"/);
    }
  });
});

describe('a bird on a branch', () => {
  it('stands the bird large on a nearly level perch crossing under it', () => {
    const placed = recordLayout('above', 'raven', [['branch', 1]]);
    const raven = placed.find((p) => p.id === 'raven')!;
    // the perch limb (drawn level, so its end past the tail reads as the same branch)
    const branch = placed.find((p) => p.id === 'branch:perch')!;
    expect(raven.layer).toBe('front');
    expect(branch.layer).toBe('back');
    // S is 600: the bird is the big element, not a small bird over a stick
    expect(raven.at.size).toBeGreaterThanOrEqual(0.85 * 600);
    expect(Math.abs(branch.at.rot ?? 0)).toBeLessThan(10);
    // the perch crosses under the bird's body, between its centre and its foot
    expect(branch.at.cy).toBeGreaterThan(raven.at.cy);
    expect(branch.at.cy).toBeLessThan(raven.at.cy + raven.at.size / 2);
  });
});
