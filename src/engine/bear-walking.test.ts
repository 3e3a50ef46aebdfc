import { describe, expect, it } from 'vitest';
import { bearWalking } from './bear-walking';

/** Every coordinate pair of a path (end and control points alike). */
const pts = (d: string) =>
  [...d.matchAll(/(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
const box = (d: string) => {
  const p = pts(d);
  const xs = p.map((q) => q[0]);
  const ys = p.map((q) => q[1]);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
};

describe('bearWalking', () => {
  it('carries the adult head below the shoulder hump, the hump the highest point', () => {
    const a = pts(bearWalking().d);
    const top = a.reduce((m, q) => (q[1] < m[1] ? q : m));
    // the hump sits over the front legs, behind the head (which faces left)
    expect(top[0]).toBeGreaterThan(220);
    expect(top[0]).toBeLessThan(360);
    const ears = a.filter((q) => q[0] < 200).reduce((m, q) => Math.min(m, q[1]), Infinity);
    expect(ears).toBeGreaterThan(top[1] + 15);
  });

  it('draws the cub with a bigger head for its body than the adult', () => {
    const headShare = (cub: boolean) => {
      const g = bearWalking(cub);
      const b = box(g.d);
      // the muzzle (the skin ink's first subpath) runs from the nose back to under the eye
      const m = box(g.inks![0].d.split('Z')[0]);
      return (m.x1 - b.x0) / (b.x1 - b.x0);
    };
    expect(headShare(true)).toBeGreaterThan(headShare(false) * 1.15);
  });

  it('inks the far legs black and gives every bear an eye, a nose and a tan muzzle', () => {
    for (const cub of [false, true]) {
      const g = bearWalking(cub);
      const roles = g.inks!.map((k) => k.role);
      expect(roles).toContain('skin');
      const black = g
        .inks!.filter((k) => k.role === 'black')
        .map((k) => k.d)
        .join('');
      // the far legs reach the ground line (the soles at the bottom of the box)
      expect(box(black).y1).toBeGreaterThan(box(g.d).y1 - 12);
    }
  });

  it('lays a tan highlight band along the back and fur flicks under it, for both bears', () => {
    for (const cub of [false, true]) {
      const g = bearWalking(cub);
      const b = box(g.d);
      // the tan runs from the head back past the middle of the body, not just the muzzle
      const tan = box(g.inks!.find((k) => k.role === 'skin')!.d);
      expect(tan.x1).toBeGreaterThan(b.x0 + (b.x1 - b.x0) * 0.75);
      // the fur: many short black strokes starting in the back's upper third, behind the head
      const black = g
        .inks!.filter((k) => k.role === 'black')
        .map((k) => k.d)
        .join('');
      const starts = [...black.matchAll(/M(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => [
        Number(m[1]),
        Number(m[2]),
      ]);
      const back = starts.filter(
        ([x, y]) => x > b.x0 + (b.x1 - b.x0) * 0.4 && y < b.y0 + (b.y1 - b.y0) * 0.33,
      );
      expect(back.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('ends the foremost paw in three claw points built into the outline', () => {
    for (const cub of [false, true]) {
      const o = pts(bearWalking(cub).d);
      const b = box(bearWalking(cub).d);
      // a vertical line just behind the paw's front tip, in the bottom band of the box, crosses
      // the outline twice for each claw: a plain rounded paw gives two crossings in all
      const sole = o.filter((q) => q[1] > b.y1 - 40);
      const x = Math.min(...sole.map((q) => q[0])) + 8;
      let crossings = 0;
      for (let i = 0; i < o.length; i++) {
        const [x0, y0] = o[i];
        const [x1, y1] = o[(i + 1) % o.length];
        if (x0 < x !== x1 < x && Math.max(y0, y1) > b.y1 - 40) crossings++;
      }
      expect(crossings).toBeGreaterThanOrEqual(6);
    }
  });
});
