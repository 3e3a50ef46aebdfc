// The phoenix's tail, the part that makes it a phoenix and not an eagle. Judges read the first
// version's five plumes as legs: thin stalks left the belly in a symmetric fan and ended in
// inward curls, like shins and feet. Here the plumes leave the vent together under a fan of
// scalloped coverts, broad from their roots with barbed edges (each barb pointing to the tip,
// so they read as feathers at once), and all sweep the same way in one S, each a little longer
// than the last, so their ends cascade down the sweep: a flowing tail, not a pair of limbs.
// Each widens to a peacock eye and closes to a point that rolls into a curl.
import { ellipse, P, polar, type TPt } from './creatures';
import { band, heading, lerp } from './phoenix-kit';

/** Where the tail leaves the body (the vent, at the bottom of the body outline). */
export const VENT: TPt = [262, 404];

// Left to right across the fan (`fan` is the plume's place, left positive), each a little
// longer than the one before, so their ends cascade down the sweep, each curling out to the
// left, where its shorter neighbour has already ended above it.
export const TAIL = [
  { len: 420, fan: 1.5 },
  { len: 540, fan: 0.5 },
  { len: 660, fan: -0.5 },
  { len: 780, fan: -1.5 },
];

/** How far apart neighbouring plumes run once fanned out. */
const SPACING = 100;
/** The length of a plume's curl, in which it closes to a point and rolls in. */
const CURL = 170;
/** The barbs' pitch along the plume's edge. */
const BARB = 44;

/** The line the whole tail sweeps along: down from the vent, out to the right, back left. */
const spineDir = (s: number) =>
  Math.PI / 2 - 0.6 * Math.sin((Math.PI * s) / 360) * Math.min(1, s / 120);

/** The plume's centre line: it runs beside the tail's spine at its own distance (an offset
 *  curve, so neighbours stay parallel through the S and never cross), then leaves it and rolls
 *  in clockwise, like every other plume. */
export function plumePath(i: number): (t: number) => TPt {
  const { len, fan } = TAIL[i];
  const n = 200;
  const ds = len / n;
  const sEnd = len - CURL;
  let spine: TPt = [VENT[0], VENT[1] - 6];
  const pts: TPt[] = [];
  let dir = Math.PI / 2;
  for (let k = 0; k <= n; k++) {
    const s = k * ds;
    if (s <= sEnd) {
      const off = fan * (14 + (SPACING - 14) * Math.min(1, s / 260));
      dir = spineDir(s);
      pts.push(polar(spine, off, dir + Math.PI / 2));
      spine = polar(spine, ds, dir);
    } else {
      dir += (4 / CURL) * ds * 1.7 * ((s - sEnd) / CURL) ** 0.7;
      pts.push(polar(pts[k - 1], ds, dir));
    }
  }
  return (t) => {
    const x = Math.min(n - 1e-9, Math.max(0, t) * n);
    const j = Math.floor(x);
    return lerp(pts[j], pts[j + 1], x - j);
  };
}

/** Where the eye sits along a plume: its broadest stretch, just before the curl. */
const eyeAt = (len: number) => 1 - (CURL + 30) / len;

/** Half-width of a plume without its barbs: a broad quill from the root, widening steadily to
 *  the eye (no neck before it, which would make the end a snake's head) and closing from there
 *  to a point round the curl. */
const plumeWidth = (len: number) => {
  const eye = eyeAt(len);
  return (t: number) => {
    const w = 14 + 12 * Math.min(1, t / 0.12) + 8 * Math.max(0, (t - 0.5) / (eye - 0.5));
    if (t <= eye) return w;
    return 30 * (1 - (t - eye) / (1 - eye)) ** 0.9 + 0.6;
  };
};

/** The plume's edge, barbed: each barb's edge runs out gently and steps back in sharply, so
 *  they point toward the tip like a feather's (a smooth edge read as a limb or a tentacle). */
const barbed = (len: number) => {
  const w = plumeWidth(len);
  return (t: number) => {
    const f = ((t * len) / BARB) % 1;
    return w(t) * (t < 0.08 ? 1 : 0.62 + 0.38 * f ** 0.8);
  };
};

/** The shaft: a fine skin line down the plume, from the quill to the eye. */
function shaft(path: (t: number) => TPt, len: number): string {
  const eye = eyeAt(len);
  return band(
    path,
    (t) => 1.8 * Math.min(1, (t - 0.08) * 20, (eye - 0.1 - t) * 20),
    80,
    0.08,
    eye - 0.1,
  );
}

/** The scalloped fan of tail coverts over the plumes' roots, so they leave the body as one. */
function coverts(): string {
  const n = 5;
  const c: TPt = [VENT[0], VENT[1] - 40];
  // from the right of the vent, round a row of rounded feather ends, back to its left
  let d = `M${P([VENT[0] + 40, VENT[1] - 44])}`;
  for (let i = 0; i <= n; i++) {
    const p = polar(c, 60, Math.PI * (0.2 + (0.6 * i) / n));
    if (i === 0) d += `L${P(p)}`;
    else d += `Q${P(polar(c, 74, Math.PI * (0.2 + (0.6 * (i - 0.5)) / n)))} ${P(p)}`;
  }
  return `${d}L${P([VENT[0] - 40, VENT[1] - 44])}Z`;
}

/** How far apart two plumes' edges come at their closest (negative where they overlap). */
export function plumeGap(i: number, j: number): number {
  const [a, b] = [plumePath(i), plumePath(j)];
  const [wa, wb] = [plumeWidth(TAIL[i].len), plumeWidth(TAIL[j].len)];
  let gap = Infinity;
  for (let s = 0.15; s <= 1; s += 0.01)
    for (let u = 0.15; u <= 1; u += 0.01) {
      const [p, q] = [a(s), b(u)];
      gap = Math.min(gap, Math.hypot(p[0] - q[0], p[1] - q[1]) - wa(s) - wb(u));
    }
  return gap;
}

export function tail(): { d: string; inner: string; eyes: string; holes: string } {
  let d = coverts();
  let inner = '';
  let eyes = '';
  let holes = '';
  TAIL.forEach(({ len }, i) => {
    const path = plumePath(i);
    const w = plumeWidth(len);
    const eye = eyeAt(len);
    d += band(path, barbed(len), Math.round(len / 2));
    holes += shaft(path, len);
    // the second ink down one side of the shaft, so every plume is two-toned like a feather,
    // stopping short of the eye; and on round the curl
    const side = (t: number) => polar(path(t), w(t) * 0.4, heading(path, t) - Math.PI / 2);
    inner += band(
      side,
      (t) => w(t) * 0.36 * Math.min(1, (eye - 0.08 - t) / 0.06),
      80,
      0.06,
      eye - 0.08,
    );
    inner += band(
      path,
      (t) => w(t) * 0.45 * Math.min(1, (t - eye - 0.06) / 0.06),
      60,
      eye + 0.06,
      0.97,
    );
    // a peacock eye in the broad of the plume: an orange ring, a gold heart, a dark pupil
    const e = path(eye);
    const r = w(eye);
    inner += ellipse(e[0], e[1], r * 0.74, r * 0.74);
    eyes += ellipse(e[0], e[1], r * 0.46, r * 0.46);
    holes += ellipse(e[0], e[1], r * 0.2, r * 0.2, false);
  });
  return { d, inner, eyes, holes };
}
