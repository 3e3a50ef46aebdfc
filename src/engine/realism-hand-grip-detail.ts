// The crisp details of realism's gripping hand (realism-hand-grip.ts) that tone alone blurs
// away, so the fist reads as four fingers and not a mitten: a black gap the full length between
// each two fingers, the nails where the index and middle fingertips curl round the stem toward
// us, the lit knuckle caps, and the skin creases at the wrist.
import { on, REAL_FINGERS } from './realism-hand-grip-fingers';
import { poly } from './realism-lion-face';
import { taper, type TPt } from './realism-kit';

type TTone = { t: number; d: string };

/** The gap between finger i and the next as a black wedge: widest at the bent joints where the
 *  two round apart, narrowing to a hairline at the base knuckles. */
function gap(i: number): string {
  const [a, b] = [REAL_FINGERS[i], REAL_FINGERS[i + 1]];
  const x0 = Math.max(a.left, b.left) + 14;
  const mid = (x: number, dy: number): TPt => {
    const y = (on(i, x, a.bottom)[1] + on(i + 1, x, b.top)[1]) / 2;
    return [x, y + dy];
  };
  const x1 = (x0 + a.mcp) / 2;
  return poly([
    mid(x0, -4.5),
    mid(x1, -2.6),
    mid(a.mcp + 4, -0.6),
    mid(a.mcp + 4, 0.6),
    mid(x1, 2.6),
    mid(x0, 4.5),
  ]);
}

/** A nail on finger i's curled tip: a rounded shield pointing down the middle segment. */
function nail(i: number): { rim: string; lit: string } {
  const { left, bottom } = REAL_FINGERS[i];
  const c = on(i, left + 12, bottom - 14);
  const pts = (rx: number, ry: number): TPt[] =>
    Array.from({ length: 16 }, (_v, k) => {
      const a = (k / 16) * Math.PI * 2;
      // flatter at the cuticle (top), rounder at the free edge
      const sy = Math.sin(a) < 0 ? 0.7 : 1;
      return [c[0] + Math.cos(a) * rx, c[1] + Math.sin(a) * ry * sy];
    });
  return { rim: poly(pts(10, 13)), lit: poly(pts(7, 9.5).map(([x, y]) => [x - 1, y - 1])) };
}

/** Tones drawn after the fingers: the gaps, the nails' dark rims and their lit faces. */
export function detailTones(): TTone[] {
  const out: TTone[] = [];
  for (let i = 0; i < REAL_FINGERS.length - 1; i++) out.push({ t: 1, d: gap(i) });
  for (const i of [0, 1]) {
    const n = nail(i);
    out.push({ t: 0.85, d: n.rim }, { t: 0.08, d: n.lit });
  }
  return out;
}

/** Crisp lines: the gaps again as black hairlines so they survive the blur, each nail's rim and
 *  cuticle, a crease where each knuckle's cap meets the finger's back, the wrist's creases. */
export function detailLines(): string {
  let s = '';
  for (let i = 0; i < REAL_FINGERS.length - 1; i++) {
    const [a, b] = [REAL_FINGERS[i], REAL_FINGERS[i + 1]];
    const y = (x: number) => (on(i, x, a.bottom)[1] + on(i + 1, x, b.top)[1]) / 2;
    const x0 = Math.max(a.left, b.left) + 10;
    const xm = (x0 + a.mcp) / 2;
    s += taper([x0, y(x0)], [xm, y(xm)], [a.mcp - 4, y(a.mcp - 4)], 3.2);
  }
  for (const i of [0, 1]) {
    const { left, bottom } = REAL_FINGERS[i];
    // the nail's side walls and free edge, its cuticle a short arc at the top
    s +=
      taper(on(i, left + 3, bottom - 20), on(i, left + 1, bottom - 3), on(i, left + 12, bottom - 1), 1.3) +
      taper(on(i, left + 12, bottom - 1), on(i, left + 23, bottom - 3), on(i, left + 21, bottom - 20), 1.3) +
      taper(on(i, left + 4, bottom - 21), on(i, left + 12, bottom - 26), on(i, left + 20, bottom - 21), 1);
  }
  // the base knuckles' skin: two short arcs over each bony hump, bowed toward the wrist
  REAL_FINGERS.forEach(({ top, bottom, mcp }, i) => {
    const h = bottom - top;
    const arc = (dx: number, w: number) =>
      taper(
        on(i, mcp + dx, top + h * 0.2),
        on(i, mcp + dx + 6, top + h * 0.42),
        on(i, mcp + dx, top + h * 0.64),
        w,
      );
    s += arc(-2, 0.8) + arc(6, 0.6);
  });
  // the wrist's creases: short curved lines across the narrowing forearm
  s +=
    taper([366, 436], [400, 430], [436, 420], 1.1) +
    taper([372, 450], [404, 446], [440, 436], 0.9) +
    taper([384, 464], [412, 461], [444, 452], 0.7);
  return s;
}
