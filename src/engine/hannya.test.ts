import { describe, expect, it } from 'vitest';
import { hannya } from './hannya';
import { composeDesign } from './index';

/** [x, y] pairs of every point in a path (absolute commands with x y pairs). */
const pts = (d: string) =>
  [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);

describe('hannya', () => {
  const shape = hannya();
  const ink = (role: string) => (shape.inks ?? []).filter((i) => i.role === role).map((i) => i.d);

  it('has two horns rising above the face, one each side of the centre line', () => {
    const horns = pts(shape.alt!);
    const top = Math.min(...horns.map(([, y]) => y));
    expect(top).toBeLessThan(40);
    expect(horns.some(([x]) => x < 120)).toBe(true);
    expect(horns.some(([x]) => x > 392)).toBe(true);
  });

  it('glares with metallic (gold) eye whites and bares fangs in bone', () => {
    expect(ink('gold').join('')).not.toBe('');
    const teeth = ink('bone').join('');
    // the fangs reach well below the upper lip (y 352) and above the lower one (y 458)
    const ys = pts(teeth).map(([, y]) => y);
    expect(Math.max(...ys.filter((y) => y < 440))).toBeGreaterThan(420);
    expect(Math.min(...ys.filter((y) => y > 360))).toBeLessThan(370);
  });

  it('hangs black hair down both sides, wider than the face', () => {
    const hair = pts(ink('black')[0]);
    expect(Math.min(...hair.map(([x]) => x))).toBeLessThan(60);
    expect(Math.max(...hair.map(([x]) => x))).toBeGreaterThan(452);
    expect(Math.max(...hair.map(([, y]) => y))).toBeGreaterThan(420);
  });

  it('is what "hannya mask with peonies" draws (no stand-in), the same way twice', () => {
    const request = { prompt: 'hannya mask with peonies', seed: 38, output: 'design' as const };
    const a = composeDesign(request);
    const mask = a.drawn.subjects.find((s) => s.motif === 'hannya');
    expect(mask).toBeDefined();
    expect(mask?.standIn).toBeUndefined();
    expect(composeDesign(request).svg).toBe(a.svg);
  });

  it('draws no ghost rim inside the mask or the tiger, where their own lines lie (noRim)', () => {
    // the inner rim is cut from a wide stroke by a mask holding a narrower one
    const rims = (subject: string) =>
      composeDesign({
        subject,
        style: 'japanese',
        placement: 'upper-arm',
        seed: 1,
        output: 'design',
      }).svg.match(/<mask [^>]*><rect [^>]*\/><use href="#[so]\d+" fill="none" stroke="#000"/g)
        ?.length ?? 0;
    expect(rims('wolf')).toBe(1);
    expect(rims('hannya')).toBe(0);
    expect(rims('tiger')).toBe(0);
  });
});
