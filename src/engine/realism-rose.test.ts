import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { sourceShape } from './motif-place';
import { MOTIF_BY_ID } from './motifs';
import { bbox, insideSubpath, parsePath, splitSubpaths } from './path';
import { createRng } from './prng';
import { dewDrop, roseRealistic } from './realism-rose';
import { BUD, ROSE_FRONT } from './realism-rose-petals';
import { roseLeaf, roseStem } from './realism-rose-leaf';
import { raster } from './shape-raster';

const parts = (d: string) => splitSubpaths(parsePath(d));

const inside = insideSubpath;

/** The grey a point ends up in: tones are painted in order, each over the last. */
function toneAt(tones: { t: number; d: string }[], x: number, y: number): number | undefined {
  let t: number | undefined;
  for (const k of tones) if (parts(k.d).some((s) => inside(s, x, y))) t = k.t;
  return t;
}

describe('realism rose', () => {
  const rose = roseRealistic();

  it('is the drawing realism uses for a rose, inside the box', () => {
    const real = sourceShape(MOTIF_BY_ID.get('rose')!, createRng(1), true);
    const icon = sourceShape(MOTIF_BY_ID.get('rose')!, createRng(1), false);
    expect(real.tones?.length).toBe(rose.tones?.length);
    expect(icon.tones).toBeUndefined();
    const b = bbox(parsePath(rose.d));
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.x + b.w).toBeLessThanOrEqual(512);
    expect(b.y + b.h).toBeLessThanOrEqual(512);
  });

  it('models petals in tone: lit rims, deep shade where they tuck, a black centre', () => {
    const tones = rose.tones ?? [];
    expect(tones.length).toBeGreaterThan(40);
    // every petal keeps a bare-skin lip along its rim and a near-black fold
    expect(tones.filter((k) => k.t <= 0.03).length).toBeGreaterThanOrEqual(10);
    expect(tones.filter((k) => k.t >= 0.9).length).toBeGreaterThanOrEqual(10);
    // the deep centre the bud spirals into is black
    expect(toneAt(tones, ...BUD.heart)).toBe(1);
    expect(rose.toneBlur).toBeLessThan(1);
  });

  it('is a full bloom about as wide as tall, its outer petals opening out and down (no tulip)', () => {
    const inside = raster({ d: rose.d });
    let [x0, x1, y0, y1] = [512, 0, 512, 0];
    // the bloom alone: above the calyx
    for (let y = 0; y < 350; y++)
      for (let x = 0; x < 512; x++)
        if (inside(x, y)) [x0, x1, y0, y1] = [Math.min(x0, x), Math.max(x1, x), Math.min(y0, y), y];
    const ratio = (x1 - x0) / (y1 - y0);
    expect(ratio).toBeGreaterThan(0.95);
    expect(ratio).toBeLessThan(1.35);
    // the outer petals' tips hang low at the sides, lower than where their rims arch
    for (const p of [ROSE_FRONT[0], ROSE_FRONT[1]]) {
      const tip = p.rim[0][0] < 256 ? p.rim[0] : p.rim[p.rim.length - 1];
      expect(tip[1]).toBeGreaterThan(Math.min(...p.rim.map((q) => q[1])) + 40);
    }
    // the whorl is many separate petal edges, not one spiral line
    expect(BUD.whorl.length).toBeGreaterThanOrEqual(4);
    // at least five front petals, each its own sheet
    expect(ROSE_FRONT.length).toBeGreaterThanOrEqual(5);
  });

  it('is grained like needle shading in its mid tones, soft under the blur', () => {
    // a tone of many small dots laid over the petals (crisp, they would fill the stencil)
    const grain = (rose.tones ?? []).find((k) => parts(k.d).length > 300);
    expect(grain).toBeDefined();
    expect(parts(grain!.d).every((s) => bbox(s).w < 5)).toBe(true);
    expect(rose.toneBlur).toBeLessThan(1);
  });
});

describe('realism rose painting', () => {
  const req = { prompt: 'realistic rose with water drops, black and grey', seed: 29 } as const;

  it('paints black and grey as graded petals with no wash contour, and the stencil as lines', () => {
    expect(roseRealistic().art).toBeDefined();
    expect(dewDrop().art).toBeDefined();
    const design = composeDesign({ ...req, output: 'design' }).svg;
    // one grade per petal and whorl edge, plus the drops' beads
    expect((design.match(/id="rosegrad\d+"/g) ?? []).length).toBeGreaterThan(12);
    expect(design).toContain('dropgrad');
    expect(composeDesign({ ...req, output: 'design' }).svg).toBe(design);
    const stencil = composeDesign({ ...req, output: 'stencil' }).svg;
    expect(stencil).not.toContain('rosegrad');
  });

  it('packs the petals smooth, each front rim curling over a soft shade, on smoke without grit', () => {
    const design = composeDesign({ ...req, output: 'design' }).svg;
    // a shade kept inside each petal's face, just within its rim
    const clips = design.match(/<clipPath id="rosepetal\d+"/g) ?? [];
    expect(clips.length).toBeGreaterThanOrEqual(ROSE_FRONT.length);
    // no stipple dots: neither needle grain over the bloom nor pepper round the smoke's edge
    const dots = /a[\d.]+ [\d.]+ 0 1 0/g;
    expect(design.match(dots) ?? []).toHaveLength(0);
    // (other realism subjects keep the pepper fade of their smoke)
    const wolf = composeDesign({
      prompt: 'a realistic wolf howling at the moon',
      seed: 30,
      output: 'design',
    }).svg;
    expect((wolf.match(dots) ?? []).length).toBeGreaterThan(50);
  });
});

describe('realism rose foliage', () => {
  it('draws a rose leaf: saw-toothed, lit and shaded halves, light veins', () => {
    const leaf = roseLeaf([0, 0], [200, 0], 0.3, 0.05);
    const edge = parts(leaf.outline)[0]
      .filter((g) => g.c === 'L')
      .map((g) => ({ y: g.p[1]! }));
    // teeth: the edge's distance from the midrib goes in and out many times
    let flips = 0;
    for (let i = 2; i < edge.length; i++) {
      const d1 = Math.abs(edge[i - 1].y) - Math.abs(edge[i - 2].y);
      const d2 = Math.abs(edge[i].y) - Math.abs(edge[i - 1].y);
      if (d1 * d2 < 0) flips++;
    }
    expect(flips).toBeGreaterThan(20);
    const ts = leaf.tones.map((k) => k.t);
    expect(Math.min(...ts)).toBeLessThan(0.1);
    expect(Math.max(...ts)).toBeGreaterThan(0.6);
  });

  it('draws a stem thick enough to hold the bloom, with thorns', () => {
    const stem = roseStem();
    const [body, ...thorns] = parts(stem.outline);
    expect(bbox(body).w).toBeGreaterThanOrEqual(20);
    expect(thorns.length).toBeGreaterThanOrEqual(2);
  });
});

describe('realism dew drop', () => {
  const tones = dewDrop().tones ?? [];

  it('is dark on the lit side, glows on the far side, with a bare-skin highlight', () => {
    expect(toneAt(tones, 90, 280)).toBeGreaterThan(0.8);
    expect(toneAt(tones, 310, 376)).toBeLessThan(0.1);
    expect(toneAt(tones, 178, 204)).toBe(0);
  });

  it('beads on the rose with a soft cast shadow in grey wash, and none of it in the stencil', () => {
    const req = { prompt: 'realistic rose with water drops, black and grey', seed: 29 } as const;
    const design = composeDesign({ ...req, output: 'design' }).svg;
    expect(design).toMatch(/<ellipse [^>]*fill="#[0-9a-f]{6}" filter="url\(#blur\d+\)"\/>/);
    const stencil = composeDesign({ ...req, output: 'stencil' }).svg;
    for (const tone of ['blur', 'Gradient']) expect(stencil).not.toContain(tone);
  });
});
