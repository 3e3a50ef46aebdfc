import { describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import { composeDesign, unitsPerMm, type TDesignRequest } from './index';

const design = (prompt: string, seed = 1, extra: Partial<TDesignRequest> = {}) =>
  composeDesign({ prompt, seed, output: 'design', ...extra });

const oneLines = (svg: string) => [
  ...svg.matchAll(/<path data-line="(?:one-line|pen)" d="([^"]+)"[^>]*>/g),
];

/** Everything drawn on the skin, minus defs and the skin rect. */
const artOf = (svg: string) =>
  svg.replace(/<defs>[\s\S]*?<\/defs>/, '').replace(/<rect width="\d+" height="\d+"[^>]*\/>/, '');

describe('one-line minimalist drawing', () => {
  const prompts = [
    'single line cat',
    'minimalist compass',
    'a small wave on the ankle',
    'minimalist mountain range and moon on the wrist',
    'fine line sunflower on the forearm',
    'a tiny paper plane behind the ear',
  ];

  it('draws the motifs as one continuous stroke with no fill, 0.5 mm wide', () => {
    for (const p of prompts)
      for (const seed of [1, 2, 3, 4]) {
        const r = design(p, seed);
        expect(r.drawn.style, p).toBe('minimalist');
        const lines = oneLines(r.svg);
        expect(lines.length, `${p} #${seed}`).toBe(1);
        const [tag, d] = [lines[0][0], lines[0][1]];
        // one subpath: a single M, no closing Z, no NaN (a penned drawing, fine-line.ts, keeps
        // its few strokes)
        if (tag.includes('"one-line"')) expect(d.match(/M/g)!.length, p).toBe(1);
        expect(d, p).not.toMatch(/Z|NaN|Infinity/);
        expect(tag).toContain('fill="none"');
        const w = parseFloat(tag.match(/stroke-width="([\d.]+)"/)![1]) / unitsPerMm(r);
        expect(w).toBeGreaterThanOrEqual(0.45);
        expect(w).toBeLessThanOrEqual(0.6);
        // nothing else on the skin but the line (these prompts carry no lettering)
        const rest = artOf(r.svg).replace(lines[0][0], '');
        expect(rest, `${p} #${seed}`).not.toMatch(/<(path|use|circle|ellipse|polygon)\b/);
      }
  });

  it('keeps the line inside the canvas', () => {
    for (const p of prompts)
      for (const seed of [1, 2, 3, 4]) {
        const r = design(p, seed);
        const nums = oneLines(r.svg)[0][1]
          .match(/-?[\d.]+/g)!
          .map(Number);
        for (let i = 0; i < nums.length; i += 2) {
          expect(nums[i]).toBeGreaterThanOrEqual(0);
          expect(nums[i]).toBeLessThanOrEqual(r.width);
          expect(nums[i + 1]).toBeGreaterThanOrEqual(0);
          expect(nums[i + 1]).toBeLessThanOrEqual(r.height);
        }
      }
  });

  it('traces the subject: the line covers the motif, not a scribble or a dot', () => {
    const r = design('single line cat', 1);
    const img = new Resvg(r.svg, { fitTo: { mode: 'width', value: 256 } }).render();
    const px = img.pixels;
    let dark = 0;
    let x0 = Infinity;
    let x1 = -Infinity;
    for (let i = 0; i < px.length; i += 4)
      if (px[i] < 100) {
        dark++;
        const x = (i / 4) % img.width;
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
      }
    // a fine line: few inked pixels, but spread across much of the canvas
    expect(dark / (img.width * img.height)).toBeGreaterThan(0.005);
    expect(dark / (img.width * img.height)).toBeLessThan(0.08);
    expect((x1 - x0) / img.width).toBeGreaterThan(0.4);
  });

  it('keeps lettering as lettering beside the line', () => {
    const r = design('tiny arrow with the word brave', 1);
    expect(oneLines(r.svg).length).toBe(1);
    expect(r.lettering.map((l) => l.toLowerCase())).toContain('brave');
  });

  it('leaves symbols whose parts must stay apart as they are (semicolon)', () => {
    const r = design('semicolon tattoo', 1);
    expect(oneLines(r.svg).length).toBe(0);
    expect(r.drawn.subjects.map((s) => s.label.toLowerCase())).toContain('semicolon');
  });

  it('varies how the line leaves the drawing between variations', () => {
    const ds = [1, 2, 3, 4].map((s) => oneLines(design('single line cat', s).svg)[0][1]);
    expect(new Set(ds).size).toBe(4);
  });

  // The baseline is the ground a drawing stands on: a long level run along the line's lowest points.
  const baselineSpan = (svg: string) => {
    const pts = [...oneLines(svg)[0][1].matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [
      +m[1],
      +m[2],
    ]);
    const xs = pts.map((p) => p[0]);
    const low = Math.max(...pts.map((p) => p[1]));
    const level = pts.filter((p) => low - p[1] < 0.5).map((p) => p[0]);
    return (Math.max(...level) - Math.min(...level)) / (Math.max(...xs) - Math.min(...xs));
  };

  it('stands an animal on a baseline, and leaves a thing that floats without a ledge under it', () => {
    const seeds = [1, 2, 3, 4];
    expect(
      Math.max(...seeds.map((s) => baselineSpan(design('single line cat', s).svg))),
    ).toBeGreaterThan(0.6);
    for (const p of [
      'minimalist compass',
      'a tiny paper plane behind the ear',
      'minimalist moon on the wrist',
    ])
      for (const s of seeds) expect(baselineSpan(design(p, s).svg), `${p} #${s}`).toBeLessThan(0.3);
  });

  it('stands a drawing with a level foot (a wave on its water) on that line, with no step under it', () => {
    for (const p of [
      'a small wave on the ankle',
      'minimalist mountain range and moon on the wrist',
    ])
      for (const seed of [73, 4242, 4244]) {
        const r = design(p, seed);
        const pts = oneLines(r.svg)[0][1]
          .match(/-?[\d.]+/g)!
          .map(Number);
        const mm = r.width / r.widthMm;
        // the level runs of the line (2 mm or longer) all lie on one height: the ground
        const levels = new Set<number>();
        for (let i = 2; i + 1 < pts.length; i += 2)
          if (Math.abs(pts[i + 1] - pts[i - 1]) < 0.5 && Math.abs(pts[i] - pts[i - 2]) > mm * 2)
            levels.add(Math.round(pts[i + 1] / mm));
        expect([...levels], `${p} #${seed}`).toHaveLength(1);
      }
  });
});
