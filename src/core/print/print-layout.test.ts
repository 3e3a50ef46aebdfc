import { describe, expect, it } from 'vitest';
import { cropMarks, printLayout, printableArea, splitAxis, TILE_OVERLAP_MM } from './print-layout';
import { mmToPt, ptToMm, PAPER_MM, RULER_MM, formatSize, mmToPx } from './units';

describe('units', () => {
  it('converts millimetres to points and back', () => {
    expect(mmToPt(25.4)).toBeCloseTo(72, 10);
    expect(ptToMm(mmToPt(123.4))).toBeCloseTo(123.4, 10);
    expect(mmToPx(100, 300)).toBeCloseTo(1181.1, 1);
  });

  it('knows A4 and Letter in points', () => {
    expect(mmToPt(PAPER_MM.a4.w)).toBeCloseTo(595.28, 1);
    expect(mmToPt(PAPER_MM.a4.h)).toBeCloseTo(841.89, 1);
    expect(mmToPt(PAPER_MM.letter.w)).toBeCloseTo(612, 6);
    expect(mmToPt(PAPER_MM.letter.h)).toBeCloseTo(792, 6);
  });

  it('formats sizes in cm and inches', () => {
    expect(formatSize(100, 150)).toBe('10 × 15 cm');
    expect(formatSize(101.6, 152.4, 'in')).toBe('4 × 6 in');
  });
});

describe('printLayout', () => {
  it('puts a small design on one sheet at its exact size, centred, with a 5 cm ruler', () => {
    const layout = printLayout('a4', 100, 150);
    expect(layout.tiles).toHaveLength(1);
    const [tile] = layout.tiles;
    // the placed image is the requested width in points within 0.5 mm
    expect(Math.abs(ptToMm(mmToPt(tile.dest.w)) - 100)).toBeLessThan(0.5);
    expect(tile.dest.h).toBe(150);
    const area = printableArea('a4');
    expect(tile.dest.x - area.x).toBeCloseTo(area.x + area.w - (tile.dest.x + tile.dest.w), 6);
    expect(layout.ruler.length).toBe(RULER_MM);
    expect(mmToPt(layout.ruler.length)).toBeCloseTo(141.73, 2);
    // the ruler and title sit below the design, inside the sheet
    expect(layout.ruler.y).toBeGreaterThan(tile.dest.y + tile.dest.h);
    expect(layout.ruler.y).toBeLessThan(PAPER_MM.a4.h);
  });

  it('tiles a back piece over several sheets that overlap and cover it all', () => {
    const layout = printLayout('letter', 350, 450);
    expect(layout.cols).toBeGreaterThan(1);
    expect(layout.rows).toBeGreaterThan(1);
    expect(layout.tiles).toHaveLength(layout.cols * layout.rows);
    const area = printableArea('letter');
    for (const t of layout.tiles) {
      expect(t.src.w).toBeLessThanOrEqual(area.w + 1e-9);
      expect(t.src.h).toBeLessThanOrEqual(area.h + 1e-9);
      expect(t.dest.w).toBe(t.src.w); // every tile is at true size
    }
    const row0 = layout.tiles.filter((t) => t.row === 0);
    expect(row0.at(-1)!.src.x + row0.at(-1)!.src.w).toBeCloseTo(350, 6);
    expect(row0[0].src.x + row0[0].src.w - row0[1].src.x).toBeGreaterThanOrEqual(TILE_OVERLAP_MM - 1e-9);
  });

  it('splits an axis with the overlap and never beyond the design', () => {
    expect(splitAxis(100, 180)).toEqual([{ start: 0, size: 100 }]);
    const spans = splitAxis(400, 180);
    expect(spans[0]).toEqual({ start: 0, size: 180 });
    expect(spans.at(-1)!.start + spans.at(-1)!.size).toBe(400);
  });

  it('draws eight crop marks that stay clear of the design', () => {
    const r = { x: 50, y: 50, w: 100, h: 100 };
    const marks = cropMarks(r);
    expect(marks).toHaveLength(8);
    for (const [x1, y1, x2, y2] of marks) {
      const inside = (x: number, y: number) => x > r.x && x < r.x + r.w && y > r.y && y < r.y + r.h;
      expect(inside(x1, y1) || inside(x2, y2)).toBe(false);
    }
  });
});
