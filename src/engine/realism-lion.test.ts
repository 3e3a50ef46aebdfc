import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { bbox, parsePath, signedArea, splitSubpaths } from './path';
import { irisLit } from './realism-kit';
import { lionPortrait } from './realism-lion';
import { owlInFlight } from './realism-owl';

const parts = (d: string) => splitSubpaths(parsePath(d));
const centre = (sub: ReturnType<typeof parsePath>) => {
  const b = bbox(sub);
  return [b.x + b.w / 2, b.y + b.h / 2];
};

/** Even-odd test against the polygon through the part's end points. */
function inside(sub: ReturnType<typeof parsePath>, x: number, y: number): boolean {
  const pts = sub.filter((c) => c.c !== 'Z').map((c) => c.p.slice(-2) as number[]);
  let hit = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i];
    const [xj, yj] = pts[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

describe('realism lion portrait', () => {
  const { d, holes = '' } = lionPortrait();

  it('fills the box with a mane whose edge is pointed locks', () => {
    const b = bbox(parsePath(d));
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.x + b.w).toBeLessThanOrEqual(512);
    expect(b.y + b.h).toBeLessThanOrEqual(512);
    expect(b.w).toBeGreaterThan(440);
    for (const s of parts(d + holes)) expect(s.flatMap((c) => c.p).some(Number.isNaN)).toBe(false);
  });

  it('lays solid black between the locks, in two rings round the face', () => {
    // wide inked wedges (not hairline strands) out in the mane, away from the face
    const wedges = parts(holes).filter((s) => {
      const [x, y] = centre(s);
      const r = Math.hypot((x - 256) / 232, (y - 258) / 234);
      return r > 0.5 && Math.abs(signedArea(s)) > 400;
    });
    expect(wedges.length).toBeGreaterThanOrEqual(18);
  });

  it('gives each eye a dark iris with a catch-light left in skin', () => {
    // the iris is a large inked part beside the bridge; its outline bites in round the light
    const irises = parts(holes).filter((s) => {
      const [x, y] = centre(s);
      const b = bbox(s);
      return (
        Math.abs(y - 237) < 8 &&
        Math.abs(Math.abs(x - 256) - 54) < 8 &&
        b.w > 20 &&
        b.w < 32 &&
        b.h > 20
      );
    });
    expect(irises.length).toBe(2);
    for (const s of irises) {
      const [x, y] = centre(s);
      // the iris's middle is inked, the light up and to the left is not, in both eyes alike
      expect(inside(s, x, y)).toBe(true);
      expect(inside(s, x - 7, y - 7.7)).toBe(false);
    }
  });
});

describe('realism eyes (lion, owl)', () => {
  it('leave a catch-light in skin inside the dark pupil, on the same side in both eyes', () => {
    const { holes = '' } = owlInFlight();
    const pupils = parts(holes).filter((s) => {
      const b = bbox(s);
      return Math.abs(b.y + b.h / 2 - 166) < 4 && b.w > 20 && b.w < 26;
    });
    expect(pupils.length).toBe(2);
    for (const s of pupils) {
      const [x, y] = centre(s);
      expect(inside(s, x, y)).toBe(true);
      expect(inside(s, x - 5.75, y - 6.3)).toBe(false);
    }
    expect(inside(parts(irisLit(0, 0, 10))[0], 0, 0)).toBe(true);
  });
});

describe('realism lion face tone', () => {
  const { tones = [] } = lionPortrait();
  const at = (x: number, y: number) =>
    tones.filter((k) => parts(k.d).some((s) => inside(s, x, y))).map((k) => k.t);

  it('sinks the eye sockets and the chin into black and lights the brow and the bridge', () => {
    // under the brow beside each eye: a dark socket
    expect(Math.max(...at(340, 236))).toBeGreaterThan(0.85);
    expect(Math.max(...at(172, 236))).toBeGreaterThan(0.85);
    expect(Math.max(...at(256, 408))).toBeGreaterThan(0.85);
    // the brow ridge and the nose bridge: bare skin
    expect(Math.min(...at(300, 180))).toBeLessThan(0.1);
    expect(Math.min(...at(256, 262))).toBeLessThan(0.1);
  });

  it('paints those tones over the wash in black and grey, but not in the stencil', () => {
    const req = { prompt: 'realistic lion portrait in black and grey', seed: 3 } as const;
    const svg = composeDesign({ ...req, output: 'design' }).svg;
    expect(svg).toMatch(/<g filter="url\(#blur\d+\)"><path d="[^"]+" fill="#[0-9a-f]{6}"\/>/);
    const stencil = composeDesign({ ...req, output: 'stencil' }).svg;
    expect(stencil).not.toMatch(/filter="url\(#blur/);
  });
});
