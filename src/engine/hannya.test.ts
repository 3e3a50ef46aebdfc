import { describe, expect, it } from 'vitest';
import { hannya } from './hannya';
import { hannyaMouth } from './hannya-mouth';
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

  it('glares with metallic (gold) irises and bares fangs in bone', () => {
    expect(ink('gold').join('')).not.toBe('');
    const teeth = ink('bone').join('');
    // the fangs reach well below the upper lip (y 352) and above the lower one (y 458)
    const ys = pts(teeth).map(([, y]) => y);
    expect(Math.max(...ys.filter((y) => y < 440))).toBeGreaterThan(420);
    expect(Math.min(...ys.filter((y) => y > 360))).toBeLessThan(370);
  });

  /** Each closed subpath of a path, as its points. */
  const parts = (d: string) =>
    d
      .split('M')
      .filter(Boolean)
      .map((p) => pts(`M${p}`));
  const box = (p: number[][]) => {
    const xs = p.map(([x]) => x);
    const ys = p.map(([, y]) => y);
    return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
  };

  it('grins with teeth of many sizes set along curved gums, not a grid of equal blocks', () => {
    const m = hannyaMouth();
    const teeth = parts(m.teeth).map(box);
    expect(teeth.length).toBeGreaterThanOrEqual(18);
    const widths = teeth.map((b) => b.x1 - b.x0);
    expect(Math.max(...widths) / Math.min(...widths)).toBeGreaterThan(2);
    // the upper teeth's roots climb toward the corners with the lifted lip
    const upper = teeth.filter((b) => b.y0 < 380);
    const roots = upper.map((b) => b.y0);
    expect(Math.max(...roots) - Math.min(...roots)).toBeGreaterThan(20);
    expect(pts(m.gums).length).toBeGreaterThan(0);
  });

  it('bares four long fangs, two at each corner, one hanging and one rising', () => {
    const fangs = parts(hannyaMouth().fangs).map(box);
    expect(fangs).toHaveLength(4);
    for (const f of fangs) expect(f.y1 - f.y0).toBeGreaterThan(60);
    expect(fangs.filter((f) => f.x0 > 256)).toHaveLength(2);
    expect(fangs.filter((f) => f.x1 < 256)).toHaveLength(2);
  });

  it('splits the mouth nearly ear to ear and ends the jaw in a pointed chin', () => {
    const open = box(pts(hannyaMouth().open));
    const face = box(pts(shape.d.split('Z')[0]));
    expect(open.x1 - open.x0).toBeGreaterThan(0.75 * (face.x1 - face.x0));
    expect(face.y1).toBeGreaterThan(505);
  });

  it('raises long horns with ring ridges across them and darkened tips', () => {
    const horn = parts(shape.alt!).map(box)[0];
    expect(horn.y1 - horn.y0).toBeGreaterThan(2.5 * 50);
    // ridges across each horn and a darker tip, each lying within the horns
    const rings = (shape.inks ?? []).find(
      (i) => i.role === 'black' && parts(i.d).every((p) => box(p).y1 < 160),
    );
    expect(rings && parts(rings.d).length).toBeGreaterThanOrEqual(8);
    expect(ink('brown').join('')).not.toBe('');
  });

  it('gives the eyes round gold irises inside their whites', () => {
    const irises = parts(ink('gold').join('')).map(box);
    expect(irises).toHaveLength(2);
    for (const i of irises) expect(i.x1 - i.x0).toBeCloseTo(i.y1 - i.y0, 0);
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
