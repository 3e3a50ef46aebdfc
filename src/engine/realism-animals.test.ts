import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import type { TCtx } from './context';
import { forCanvas } from './motif-place';
import { MOTIF_BY_ID } from './motifs';
import { recordLayout } from './layout-recorder.testing';
import { bbox, parsePath, signedArea, splitSubpaths } from './path';
import { elephantCalf } from './realism-calf';
import { elephantSide } from './realism-elephant';
import { insidePoly, type TPt } from './realism-kit';
import { fullMoon } from './realism-moon';
import { wolfHowling } from './realism-wolf';
import { flatten } from './weight-line';

const parts = (d: string) => splitSubpaths(parsePath(d));
const area = (d: string) => parts(d).reduce((s, p) => s + Math.abs(signedArea(p)), 0);
const pts = (sub: ReturnType<typeof parsePath>): TPt[] =>
  sub.filter((c) => c.c !== 'Z').map((c) => c.p.slice(-2) as TPt);
const centreOf = (sub: ReturnType<typeof parsePath>): TPt => {
  const b = bbox(sub);
  return [b.x + b.w / 2, b.y + b.h / 2];
};

describe('realism howling wolf', () => {
  const { d, holes = '', tones = [] } = wolfHowling();
  const body = parts(d)[0];
  const b = bbox(body);

  it('sits with its head thrown back: the nose is the top of the drawing, at its right', () => {
    const top = pts(body).reduce((m, p) => (p[1] < m[1] ? p : m));
    expect(top[1] - b.y).toBeLessThan(8);
    expect(top[0]).toBeGreaterThan(b.x + b.w * 0.8);
    // it sits on the ground, the whole box filled: tail out left, paws right
    expect(b.w).toBeGreaterThan(400);
    expect(b.h).toBeGreaterThan(420);
  });

  it('opens its jaw as an inked wedge by the nose, with fangs left standing in it', () => {
    const mouth = parts(holes).filter((s) => {
      const [x, y] = centreOf(s);
      return x > 380 && y < 110 && Math.abs(signedArea(s)) > 400;
    });
    expect(mouth.length).toBe(1);
    // the fangs bite into the wedge from both jaws: its outline turns back on itself (reflex
    // corners) where a plain open mouth would be a convex wedge
    const poly = pts(mouth[0]);
    const turns = poly.map((p, i) => {
      const a = poly[(i + poly.length - 1) % poly.length];
      const c = poly[(i + 1) % poly.length];
      return Math.sign((p[0] - a[0]) * (c[1] - p[1]) - (p[1] - a[1]) * (c[0] - p[0]));
    });
    const major = Math.sign(turns.reduce((s, t) => s + t, 0));
    expect(turns.filter((t) => t === -major).length).toBeGreaterThanOrEqual(2);
  });

  it('lays its coat as many fine strands, not a few stripes', () => {
    const strands = parts(holes).filter((s) => Math.abs(signedArea(s)) < 120);
    expect(strands.length).toBeGreaterThan(100);
  });

  it('shades a dark saddle and ear and leaves the muzzle and throat as skin', () => {
    expect(tones.some((k) => k.t >= 0.9)).toBe(true);
    expect(tones.filter((k) => k.t <= 0.05).length).toBeGreaterThanOrEqual(3);
  });
});

describe('realism elephant and calf', () => {
  it('draws the adult side on with a tusk, a tail and four legs down to the ground', () => {
    const { d, holes = '' } = elephantSide();
    const [body, tusk] = parts(d);
    const b = bbox(body);
    expect(b.w / b.h).toBeGreaterThan(1.1);
    // the tusk reaches forward past the trunk, out of the body
    expect(bbox(tusk).x).toBeLessThan(b.x + 10);
    // four feet: where the ground line is crossed by the outline, in four separate spans
    const feet = pts(body).filter((p) => p[1] > 466);
    const xs = feet.map((p) => p[0]).sort((a, c) => a - c);
    let spans = 1;
    for (let i = 1; i < xs.length; i++) if (xs[i] - xs[i - 1] > 12) spans++;
    expect(spans).toBeGreaterThanOrEqual(4);
    // creases: trunk rings, leg folds, ear folds, toenails
    expect(parts(holes).length).toBeGreaterThan(50);
  });

  it('gives the calf a build of its own: no tusk, a big head and a short trunk', () => {
    const calf = elephantCalf();
    // one body: no tusk beside it, only the thin tail apart
    const [body, ...rest] = parts(calf.d).sort(
      (p, q) => Math.abs(signedArea(q)) - Math.abs(signedArea(p)),
    );
    for (const r of rest)
      expect(Math.abs(signedArea(r))).toBeLessThan(Math.abs(signedArea(body)) * 0.02);
    const b = bbox(body);
    // the trunk's tip hangs well clear of the ground, where the mother's reaches low
    const front = pts(body).filter((p) => p[0] < b.x + b.w * 0.12);
    expect(Math.max(...front.map((p) => p[1]))).toBeLessThan(b.y + b.h * 0.92);
    // the head is big for the body: its dome, in the front 40%, stands as high as anything
    const head = pts(body).filter((p) => p[0] < b.x + b.w * 0.4);
    expect(Math.min(...head.map((p) => p[1]))).toBeLessThan(b.y + b.h * 0.03);
    expect(area(calf.d)).toBeGreaterThan(0);
  });

  it('walks the calf a step ahead of its mother, pressed to her foreleg under her trunk', () => {
    const placed = recordLayout('with', 'elephant', [], { main: { count: 2, young: true } });
    expect(placed.map((p) => p.id)).toEqual(['elephant', 'elephant:young']);
    const [mother, calf] = placed;
    expect(mother.layer).toBe('back');
    expect(calf.layer).toBe('front');
    expect(calf.at.size).toBeLessThan(mother.at.size * 0.6);
    // ahead of her (she faces left) and overlapping her, not standing apart
    expect(calf.at.cx).toBeLessThan(mother.at.cx);
    expect(calf.at.cx + calf.at.size / 2).toBeGreaterThan(mother.at.cx - mother.at.size / 2);
    expect(calf.at.cy).toBeGreaterThan(mother.at.cy);
    // flash work keeps the one drawing for both
    const flat = recordLayout('with', 'elephant', [], {
      main: { count: 2, young: true },
      ctx: { profile: { fill: 'colour' } } as never,
    });
    expect(flat.map((p) => p.id)).toEqual(['elephant', 'elephant']);
  });
});

describe('realism moon behind a howling wolf', () => {
  it('is a full disc whose seas and craters are soft wash, not drawn lines', () => {
    const { d, holes, tones = [] } = fullMoon();
    expect(parts(d).length).toBe(1);
    expect(holes ?? '').toBe('');
    const b = bbox(parts(d)[0]);
    expect(Math.abs(b.w - b.h)).toBeLessThan(1);
    expect(tones.length).toBeGreaterThan(10);
    // every patch lies on the disc
    for (const k of tones) {
      const [x, y] = centreOf(parts(k.d)[0]);
      expect(Math.hypot(x - 256, y - 256)).toBeLessThan(240);
    }
  });

  it('rises large behind the wolf, its head against the disc', () => {
    const placed = recordLayout('above', 'howling-wolf', [['moon', 1]]);
    const moon = placed.find((p) => p.id === 'moon')!;
    const wolf = placed.find((p) => p.id === 'howling-wolf')!;
    expect(moon.layer).toBe('back');
    expect(wolf.layer).toBe('front');
    expect(moon.at.size).toBeGreaterThan(wolf.at.size * 0.75);
    expect(moon.at.cy).toBeLessThan(wolf.at.cy);
    // flash's howling wolf icon keeps the moon small in the corner
    const flash = recordLayout('above', 'howling-wolf', [['moon', 1]], {
      ctx: { profile: { fill: 'colour' } } as never,
    });
    expect(flash.find((p) => p.id === 'moon')!.at.size).toBeLessThan(wolf.at.size * 0.6);
  });
});

describe('realism animals in the design', () => {
  const req = (prompt: string, output: 'design' | 'stencil') =>
    composeDesign({ prompt, seed: 5, output }).svg;

  it('shade in grey wash, the same bytes for the same request, and stencil as lines only', () => {
    for (const prompt of [
      'a realistic wolf howling at the moon',
      'realistic elephant with a baby elephant',
    ]) {
      const svg = req(prompt, 'design');
      expect(svg).toBe(req(prompt, 'design'));
      expect(svg).toMatch(/<g filter="url\(#blur\d+\)">/);
      const stencil = req(prompt, 'stencil');
      const fills = new Set(
        [...stencil.matchAll(/fill="([^"]+)"/g)].map((m) => m[1].toLowerCase()),
      );
      for (const fill of fills) expect(['none', '#fff', '#ffffff', 'white']).toContain(fill);
      expect(stencil).not.toMatch(/<(filter|linearGradient|radialGradient|pattern|mask)\b/);
    }
  });

  it('keeps the wolf drawing inside its outline: every strand within the silhouette', () => {
    const { d, holes = '' } = wolfHowling();
    const outline = flatten(parts(d)[0], 2) as TPt[];
    for (const s of parts(holes)) {
      const [x, y] = centreOf(s);
      expect(insidePoly(outline, x, y), `${x},${y}`).toBe(true);
    }
  });
});

describe('watercolour elephant', () => {
  const canvas = { width: 1000, height: 1000, widthMm: 150, heightMm: 150 };
  const ctxWith = (backdrop: string) => ({ canvas, profile: { backdrop } }) as unknown as TCtx;

  it('paints its washes under the side-on animal, not the carved mask', () => {
    const def = MOTIF_BY_ID.get('elephant')!;
    const wash = forCanvas(def, ctxWith('splash'));
    expect(wash.gen).toBe('elephant-side');
    expect(wash.id).not.toBe(def.id);
    // other styles keep the icon
    expect(forCanvas(def, ctxWith('none')).gen).toBeUndefined();
    // the same request gives the same bytes
    const req = {
      prompt: 'a watercolor elephant with splashes',
      seed: 3,
      output: 'design',
    } as const;
    expect(composeDesign(req).svg).toBe(composeDesign(req).svg);
  });
});

describe('realism elephant family in the design', () => {
  it('stipples the shadows, but the stencil traces no specks and a shadow edge round the outline only', () => {
    const req = { prompt: 'realistic elephant with a baby elephant', seed: 5 } as const;
    const tiny = (d: string) =>
      splitSubpaths(parsePath(d)).filter((s) => Math.max(bbox(s).w, bbox(s).h) < 3).length;
    // the drawing has its stipple dots
    expect(tiny(elephantSide().holes ?? '')).toBeGreaterThan(100);
    const stencil = composeDesign({ ...req, output: 'stencil' }).svg;
    const defs = new Map(
      [...stencil.matchAll(/<path id="([^"]+)" d="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
    );
    // the traced bodies keep no dots
    const traced = [...stencil.matchAll(/<use href="#([^"]+)" fill="#ffffff" stroke=/g)];
    expect(traced.length).toBe(2);
    for (const [, id] of traced) expect(tiny(defs.get(id) ?? '')).toBe(0);
    // the dashed shadow edge follows each outline, not every crease inside it
    const dashed = [
      ...stencil.matchAll(/<use href="#([^"]+)" transform="[^"]+" fill="none"[^>]*dasharray/g),
    ];
    // (the mother's: the calf is too small for one)
    expect(dashed.length).toBeGreaterThanOrEqual(1);
    for (const [, id] of dashed)
      expect(splitSubpaths(parsePath(defs.get(id) ?? '')).length).toBeLessThan(6);
  });

  it('drapes her trunk over the calf: the calf drawing carries the trunk past its own back', () => {
    const calf = bbox(splitSubpaths(parsePath(elephantCalf().d))[0]);
    const mother = splitSubpaths(parsePath(elephantSide().d))[0];
    // both in one frame: her trunk's lowest visible stretch ends where the calf's top is
    const front = mother.flatMap((c) => (c.p.length ? [c.p.slice(-2)] : []));
    const trunk = front.filter(([x]) => x > calf.x && x < calf.x + calf.w * 0.6);
    expect(Math.max(...trunk.map(([, y]) => y))).toBeGreaterThan(calf.y);
  });
});
