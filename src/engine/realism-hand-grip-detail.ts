// The crisp details of realism's gripping hand (realism-hand-grip.ts) that tone alone blurs
// away, so the fist reads as four fingers and not a mitten: a black gap the full length between
// each two fingers, a nail on each fingertip curled in toward the palm, the base knuckles' skin,
// and the creases at the wrist.
import { joints, on, onV, REAL_FINGERS } from './realism-hand-grip-fingers';
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
    mid(x0 - 8, -6),
    mid(x1, -2.8),
    mid(a.mcp + 4, -0.6),
    mid(a.mcp + 4, 0.6),
    mid(x1, 2.8),
    mid(x0 - 8, 6),
  ]);
}

/** Where finger i's nail lies: from its cuticle (x0) to its free edge (x1) along the finger,
 *  v0..v1 of the way down its band. */
function nailBox(i: number) {
  const { fold, dip, tip } = joints(REAL_FINGERS[i]);
  return { x0: dip + (tip - dip) * 0.22, x1: tip - 1, v0: fold + 0.15, v1: 0.86 };
}

/** A nail seen from the side as the fingertip curls in toward the palm: a rounded oblong, its
 *  cuticle a shallow arc at the last joint, its free edge rounded at the tip. `inset` shrinks
 *  it (in box units along the finger, in band fractions across). */
function nailShape(i: number, inset = 0, dv = 0): string {
  const { x0, x1, v0, v1 } = nailBox(i);
  const [a, b, c, d] = [x0 + inset, x1 - inset, v0 + dv, v1 - dv];
  const vm = (c + d) / 2;
  const pts: TPt[] = [
    onV(i, a + 2, c),
    onV(i, b - 4, c),
    onV(i, b - 1, c + (vm - c) * 0.35),
    onV(i, b, vm),
    onV(i, b - 1, d - (d - vm) * 0.35),
    onV(i, b - 4, d),
    onV(i, a + 2, d),
    onV(i, a - 1, vm),
  ];
  return poly(pts);
}

/** Tones drawn after the fingers: the gaps, the nails' dark rims and their lit faces. */
export function detailTones(): TTone[] {
  const out: TTone[] = [];
  for (let i = 0; i < REAL_FINGERS.length - 1; i++) out.push({ t: 1, d: gap(i) });
  for (let i = 0; i < REAL_FINGERS.length; i++) {
    const { x0, x1, v0, v1 } = nailBox(i);
    out.push(
      // a dark rim, the glossy plate, a highlight along its top and the pale free edge
      { t: 0.9, d: nailShape(i, -1.5, -0.03) },
      { t: 0.36, d: nailShape(i, 1, 0.04) },
      {
        t: 0.03,
        d: poly([
          onV(i, x0 + 4, v0 + 0.08),
          onV(i, x1 - 7, v0 + 0.08),
          onV(i, x1 - 7, v0 + 0.2),
          onV(i, x0 + 4, v0 + 0.22),
        ]),
      },
      {
        t: 0.12,
        d: poly([
          onV(i, x1 - 5, v0 + 0.06),
          onV(i, x1 - 1, v0 + 0.14),
          onV(i, x1 - 1, v1 - 0.14),
          onV(i, x1 - 5, v1 - 0.06),
        ]),
      },
    );
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
  for (let i = 0; i < REAL_FINGERS.length; i++) {
    const { x0, x1, v0, v1 } = nailBox(i);
    const vm = (v0 + v1) / 2;
    // the nail's cuticle at the last joint, its sides, and the line of its free edge
    s +=
      taper(onV(i, x0 + 3, v0 - 0.02), onV(i, x0 - 3, vm), onV(i, x0 + 3, v1 + 0.02), 1.1) +
      taper(onV(i, x0 + 3, v0 - 0.02), onV(i, (x0 + x1) / 2, v0 - 0.04), onV(i, x1 - 3, v0), 0.9) +
      taper(onV(i, x0 + 3, v1 + 0.02), onV(i, (x0 + x1) / 2, v1 + 0.04), onV(i, x1 - 3, v1), 1.1) +
      taper(onV(i, x1 - 6, v0 + 0.04), onV(i, x1 - 4, vm), onV(i, x1 - 6, v1 - 0.04), 0.6);
  }
  // the base knuckles' skin: one short faint arc over each bony hump, bowed toward the wrist
  // (a pair of dark arcs on each read as brackets drawn on the hand)
  REAL_FINGERS.forEach(({ top, bottom, mcp }, i) => {
    const h = bottom - top;
    const arc = (dx: number, w: number) =>
      taper(
        on(i, mcp + dx, top + h * 0.2),
        on(i, mcp + dx + 6, top + h * 0.42),
        on(i, mcp + dx, top + h * 0.64),
        w,
      );
    s += arc(2, 0.55);
  });
  // the wrist's creases: short curved lines across the narrowing forearm
  s +=
    taper([366, 436], [400, 430], [436, 420], 1.1) +
    taper([372, 450], [404, 446], [440, 436], 0.9) +
    taper([384, 464], [412, 461], [444, 452], 0.7);
  return s;
}
