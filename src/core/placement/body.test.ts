import { describe, expect, it } from 'vitest';
import { PLACEMENTS, values } from '../options';
import { cmToUnits, FIGURE_UNITS, PLACEMENT_ANCHORS, SEGMENTS, unitsToCm, unitsPerCm } from './body';
import { wrapStrips, wrappedWidth } from './wrap';
import { applyHomography, homography, toMatrix3d } from './homography';

describe('body outline scale', () => {
  it('a 10 cm design on a 170 cm body outline measures 10 cm on that outline', () => {
    const height = 170;
    const design = cmToUnits(10, height);
    // the outline is FIGURE_UNITS tall for the whole 170 cm
    expect((design / FIGURE_UNITS) * height).toBeCloseTo(10, 10);
    expect(unitsToCm(design, height)).toBeCloseTo(10, 10);
    // a taller person's outline has fewer units per cm: the same design is smaller relative to them
    expect(cmToUnits(10, 190)).toBeLessThan(design);
    expect(unitsPerCm(200)).toBe(5);
  });

  it('has all ten of the spec placements on the outline, limbs on a limb', () => {
    for (const id of values(PLACEMENTS)) {
      const a = PLACEMENT_ANCHORS[id];
      expect(a, id).toBeDefined();
      expect(a.y).toBeGreaterThan(0);
      expect(a.y).toBeLessThan(FIGURE_UNITS);
    }
    expect(PLACEMENT_ANCHORS.forearm.limbWidth).not.toBeNull();
    expect(PLACEMENT_ANCHORS.back.view).toBe('back');
    expect(PLACEMENT_ANCHORS.chest.limbWidth).toBeNull();
  });

  it('has plausible limb sizes for a 170 cm person', () => {
    const forearm = SEGMENTS.find((s) => s.id === 'forearm')!;
    const length = Math.hypot(forearm.b[0] - forearm.a[0], forearm.b[1] - forearm.a[1]);
    expect(unitsToCm(length, 170)).toBeGreaterThan(22);
    expect(unitsToCm(length, 170)).toBeLessThan(30);
  });
});

describe('wrap round a limb', () => {
  it('keeps the centre at full scale and compresses toward the edges', () => {
    const strips = wrapStrips(8, 8, 20);
    const widths = strips.map((s) => s.x1 - s.x0);
    expect(widths[10]).toBeGreaterThan(widths[0]);
    expect(widths[10]).toBeCloseTo(1 / 20, 2);
    expect(strips[0].shade).toBeGreaterThan(strips[10].shade);
    expect(strips[0].x0).toBeCloseTo(-wrappedWidth(8, 8) / 2 / 8, 6);
  });

  it('barely changes a design much narrower than the limb', () => {
    expect(wrappedWidth(1, 20)).toBeCloseTo(1, 2);
  });
});

describe('homography', () => {
  it('maps the rectangle corners to the four handles', () => {
    const corners = [
      { x: 10, y: 20 },
      { x: 210, y: 5 },
      { x: 230, y: 190 },
      { x: 0, y: 160 },
    ] as const;
    const hm = homography(100, 80, [...corners] as never)!;
    expect(hm).not.toBeNull();
    const mapped = [
      applyHomography(hm, { x: 0, y: 0 }),
      applyHomography(hm, { x: 100, y: 0 }),
      applyHomography(hm, { x: 100, y: 80 }),
      applyHomography(hm, { x: 0, y: 80 }),
    ];
    mapped.forEach((p, i) => {
      expect(p.x).toBeCloseTo(corners[i].x, 6);
      expect(p.y).toBeCloseTo(corners[i].y, 6);
    });
    expect(toMatrix3d(hm)).toHaveLength(16);
  });
});
