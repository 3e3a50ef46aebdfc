import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { recordLayout } from './layout-recorder.testing';
import { inkOf as shapeInk } from './gen-shape.testing';
import { raster } from './shape-raster';
import { veiledWoman } from './veiled-woman';

const inkOf = (role: string) => shapeInk(veiledWoman(), role);
// the veil is the first cream ink (the eye whites and glints, also cream, come after it)
const veilInk = () =>
  raster({ d: veiledWoman().inks?.find((k) => k.role === 'bone')?.d ?? 'M0 0Z' });

describe('woman in a lace veil', () => {
  it('draws a big face framed by hair, under a veil whose edge is scalloped', () => {
    const g = veiledWoman();
    for (const d of [g.d, g.alt ?? '', ...(g.inks ?? []).map((k) => k.d)])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const veil = veilInk();
    expect(veil(256, 40)).toBe(true); // over the crown
    expect(veil(436, 300)).toBe(true); // falling past the face on both sides
    expect(veil(76, 300)).toBe(true);
    // the face fills the middle of the drawing: forehead to chin, cheek to cheek, no veil on it
    for (const [x, y] of [
      [256, 140],
      [256, 380],
      [200, 300],
      [330, 260],
    ])
      expect(veil(x, y)).toBe(false);
    // hair (the second ink) between the face and the veil, on both sides
    const hair = raster({ d: 'M0 0Z', alt: g.alt });
    expect(hair(372, 300)).toBe(true);
    expect(hair(140, 300)).toBe(true);
    expect(hair(256, 250)).toBe(false);
    // the border: walking down just inside the front edge crosses scallop after scallop
    let flips = 0;
    let was = veil(392, 150);
    for (let y = 150; y < 420; y += 2) {
      const now = veil(392, y);
      if (now !== was) flips++;
      was = now;
    }
    expect(flips).toBeGreaterThanOrEqual(4);
  });

  it('has eyes with a coloured iris under a heavy lid, full red lips and lace on the veil', () => {
    const iris = inkOf('green');
    expect(iris(302, 252)).toBe(true);
    expect(iris(210, 252)).toBe(true);
    // the lid covers the iris's top
    expect(iris(302, 236)).toBe(false);
    const lips = inkOf('red');
    expect(lips(256, 364)).toBe(true);
    expect(lips(280, 350)).toBe(true);
    // the lace: dots and arcs in line ink along the veil's edge on both sides
    const lines = inkOf('black');
    let lace = 0;
    for (let y = 120; y < 440; y += 1) if (lines(414, y) || lines(98, y)) lace++;
    expect(lace).toBeGreaterThan(10);
  });

  it('wears the flowers she is drawn with over her veil, one big at the crown', () => {
    const placed = recordLayout('with', 'veiled-woman', [['flower', 3]]);
    const woman = placed.find((p) => p.id === 'veiled-woman')!;
    // plain flowers are worn as rose heads
    const flowers = placed.filter((p) => ['flower', 'rose-head'].includes(p.id));
    expect(woman.at.size).toBeGreaterThan(600 * 0.88);
    expect(flowers.length).toBe(3);
    for (const f of flowers) {
      expect(f.layer).toBe('front');
      // on the portrait, not beside it
      expect(Math.abs(f.at.cx - woman.at.cx)).toBeLessThan(woman.at.size * 0.4);
      expect(Math.abs(f.at.cy - woman.at.cy)).toBeLessThan(woman.at.size * 0.42);
    }
    // one big bloom over the crown
    expect(
      flowers.some(
        (f) => f.at.cy < woman.at.cy - woman.at.size * 0.25 && f.at.size > woman.at.size * 0.3,
      ),
    ).toBe(true);
  });

  it('is what "a woman\'s face with a lace veil" draws, with nothing left out', () => {
    const r = composeDesign({
      prompt: "a woman's face with a lace veil and flowers, neo traditional",
      seed: 3,
      output: 'design',
    });
    expect(r.drawn.subjects.map((s) => s.motif)).toContain('veiled-woman');
    expect(r.drawn.leftOut).toEqual([]);
  });
});
