import { describe, expect, it } from 'vitest';
import type { TCtx } from './context';
import { composeDesign } from './index';
import { sourceShape } from './motif-place';
import { MOTIF_BY_ID, type TMotifDef } from './motifs';
import { createRng } from './prng';
import { layoutRelated, type TPlaceAt } from './relations';
import { SEA_TROUGH, sea } from './sea';
import { raster } from './shape-raster';
import { ship, SHIP_WATERLINE } from './ship';

const clean = (ds: (string | undefined)[]) =>
  ds.forEach((d) => expect(/NaN|Infinity|undefined/.test(d ?? '')).toBe(false));

describe('ship', () => {
  it('is a hull with gun ports, three masts of billowing sails, a bowsprit and red pennants', () => {
    const g = ship();
    clean([g.d, g.holes, g.alt, g.inks?.[0]?.d]);
    const ink = raster(g);
    const light = raster({ d: 'M0 0Z', alt: g.alt });
    const flag = raster({ d: 'M0 0Z', alt: g.inks?.[0]?.d });
    // a sail on each mast, in the second ink: mizzen topgallant, main course, fore topsail
    for (const [x, y] of [
      [146, 158],
      [230, 262],
      [370, 196],
    ])
      expect(light(x, y), `${x},${y}`).toBe(true);
    // the gun deck's light band with a black port cut in it, the brown hull under it
    expect(light(150, 372)).toBe(true);
    expect(ink(119, 370)).toBe(false);
    expect(ink(200, 396)).toBe(true);
    expect(light(200, 396)).toBe(false);
    // the bowsprit reaches out past the bow, a pennant streams from the mainmast head
    expect(ink(499, 276)).toBe(true);
    expect(flag(225, 63)).toBe(true);
    // open sky over the mizzen
    expect(ink(200, 30)).toBe(false);
  });
});

describe('sea', () => {
  it('is a band of curling crests with foam on top, open hollows under the lips', () => {
    const g = sea();
    clean([g.d, g.holes, g.alt]);
    const ink = raster(g);
    const foam = raster({ d: 'M0 0Z', alt: g.alt });
    // the tall crest at the right end: foam on its top, the lip hanging over an open hollow
    const at = (u: number, v: number) => [410 + u * 94, SEA_TROUGH - v * 96] as const;
    expect(foam(...at(0.5, 0.9))).toBe(true);
    expect(ink(...at(0.9, 0.45))).toBe(true);
    expect(ink(...at(0.86, 0.2))).toBe(false);
    // the troughs are open above the trough line, the water body is solid under it
    expect(ink(254, SEA_TROUGH - 10)).toBe(false);
    expect(ink(256, 320)).toBe(true);
    expect(foam(256, 320)).toBe(false);
  });
});

describe('a ship on waves', () => {
  it('sits in the sea: a wider band of crests drawn in front of its lower hull', () => {
    const drawn: { def: TMotifDef; at: TPlaceAt; layer: string }[] = [];
    const ctx = { rng: createRng(3) } as unknown as TCtx;
    const [W, H, S] = [1000, 667, 530];
    const shipDef = MOTIF_BY_ID.get('ship')!;
    const waveDef = MOTIF_BY_ID.get('wave')!;
    const done = layoutRelated(
      {
        ctx,
        rng: createRng(1),
        W,
        H,
        cx: W / 2,
        cy: H / 2,
        S,
        margin: 30,
        draw: (def, at, layer) => {
          drawn.push({ def, at, layer });
          return { x: at.cx - at.size / 2, y: at.cy - at.size / 2, w: at.size, h: at.size };
        },
        back: [],
        front: [],
      },
      undefined,
      { def: shipDef, count: 1 },
      [{ def: waveDef, count: 1 }],
    );
    expect(done).toBe(true);
    const [s, w] = drawn;
    expect(s.def.id).toBe('ship');
    expect(w.def.gen).toBe('sea');
    // the sea is drawn after (over) the ship, wider than it, and spans most of a wide canvas
    expect(w.layer).toBe('front');
    expect(w.at.size).toBeGreaterThan(s.at.size * 1.2);
    expect(w.at.size).toBeGreaterThan(W * 0.7);
    // its trough line meets the hull at the ship's waterline
    const sb = sourceShape(shipDef, createRng(1), false).box;
    const bb = sourceShape(w.def, createRng(1), false).box;
    const k = s.at.size / Math.max(sb.w, sb.h);
    const waterline = s.at.cy + (SHIP_WATERLINE - (sb.y + sb.h / 2)) * k;
    const kb = w.at.size / Math.max(bb.w, bb.h);
    const trough = w.at.cy + (SEA_TROUGH - (bb.y + bb.h / 2)) * kb;
    expect(Math.abs(trough - waterline)).toBeLessThan(2);
  });

  it('is what "a sailing ship on waves" draws, reported as the ship and the wave', () => {
    const r = composeDesign({
      prompt: 'a sailing ship on waves, old school, chest piece',
      seed: 8,
      output: 'design',
    });
    expect(r.drawn.subjects.map((x) => x.motif)).toEqual(['ship', 'wave']);
    expect(r.width).toBeGreaterThan(r.height);
  });
});
