import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { bbox, insideSubpath, parsePath, splitSubpaths } from './path';
import { irisLit } from './realism-kit';
import { lionPortrait } from './realism-lion';
import { C, FACE_K } from './realism-mane';
import { EYE, fitPt, owlInFlight } from './realism-owl';
import { raster } from './shape-raster';

const parts = (d: string) => splitSubpaths(parsePath(d));
const centre = (sub: ReturnType<typeof parsePath>) => {
  const b = bbox(sub);
  return [b.x + b.w / 2, b.y + b.h / 2];
};

const inside = insideSubpath;

/** Where a point of the face as drawn lands once the face is set, enlarged, into the mane. */
const fx = (x: number) => C[0] + (x - C[0]) * FACE_K;
const fy = (y: number) => C[1] + (y - C[1]) * FACE_K;

describe('realism lion portrait', () => {
  const { d, holes = '' } = lionPortrait();

  it('fills the box with a mane, its silhouette a smooth oval (no scalloped badge edge)', () => {
    const b = bbox(parsePath(d));
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.x + b.w).toBeLessThanOrEqual(512);
    expect(b.y + b.h).toBeLessThanOrEqual(512);
    expect(b.w).toBeGreaterThan(420);
    for (const s of parts(d + holes)) expect(s.flatMap((c) => c.p).some(Number.isNaN)).toBe(false);
    // the silhouette's edge bends one way all round: no locks notched into it
    const outer = parts(d).reduce((a, s) => (bbox(s).w > bbox(a).w ? s : a));
    const pts = outer.filter((c) => c.c !== 'Z').map((c) => c.p.slice(-2) as number[]);
    const turns = pts.map((p, i) => {
      const [q, r] = [pts[(i + 1) % pts.length], pts[(i + 2) % pts.length]];
      return Math.sign((q[0] - p[0]) * (r[1] - q[1]) - (q[1] - p[1]) * (r[0] - q[0]));
    });
    expect(new Set(turns.filter((t) => t !== 0)).size).toBe(1);
  });

  it('models the mane as tonal locks: dark valleys between lit crests, all round', () => {
    const { tones = [] } = lionPortrait();
    // (painted layer by layer: count the ribbons over all the layers' valleys and crests)
    const count = (f: (t: number) => boolean) =>
      tones.filter((k) => f(k.t)).reduce((n, k) => n + parts(k.d).length, 0);
    expect(count((t) => t > 0.9)).toBeGreaterThan(40);
    expect(count((t) => t < 0.05)).toBeGreaterThan(40);
  });

  it('frays the mane out into skin: loose strands run past the silhouette, inside the box', () => {
    const shape = lionPortrait();
    expect(shape.frayed).toBe(true);
    const silhouette = raster({ d });
    // strands with their tips out past the edge, in skin
    const out = parts(holes).filter((s) =>
      s.some((c) => c.c !== 'Z' && !silhouette(c.p[c.p.length - 2], c.p[c.p.length - 1])),
    );
    expect(out.length).toBeGreaterThan(20);
    for (const s of out) {
      const b = bbox(s);
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.w).toBeLessThanOrEqual(512);
      expect(b.y + b.h).toBeLessThanOrEqual(512);
      // loose ends are fine pulled strands and the valleys' brush strokes, not shapes
      expect(Math.min(b.w, b.h)).toBeLessThan(48);
    }
  });

  it('keeps the darkest of the mane next to the face and lightens toward its edge', () => {
    const { tones = [] } = lionPortrait();
    const darkest = (x: number, y: number) =>
      Math.max(0, ...tones.filter((k) => parts(k.d).some((s) => inside(s, x, y))).map((k) => k.t));
    // just outside the cheek, both sides, and under the chin: black
    expect(darkest(382, 300)).toBeGreaterThan(0.9);
    expect(darkest(130, 300)).toBeGreaterThan(0.9);
    // out at the edge of the fall: never deeper than the fall's grey
    for (const [x, y] of [
      [490, 300],
      [22, 300],
      [256, 500],
    ])
      expect(darkest(x, y)).toBeLessThan(0.8);
  });

  it('gives each eye a black almond rim round a light iris, its pupil lit from one side', () => {
    for (const x0 of [316, 196]) {
      const x = fx(x0);
      // the rim: a large inked almond wider than tall, slanting up to its outer corner
      const rim = parts(holes).find((s) => {
        const b = bbox(s);
        return inside(s, x, fy(237)) && b.w > 60 && b.w < 84 && b.h > 26 && b.h < 44;
      });
      expect(rim, `rim at ${x}`).toBeDefined();
      // the iris: a part of the silhouette itself left inside the rim, round the pupil
      const iris = parts(d).find((s) => {
        const b = bbox(s);
        return inside(s, x, fy(240)) && b.w > 22 && b.w < 31;
      });
      expect(iris, `iris at ${x}`).toBeDefined();
      const pupil = parts(holes).find((s) => inside(s, x, fy(238)) && bbox(s).w < 15);
      expect(pupil).toBeDefined();
      expect(inside(pupil!, x - 2.75 * FACE_K, fy(238) - 3 * FACE_K)).toBe(false);
    }
  });

  it('draws a broad flat nose pad under a wide bridge, and whisker dots on the pads', () => {
    const pad = parts(holes).find((s) => inside(s, 256, fy(330)) && bbox(s).w > 90);
    expect(pad).toBeDefined();
    expect(bbox(pad!).y).toBeLessThan(fy(295));
    const dots = parts(holes).filter((s) => {
      const b = bbox(s);
      return b.w < 5 && b.h < 5 && b.y > fy(340) && b.y < fy(390);
    });
    expect(dots.length).toBeGreaterThanOrEqual(30);
  });
});

describe('realism eyes (lion, owl)', () => {
  it('leave a catch-light in skin inside the dark pupil, on the same side in both eyes', () => {
    const { d: owlD, holes = '' } = owlInFlight();
    const pupils = parts(holes).filter((s) => {
      const b = bbox(s);
      const [ex, ey] = fitPt(EYE);
      const dx = Math.abs(Math.abs(b.x + b.w / 2 - 256) - (ex - 256));
      return dx < 3 && Math.abs(b.y + b.h / 2 - ey) < 4 && b.w > 8.5 && b.w < 11.5;
    });
    expect(pupils.length).toBe(2);
    const lights = parts(owlD).filter((s) => bbox(s).w < 5);
    for (const s of pupils) {
      const [x] = centre(s);
      const light = lights.find((l) => inside(s, ...(centre(l) as [number, number])));
      expect(light).toBeDefined();
      // up and left of the pupil's middle in both eyes: one light source
      expect(centre(light!)[0]).toBeLessThan(x);
    }
    expect(inside(parts(irisLit(0, 0, 10))[0], 0, 0)).toBe(true);
  });
});

describe('realism lion face tone', () => {
  const { tones = [] } = lionPortrait();
  const at = (x: number, y: number) =>
    tones.filter((k) => parts(k.d).some((s) => inside(s, fx(x), fy(y)))).map((k) => k.t);

  it('sinks the eye sockets and the chin into black and lights the brow and the bridge', () => {
    // under the brow beside each eye: a dark socket
    expect(Math.max(...at(344, 232))).toBeGreaterThan(0.85);
    expect(Math.max(...at(168, 232))).toBeGreaterThan(0.85);
    expect(Math.max(...at(256, 398))).toBeGreaterThan(0.85);
    // the brow ridge and the nose bridge: bare skin
    expect(Math.min(...at(310, 208))).toBeLessThan(0.1);
    expect(Math.min(...at(256, 262))).toBeLessThan(0.1);
  });

  it('paints those tones over the wash in black and grey, but not in the stencil', () => {
    const req = { prompt: 'realistic lion portrait in black and grey', seed: 3 } as const;
    const svg = composeDesign({ ...req, output: 'design' }).svg;
    expect(svg).toMatch(/<g filter="url\(#blur\d+\)"><path d="[^"]+" fill="#[0-9a-f]{6}"\/>/);
    const stencil = composeDesign({ ...req, output: 'stencil' }).svg;
    expect(stencil).not.toMatch(/filter="url\(#blur/);
  });

  it('draws no line round the mane: its dark mass fades out into skin before the hair ends', () => {
    const req = { prompt: 'realistic lion portrait in black and grey', seed: 3 } as const;
    const svg = composeDesign({ ...req, output: 'design' }).svg;
    expect(svg).not.toContain('data-line="outline"');
    // the mane's mass is a gradient whose last stop is clear: no edge to read as an outline
    const mass = /<radialGradient id="lionmass\d+"[^>]*>(.*?)<\/radialGradient>/.exec(svg);
    expect(mass).not.toBeNull();
    expect(mass![1]).toMatch(/stop-opacity="0"\/>$/);
  });

  it('traces the strands in the stencil, but no line round the mane and no shadow edge', () => {
    const req = { prompt: 'realistic lion portrait in black and grey', seed: 3 } as const;
    const svg = composeDesign({ ...req, output: 'stencil' }).svg;
    expect(svg).not.toContain('stroke-dasharray');
    // the silhouette is only a white body (hiding what sits behind), never stroked
    expect(svg).toMatch(/<use href="#[^"]+" fill="#ffffff"\/><path d="[^"]+" fill="none" stroke=/);
  });
});
