// Authored flash anchor, upright (crown down), in the 512 box of generated-motifs.ts. The icon
// set's anchor lies on the diagonal and a rope asked with it was drawn as a separate coil beside
// it that hid a fluke. In flash the rope belongs to the anchor: tied at the ring, it wraps the
// shank in a loose spiral below the stock and hangs off in a frayed end, while the ring, the
// stock with its ball ends, both arms and both flukes stay clear of it.
import { ellipse, P, type TPt } from './creatures';
import { poly, ribbon, through } from './curve-kit';
import type { TGenShape } from './gen-shape';

const circle = (cx: number, cy: number, r: number, clockwise = true) =>
  ellipse(cx, cy, r, r, clockwise);

const CX = 256;
/** the shank runs from under the ring to the crown, widening a little toward the crown */
const SHANK_TOP = 94;
const SHANK_BOTTOM = 420;
const shankHalf = (y: number) => 22 + (6 * (y - SHANK_TOP)) / (SHANK_BOTTOM - SHANK_TOP);
/** the arms are one arc round this centre, meeting the shank at the crown */
const ARC_C: TPt = [CX, 238];
const ARC_R = 184;
const ROPE_W = 30;

const onArc = (deg: number, r = ARC_R): TPt => {
  const a = (deg * Math.PI) / 180;
  return [ARC_C[0] + r * Math.cos(a), ARC_C[1] + r * Math.sin(a)];
};

/** The ring, the shank and the crown's point, in one outline (the ring's eye is a hole). */
function frame(): { d: string; eye: string } {
  const top = SHANK_TOP - 6;
  const shank = poly([
    [CX - shankHalf(SHANK_TOP), top],
    [CX + shankHalf(SHANK_TOP), top],
    [CX + shankHalf(SHANK_BOTTOM), SHANK_BOTTOM],
    [CX + 10, SHANK_BOTTOM + 26],
    [CX, SHANK_BOTTOM + 40],
    [CX - 10, SHANK_BOTTOM + 26],
    [CX - shankHalf(SHANK_BOTTOM), SHANK_BOTTOM],
  ]);
  return { d: circle(CX, 56, 46) + shank, eye: circle(CX, 56, 22, false) };
}

/** The stock: a bar across the shank under the ring with a ball at each end (its own ink, so
 *  its line crosses the shank as the bar lies over it). */
function stock(): string {
  const y = 136;
  const bar = poly([
    [CX - 104, y - 15],
    [CX + 104, y - 15],
    [CX + 104, y + 15],
    [CX - 104, y + 15],
  ]);
  return bar + circle(CX - 110, y, 22) + circle(CX + 110, y, 22);
}

/** One arm from the crown out along the arc to `end` degrees, and its fluke: a broad spade
 *  pointing on along the arc, barbed back toward the crown. */
function arm(end: number): { arm: string; fluke: string } {
  const start = 90;
  const pts: TPt[] = [];
  for (let i = 0; i <= 12; i++) pts.push(onArc(start + ((end - start) * i) / 12));
  const armD = ribbon(pts, (t) => 48 - 14 * t, 2);
  const tip = onArc(end);
  const dir = Math.sign(end - start);
  // unit tangent along the arc, onward from the tip, and the normal pointing away from the centre
  const a = (end * Math.PI) / 180;
  const t: TPt = [-Math.sin(a) * dir, Math.cos(a) * dir];
  const n: TPt = [Math.cos(a), Math.sin(a)];
  const at = (s: number, c: number): TPt => [
    tip[0] + t[0] * s + n[0] * c,
    tip[1] + t[1] * s + n[1] * c,
  ];
  const fluke = poly([
    at(-8, 0),
    at(-40, 38),
    at(-16, 44),
    at(30, 28),
    at(74, 0),
    at(30, -28),
    at(-16, -44),
    at(-40, -38),
  ]);
  return { arm: armD, fluke };
}

/** The rope's centre line: out from behind the ring, over the stock, a loose spiral of two and
 *  a half turns down the shank (seen a little from above, so the turns in front hang lower), and
 *  the free end falling in front of the left arm. Each point carries its depth: > 0 in front. */
function ropeLine(): { p: TPt; z: number }[] {
  const out: { p: TPt; z: number }[] = [];
  const lead = through(
    [
      [CX - 32, 88],
      [CX - 52, 118],
      [CX - 68, 160],
      [CX - 68, 182],
    ],
    10,
  );
  lead.forEach((p) => out.push({ p, z: 1 }));
  // the spiral: x = sin θ about the shank, y dropping with θ and dipping in front (cos θ)
  const y0 = 188;
  const pitch = 80;
  const A = 68;
  const th0 = -Math.PI / 2;
  const th1 = th0 + Math.PI * 2 * 2;
  const steps = 150;
  for (let i = 1; i <= steps; i++) {
    const th = th0 + ((th1 - th0) * i) / steps;
    const y = y0 + (pitch * (th - th0)) / (Math.PI * 2) + 16 * Math.cos(th);
    out.push({ p: [CX + A * Math.sin(th), y], z: Math.cos(th) });
  }
  const last = out[out.length - 1].p;
  const tail = through(
    [
      last,
      [last[0] - 10, last[1] + 26],
      [last[0] - 16, last[1] + 62],
      [last[0] - 12, last[1] + 96],
    ],
    10,
  );
  tail.slice(1).forEach((p) => out.push({ p, z: 1 }));
  return out;
}

/** The rope cut into the runs that show: every part in front, and the parts behind outside the
 *  shank (the shank hides the rest, its edge ending them square). */
function ropeRuns(): TPt[][] {
  const runs: TPt[][] = [];
  let run: TPt[] = [];
  for (const { p, z } of ropeLine()) {
    const hidden = z < 0 && Math.abs(p[0] - CX) < shankHalf(p[1]) + ROPE_W * 0.1;
    if (hidden) {
      if (run.length > 1) runs.push(run);
      run = [];
    } else run.push(p);
  }
  if (run.length > 1) runs.push(run);
  return runs;
}

/** The rope's twist: short dark strokes slanting across it at even steps along each run. */
function twists(runs: TPt[][]): string {
  let d = '';
  for (const run of runs) {
    let acc = 0;
    for (let i = 1; i < run.length - 1; i++) {
      acc += Math.hypot(run[i][0] - run[i - 1][0], run[i][1] - run[i - 1][1]);
      if (acc < 17) continue;
      acc = 0;
      const [a, b] = [run[i - 1], run[i + 1]];
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
      const t: TPt = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
      const n: TPt = [-t[1], t[0]];
      const h = ROPE_W * 0.36;
      // a slanted cut: from one side a little back to the other a little on
      const p = run[i];
      const s0: TPt = [p[0] + n[0] * h - t[0] * 4, p[1] + n[1] * h - t[1] * 4];
      const s1: TPt = [p[0] - n[0] * h + t[0] * 4, p[1] - n[1] * h + t[1] * 4];
      d += ribbon([s0, p, s1], (u) => 3 * Math.sin(Math.PI * u) + 0.5, 3);
    }
  }
  return d;
}

/** The frayed end: a few strands splaying out of the rope's last point. */
function frayed(runs: TPt[][]): string {
  const run = runs[runs.length - 1];
  const end = run[run.length - 1];
  const prev = run[run.length - 4];
  const len = Math.hypot(end[0] - prev[0], end[1] - prev[1]) || 1;
  const t: TPt = [(end[0] - prev[0]) / len, (end[1] - prev[1]) / len];
  const n: TPt = [-t[1], t[0]];
  let d = '';
  for (const k of [-1, 0, 1]) {
    const a: TPt = [end[0] - t[0] * 6 + n[0] * k * 9, end[1] - t[1] * 6 + n[1] * k * 9];
    const b: TPt = [end[0] + t[0] * 34 + n[0] * k * 20, end[1] + t[1] * 34 + n[1] * k * 20];
    const c: TPt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    d += ribbon([a, c, b], (u) => 9 * (1 - u) + 0.8, 3);
  }
  return d;
}

/** The anchor, with the rope wound on it when `roped`. */
export function anchor(roped = false): TGenShape {
  const f = frame();
  const right = arm(14);
  const left = arm(166);
  const metal = f.d + right.arm + left.arm + right.fluke + left.fluke;
  const bar = stock();
  // a ridge line down the shank's middle: the light catching a forged bar
  const ridge = `M${P([CX - 2, 160])}L${P([CX + 2, 160])}L${P([CX + 1.5, 400])}L${P([CX - 1.5, 400])}Z`;
  if (!roped) return { d: metal + bar, holes: f.eye + ridge, inks: [{ role: 'metal', d: bar }] };
  const runs = ropeRuns();
  const rope = runs.map((r) => ribbon(r, () => ROPE_W, 1)).join('') + frayed(runs);
  return {
    d: metal + bar + rope,
    holes: f.eye + ridge,
    inks: [
      { role: 'metal', d: bar },
      // painted over the shading: the flash shadow band would black out a rope this narrow
      { role: 'gold', d: rope, lit: true },
      { role: 'black', d: twists(runs), lit: true },
    ],
  };
}
