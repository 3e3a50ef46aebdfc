import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { MOTIF_BY_ID } from './motifs';
import { bbox, parsePath, splitSubpaths } from './path';
import { featherAt, quillFeather } from './quill-feather';
import { raster } from './shape-raster';

describe('feather (authored)', () => {
  const g = quillFeather();

  it('is long and slender on the diagonal, tip to the upper right as the icon was', () => {
    for (const d of [g.d, g.holes ?? '', g.alt ?? ''])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const box = bbox(parsePath(g.d));
    expect(box.w / box.h).toBeGreaterThan(0.8);
    expect(box.w / box.h).toBeLessThan(1.25);
    expect(MOTIF_BY_ID.get('feather')?.axis).toBe(-45);
    const ink = raster(g);
    const at = (s: number, d: number) => ink(...featherAt(s, d));
    // the vane either side of the shaft a third of the way up, skin past it: no fat leaf
    expect(at(0.4, 40)).toBe(true);
    expect(at(0.4, -28)).toBe(true);
    expect(at(0.4, 80)).toBe(false);
    expect(at(0.4, -60)).toBe(false);
    // slender: the feather four to five times as long as its vane is wide (broader, it read as
    // a leaf or a corn cob), the trailing vane narrower than the leading one
    const body = raster({ d: g.d });
    const wide = [-1, 1].map((side) => {
      let d = 0;
      for (let s = 0.3; s < 0.6; s += 0.01) {
        let k = 0;
        while (body(...featherAt(s, side * (k + 1)))) k++;
        d = Math.max(d, k);
      }
      return d;
    });
    expect(490 / (wide[0] + wide[1])).toBeGreaterThan(4);
    expect(490 / (wide[0] + wide[1])).toBeLessThan(5.5);
    expect(wide[0]).toBeLessThan(wide[1] * 0.8);
    expect(raster({ d: g.d })(...featherAt(0.08, 0))).toBe(true); // the bare quill under the vane
    expect(at(0.995, 0)).toBe(true); // the tip
    // the tip is at the upper right
    const [tx, ty] = featherAt(1, 0);
    expect(tx).toBeGreaterThan(400);
    expect(ty).toBeLessThan(112);
  });

  it('cuts its barbs as many fine lines, and a shaft down the middle', () => {
    const cuts = splitSubpaths(parsePath(g.holes ?? ''));
    expect(cuts.length).toBeGreaterThan(24);
    // each is a line, not a blot: far longer than wide
    for (const c of cuts) {
      const b = bbox(c);
      expect(Math.hypot(b.w, b.h)).toBeGreaterThan(12);
    }
    // the shaft's cut runs most of the feather's length
    expect(Math.max(...cuts.map((c) => Math.hypot(bbox(c).w, bbox(c).h)))).toBeGreaterThan(400);
  });

  it('has splits in the vane: notches running in from the edge along the barbs', () => {
    // walking up each vane two thirds of the way out, skin shows where the barbs parted
    const ink = raster({ d: g.d });
    for (const d of [44, -30]) {
      let gaps = 0;
      let was = true;
      for (let s = 0.32; s < 0.8; s += 0.002) {
        const on = ink(...featherAt(s, d));
        if (was && !on) gaps++;
        was = on;
      }
      expect(gaps, `side ${Math.sign(d)}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('paints bands in the second ink that keep their barbs cut (not painted over)', () => {
    const alt = raster({ d: 'M0 0Z', alt: g.alt });
    const body = raster({ d: g.d, holes: g.holes });
    const inside = raster({ d: g.d });
    // in the bands the barbs show through as cuts: skin between band ink on either side
    let bandInk = 0;
    let cutInBand = 0;
    for (let x = 5; x < 507; x += 2)
      for (let y = 5; y < 507; y += 2) {
        if (alt(x, y)) bandInk++;
        const cut = inside(x, y) && !body(x, y) && !alt(x, y);
        if (cut && ((alt(x - 5, y) && alt(x + 5, y)) || (alt(x, y - 5) && alt(x, y + 5))))
          cutInBand++;
      }
    expect(bandInk).toBeGreaterThan(300);
    expect(cutInBand).toBeGreaterThan(50);
  });
});

describe('a feather drawn small', () => {
  it('is broader, with fewer and wider barbs and a bare quill, so it does not close up', () => {
    const fine = quillFeather();
    const bold = quillFeather(true);
    const count = (d?: string) => splitSubpaths(parsePath(d ?? '')).length;
    expect(count(bold.holes)).toBeLessThan(count(fine.holes) / 2);
    expect(count(bold.d)).toBe(1); // no afterfeather wisps
    const width = (g: typeof fine) => {
      const ink = raster({ d: g.d });
      let n = 0;
      for (let d = -120; d <= 120; d++) if (ink(...featherAt(0.4, d))) n++;
      return n;
    };
    expect(width(bold)).toBeGreaterThan(width(fine) * 1.15);
    expect(MOTIF_BY_ID.get('feather')?.simple).toBe('gen:quill-feather-bold');
  });
});

describe('a feather in a request', () => {
  it('draws the authored feather, and the peacock feather keeps its eye', () => {
    const r = composeDesign({
      prompt: 'the word believe with a feather',
      seed: 91,
      output: 'design',
    });
    expect(r.drawn.subjects[0].motif).toBe('feather');
    expect(MOTIF_BY_ID.get('feather')?.gen).toBe('quill-feather');
    const p = composeDesign({ prompt: 'a peacock feather', seed: 3, output: 'design' });
    expect(p.drawn.subjects[0].motif).toBe('peacock-feather');
  });

  it('is the same drawing for the same request and seed', () => {
    const a = composeDesign({ prompt: 'watercolor feather', seed: 5, output: 'design' });
    const b = composeDesign({ prompt: 'watercolor feather', seed: 5, output: 'design' });
    expect(a.svg).toBe(b.svg);
  });
});
