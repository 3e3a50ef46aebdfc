// The hebi's head for snake.ts: drawn in its own frame (a forward from the neck, b up toward the
// back edge) and set on the neck's first station, so it always grows out of the body. A long
// wedge skull with a heavy brow ridge over a slit eye, the jaw dropped open to show fangs and a
// red mouth, and the forked tongue flicking out past the snout.
import { ellipse, taper, type TPt } from './creatures';
import { poly, through } from './curve-kit';
import type { TGenShape } from './gen-shape';

interface TFrame {
  p: TPt;
  t: TPt;
  n: TPt;
  w: number;
}

export interface THebiHead {
  /** the head's outline from the back edge of the neck round to its belly edge */
  outline: TPt[];
  /** the forked tongue's silhouette */
  d: string;
  /** cut lines: brow, jaw line, nostril, head plates, chin scutes */
  holes: string;
  mouth: string;
  tongue: string;
  fangs: string;
  eye: string;
  pupil: string;
}

/** The head's coloured parts, painted in order over the body: mouth, tongue, fangs, eye, pupil. */
export function headInks(head: THebiHead): NonNullable<TGenShape['inks']> {
  return [
    { role: 'red', d: head.mouth },
    { role: 'pink', d: head.tongue },
    { role: 'bone', d: head.fangs, lit: true },
    { role: 'yellow', d: head.eye, lit: true },
    { role: 'black', d: head.pupil, lit: true },
  ];
}

export function hebiHead(s: TFrame, bold: boolean): THebiHead {
  // local -> world: forward is away from the body (against the tangent), up is the back side
  const k = s.w / 32;
  const W = ([a, b]: TPt): TPt => [
    s.p[0] - s.t[0] * a * k - s.n[0] * b * k,
    s.p[1] - s.t[1] * a * k - s.n[1] * b * k,
  ];
  const path = (pts: TPt[], per = 6) => poly(through(pts.map(W), per));
  // skull over the top and the snout, the upper lip back to the gape, the lower jaw out and
  // back along the chin to the throat
  const outline: TPt[] = [
    [-4, 32],
    [22, 42],
    [44, 50],
    [62, 56],
    [80, 50],
    [94, 42],
    [116, 34],
    [140, 24],
    [150, 12],
    [144, 2],
    [112, -2],
    [74, -8],
    [104, -38],
    [128, -60],
    [132, -70],
    [114, -72],
    [78, -60],
    [40, -46],
    [8, -36],
    [-4, -32],
  ];
  const mouth: TPt[] = [
    [72, -8],
    [110, -4],
    [140, 2],
    [124, -54],
    [100, -36],
  ];
  const lw = bold ? 1.4 : 1;
  // a long curved fang from the front of the upper jaw, a shorter one rising from the lower
  const fangs =
    poly(through([W([134, 1]), W([130, -12]), W([124, -24]), W([122, -10]), W([122, 0])], 3)) +
    poly([W([116, -48]), W([111, -34]), W([106, -45])]);
  // the tongue leaves the back of the mouth under the fang and forks past the snout
  const tongue = poly(
    through(
      [
        [90, -18],
        [118, -26],
        [150, -28],
        [178, -20],
        [172, -38],
        [186, -56],
        [158, -44],
        [122, -40],
        [92, -28],
      ].map((q) => W(q as TPt)),
      4,
    ),
  );
  const eye = ellipse(...W([66, 26]), 10 * k, 9 * k);
  const pupil = ellipse(...W([67, 26]), 2.6 * k, 7 * k);
  const holes =
    // brow ridge arching over the eye, a heavy line as the artist cuts it
    taper(W([42, 30]), W([64, 48]), W([92, 32]), 3.2 * lw * k) +
    // the jaw line from the gape back across the cheek
    taper(W([76, -6]), W([50, -2]), W([24, -12]), 2.4 * lw * k) +
    // nostril
    taper(W([128, 20]), W([134, 24]), W([140, 18]), 1.8 * k) +
    // plates over the crown (the eye sits under the brow's bump)
    taper(W([96, 38]), W([104, 26]), W([100, 14]), 1.6 * lw * k) +
    taper(W([30, 38]), W([36, 24]), W([26, 10]), 1.8 * lw * k) +
    // chin scutes along the lower jaw
    [50, 76, 100]
      .map((a) =>
        taper(
          W([a, -40 - a * 0.08]),
          W([a + 4, -48 - a * 0.1]),
          W([a, -54 - a * 0.12]),
          1.5 * lw * k,
        ),
      )
      .join('');
  return {
    outline: through(outline.map(W), 6),
    d: tongue,
    holes,
    mouth: path(mouth, 4),
    tongue,
    fangs,
    eye,
    pupil,
  };
}
