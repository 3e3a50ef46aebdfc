// Drawings penned for one-line (minimalist) work, as a fine-line artist draws them: open strokes
// along their centre lines (TGenShape.strokes), not outlines traced round a silhouette. Tracing a
// filled icon gives a cat with its legs drawn as slivers and a moon joined to the peaks by a
// pole; these are drawn as the line should run. `d` is the stroke points as a closed polygon,
// which only sizes and places the drawing. Same 512 box as the icons.
import { P, type TPt } from './creatures';
import { through } from './curve-kit';
import type { TGenShape } from './gen-shape';

/** A pen stroke through runs of points: smooth within a run, a sharp turn where two runs meet
 *  (an ear's tip, a peak). Each run starts where the last ended. */
function stroke(runs: TPt[][], per = 10): TPt[] {
  const out: TPt[] = [];
  for (const run of runs) out.push(...through(run, per).slice(out.length ? 1 : 0));
  return out;
}

const open = (pts: TPt[]) => `M${pts.map(P).join('L')}`;

/** The shape of penned strokes: the strokes, and their points as a polygon to place them by. */
function penned(strokes: TPt[][]): TGenShape {
  const all = strokes.flat();
  return { d: `M${all.map(P).join('L')}Z`, strokes: strokes.map(open).join('') };
}

/** A sitting cat seen from behind in one unbroken line, as continuous-line drawings draw it:
 *  from the curled tip of its tail down to the ground and along under the cat, up its chest,
 *  round the head and both pointed ears, and down the arched back to the haunch, where the line
 *  ends on the ground it set out along. */
export function catLine(): TGenShape {
  const line = stroke([
    // from the tail's curled tip down to the ground, and left along it under the cat
    [
      [428, 380],
      [446, 368],
      [464, 386],
      [460, 420],
      [428, 446],
      [370, 454],
      [300, 454],
      [220, 454],
      [168, 454],
    ],
    // up the chest to the neck
    [
      [168, 454],
      [154, 436],
      [156, 370],
      [166, 310],
      [184, 262],
      [180, 244],
    ],
    // the left cheek, round, up to the foot of the ear
    [
      [180, 244],
      [160, 228],
      [148, 196],
      [152, 162],
      [160, 146],
    ],
    // the left ear: up to its tip and down its inner edge
    [
      [160, 146],
      [162, 110],
      [170, 78],
    ],
    [
      [170, 78],
      [196, 100],
      [214, 116],
    ],
    // the brow between the ears
    [
      [214, 116],
      [236, 113],
      [258, 116],
    ],
    // the right ear
    [
      [258, 116],
      [278, 100],
      [304, 78],
    ],
    [
      [304, 78],
      [310, 112],
      [312, 146],
    ],
    // the right cheek, round to the nape
    [
      [312, 146],
      [322, 164],
      [324, 198],
      [310, 230],
      [294, 246],
    ],
    // the back arching out to the haunch and down, to end on the ground it started along
    [
      [294, 246],
      [312, 276],
      [346, 318],
      [368, 366],
      [368, 414],
      [352, 442],
      [334, 454],
    ],
  ]);
  // the ground runs on left of the chest, meeting the line where it turns up, as the ground
  // the cat sits on
  const ground: TPt[] = [
    [24, 454],
    [168, 454],
  ];
  // the curve through the points bows a hair under the ground near the tail: held level on it
  return penned([ground, line.map(([x, y]): TPt => [x, Math.min(y, 454)])]);
}

/** A mountain range in one line along its ridges (in from the left, over three peaks, out to the
 *  right) with a short snow line under the tallest peak, as fine-line work draws a range. */
export function mountainLine(): TGenShape {
  const ridge = stroke(
    [
      [
        [16, 400],
        [70, 330],
        [150, 196],
      ],
      [
        [150, 196],
        [180, 236],
        [206, 262],
      ],
      [
        [206, 262],
        [250, 180],
        [292, 104],
      ],
      [
        [292, 104],
        [330, 172],
        [366, 232],
      ],
      [
        [366, 232],
        [396, 204],
        [424, 178],
      ],
      [
        [424, 178],
        [460, 290],
        [496, 400],
      ],
    ],
    6,
  );
  // the snow line: a small zigzag across the tallest peak's shoulders, clear of the ridge
  const snow = stroke(
    [
      [
        [262, 166],
        [276, 158],
        [290, 170],
      ],
      [
        [290, 170],
        [306, 156],
        [322, 168],
      ],
    ],
    5,
  );
  // the level the range stands on, a little past both feet
  const ground: TPt[] = [
    [-8, 400],
    [520, 400],
  ];
  return penned([ridge, snow, ground]);
}

/** A crescent moon as one closed fine line: the outer arc and the inner arc meeting at sharp
 *  horns. */
export function crescentLine(): TGenShape {
  const c: TPt = [236, 256];
  const R = 200;
  const r = 170;
  const dd = 100;
  // the horns, where the circles cross
  const x = (dd * dd + R * R - r * r) / (2 * dd);
  const y = Math.sqrt(R * R - x * x);
  const a0 = Math.atan2(-y, x);
  const a1 = Math.atan2(y, x);
  const outer: TPt[] = [];
  for (let i = 0; i <= 48; i++) {
    const a = a0 - (i / 48) * (2 * Math.PI - (a1 - a0));
    outer.push([c[0] + R * Math.cos(a), c[1] + R * Math.sin(a)]);
  }
  const b0 = Math.atan2(y, x - dd);
  const b1 = Math.atan2(-y, x - dd);
  const inner: TPt[] = [];
  for (let i = 1; i <= 40; i++) {
    // round the inner circle's far side from the moon's back, through its leftmost point
    const a = b0 + (i / 40) * (2 * Math.PI - (b0 - b1));
    inner.push([c[0] + dd + r * Math.cos(a), c[1] + r * Math.sin(a)]);
  }
  return penned([[...outer, ...inner]]);
}

/** Dashes along a polyline: `on` long, `off` apart (a paper plane's flight path). */
function dashes(pts: TPt[], on: number, off: number): TPt[][] {
  const out: TPt[][] = [];
  let run: TPt[] = [pts[0]];
  let left = on;
  let drawing = true;
  for (let i = 1; i < pts.length; i++) {
    let a = pts[i - 1];
    const b = pts[i];
    let seg = Math.hypot(b[0] - a[0], b[1] - a[1]);
    while (seg > left) {
      const t = left / seg;
      const m: TPt = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      if (drawing) out.push([...run, m]);
      run = [m];
      drawing = !drawing;
      seg -= left;
      a = m;
      left = drawing ? on : off;
    }
    left -= seg;
    if (drawing) run.push(b);
  }
  if (drawing && run.length > 1) out.push(run);
  return out;
}

/** A paper plane as fine-line work draws it: the folded dart in outline, its far wing and near
 *  wing split by the centre crease, flying up to the right on a dashed, looping flight path that
 *  stops short of its tail. */
export function paperPlaneLine(): TGenShape {
  const nose: TPt = [492, 92];
  const farWing: TPt = [250, 150];
  const fold: TPt = [352, 226];
  const nearWing: TPt = [372, 318];
  const outline: TPt[] = [nose, farWing, fold, nearWing, nose];
  // the crease from the fold to the nose, and the keel folded under it
  const crease: TPt[] = [fold, nose];
  const keel: TPt[] = [fold, [340, 268], [358, 262]];
  const path = through(
    [
      [20, 486],
      [80, 452],
      [136, 396],
      [160, 330],
      [130, 292],
      [96, 318],
      [118, 362],
      [190, 360],
      [262, 300],
      [306, 262],
    ],
    16,
  );
  return penned([outline, crease, keel, ...dashes(path, 16, 13)]);
}

/** A minimalist compass: a fine ring, a slim four-point star with its long north-south axis and
 *  a crease through each point, and small ticks round the ring between the points; `eight`
 *  draws short intercardinal points there instead. No letter: a mirrored variation would turn
 *  an N into a reversed one. */
export function compassLine(eight = false): TGenShape {
  const c: TPt = [256, 256];
  const at = (r: number, deg: number): TPt => [
    c[0] + r * Math.cos((deg * Math.PI) / 180),
    c[1] + r * Math.sin((deg * Math.PI) / 180),
  ];
  const R = 150;
  const ring: TPt[] = [];
  for (let i = 0; i <= 72; i++) ring.push(at(R, i * 5));
  // the star: long north and south points, shorter east and west, a narrow waist between
  const tips = [
    [-90, 226],
    [0, 120],
    [90, 200],
    [180, 120],
  ];
  const star: TPt[] = [];
  for (const [deg, r] of tips) star.push(at(r, deg), at(24, deg + 45));
  star.push(star[0]);
  const creases = tips.map(([deg, r]) => [at(r, deg), c] as TPt[]);
  const between = [45, 135, 225, 315];
  // ticks just inside the ring, or short points out from the star's waist
  const marks = eight
    ? between.map((deg) => [at(24, deg - 20), at(92, deg), at(24, deg + 20)] as TPt[])
    : between.map((deg) => [at(R - 16, deg), at(R - 34, deg)] as TPt[]);
  // the eight-point variation has a bezel: a second, inner ring, as a compass's glass has
  const bezel: TPt[] = [];
  if (eight) for (let i = 0; i <= 72; i++) bezel.push(at(R - 18, i * 5));
  return penned([ring, ...(eight ? [bezel] : []), star, ...creases, ...marks]);
}

/** A fine-line sunflower on its stem: a ring of pointed petals as one scalloped line round a
 *  disc with a lattice of seeds, a single-line stem, and two almond leaves with a vein each. */
export function sunflowerPen(): TGenShape {
  const c: TPt = [256, 190];
  const n = 18;
  const [r0, r1] = [70, 158];
  const petals: TPt[] = [];
  for (let i = 0; i <= n * 16; i++) {
    const a = (i / (n * 16)) * Math.PI * 2 - Math.PI / 2;
    // pointed at each tip, the petals meeting in a notch at the disc
    const s = 1 - Math.abs(Math.sin((n * (a + Math.PI / 2)) / 2));
    const r = r0 + (r1 - r0) * s ** 0.45;
    petals.push([c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)]);
  }
  const R = 62;
  const disc: TPt[] = [];
  for (let i = 0; i <= 48; i++) {
    const a = (i / 48) * Math.PI * 2;
    disc.push([c[0] + R * Math.cos(a), c[1] + R * Math.sin(a)]);
  }
  // the seed lattice: chords both ways at 45 degrees, stopping short of the disc's ring
  const lattice: TPt[][] = [];
  const inner = R - 12;
  for (const o of [-30, 0, 30])
    for (const dir of [1, -1]) {
      const half = Math.sqrt(inner * inner - o * o);
      const u: TPt = [Math.SQRT1_2, dir * Math.SQRT1_2];
      const v: TPt = [-u[1], u[0]];
      const m: TPt = [c[0] + v[0] * o, c[1] + v[1] * o];
      lattice.push([
        [m[0] - u[0] * half, m[1] - u[1] * half],
        [m[0] + u[0] * half, m[1] + u[1] * half],
      ]);
    }
  const stem = through(
    [
      [256, r1 + c[1] - 6],
      [250, 520],
      [258, 760],
      [252, 1000],
    ],
    12,
  );
  const leaf = (foot: TPt, tip: TPt, w: number): TPt[][] => {
    const a = Math.atan2(tip[1] - foot[1], tip[0] - foot[0]);
    const len = Math.hypot(tip[0] - foot[0], tip[1] - foot[1]);
    const at = (t: number, off: number): TPt => [
      foot[0] + Math.cos(a) * len * t - Math.sin(a) * off,
      foot[1] + Math.sin(a) * len * t + Math.cos(a) * off,
    ];
    const edge = (side: number) =>
      Array.from({ length: 13 }, (_, k) =>
        at(k / 12, side * w * Math.sin((Math.PI * k) / 12) ** 0.8),
      );
    return [
      [...edge(1), ...edge(-1).reverse().slice(1)],
      [at(0.12, 0), at(0.5, w * 0.08), at(0.8, 0)],
    ];
  };
  return penned([
    petals,
    disc,
    ...lattice,
    stem,
    ...leaf([251, 600], [110, 500], 40),
    ...leaf([256, 760], [400, 680], 36),
  ]);
}
