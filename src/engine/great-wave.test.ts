import { describe, expect, it } from 'vitest';
import { greatWave, WAVE_FUJI } from './great-wave';
import { recordLayout } from './layout-recorder.testing';
import { inkFills } from './motif-inks';
import { MOTIF_BY_ID } from './motifs';
import { raster } from './shape-raster';
import type { TMotifShape } from './treat';

describe('great wave', () => {
  it('arches its crest over an open hollow, down to a low trough', () => {
    const g = greatWave();
    for (const d of [g.d, g.alt ?? '', ...(g.inks ?? []).map((k) => k.d)])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const body = raster({ d: g.d });
    // straight down through the curl: crest, then the open hollow under it, then the trough
    expect(body(380, 110)).toBe(true);
    expect(body(380, 330)).toBe(false);
    expect(body(380, 470)).toBe(true);
    // the back of the wave is solid water from its foot up
    expect(body(80, 420)).toBe(true);
    // the lip hangs over the hollow: water above the mountain's peak, open sky round it
    expect(body(WAVE_FUJI.cx + 40, 210)).toBe(true);
    expect(body(WAVE_FUJI.cx, WAVE_FUJI.cy - 40)).toBe(false);
    // no flat slab under it: the water's lower edge rises between the front waves
    expect(body(290, 490)).toBe(false);
    expect(body(120, 490)).toBe(true);
  });

  it('has claws of foam off the lip and foam lines following the curl, kept light', () => {
    const g = greatWave();
    const foam = g.inks!.find((k) => k.role === 'bone')!;
    expect(foam.lit).toBe(true);
    const white = raster({ d: foam.d });
    const body = raster({ d: g.d });
    // claws reach out past the lip on the right
    let claws = 0;
    for (let y = 60; y < 300; y += 2) if (white(492, y) || white(500, y)) claws++;
    expect(claws).toBeGreaterThan(3);
    // several foam lines cross a line through the wave's body
    let lines = 0;
    let was = false;
    for (let x = 40; x < 260; x++) {
      const now = white(x, 330);
      if (now && !was) lines++;
      was = now;
    }
    expect(lines).toBeGreaterThanOrEqual(3);
    // no foam hangs in the hollow
    for (let y = 280; y < 400; y += 4) expect(white(330, y) && !body(330, y)).toBe(false);
    expect(MOTIF_BY_ID.get('wave')!.split).toBeUndefined();
  });

  it('paints lit inks over the shading and the rest under it', () => {
    const m = {
      path: [],
      inks: [
        { path: [], color: '#111111' },
        { path: [], color: '#eeeeee', lit: true },
      ],
    } as unknown as TMotifShape;
    expect(inkFills(m, 1, 'shaded')).toContain('#111111');
    expect(inkFills(m, 1, 'shaded')).not.toContain('#eeeeee');
    expect(inkFills(m, 1, 'lit')).toContain('#eeeeee');
    expect(inkFills(m, 1, 'lit')).not.toContain('#111111');
  });

  it('"the great wave with mount fuji": Fuji small, far off in the trough behind the water', () => {
    const placed = recordLayout('with', 'wave', [['mount-fuji', 1]]);
    const wave = placed.find((p) => p.id === 'wave')!;
    // drawn as the print's Fuji (snow cap, jagged snow line), not the stock mountain icon
    const fuji = placed.find((p) => p.id === 'wave-fuji')!;
    expect(fuji.layer).toBe('back');
    expect(wave.layer).toBe('front');
    // its size is its width: a broad cone about a quarter of the wave's height
    expect(fuji.at.size / wave.at.size).toBeLessThan(0.6);
    expect(fuji.at.size / wave.at.size).toBeGreaterThan(0.35);
    // under the lip: right of the wave's middle, in its lower half
    expect(fuji.at.cx).toBeGreaterThan(wave.box.x + wave.box.w * 0.55);
    expect(fuji.at.cy).toBeGreaterThan(wave.box.y + wave.box.h * 0.5);
  });
});
