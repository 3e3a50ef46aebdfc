// The realistic lion's face, right half (mirrored for the left), as a black-and-grey artist
// builds a big cat's face: mostly tone, few hard lines. What makes it a lion and not a man in a
// mane: the broad bridge running from between the eyes down to a wide, flat nose pad; a heavy
// brow over almond eyes set wide and slanting, black-rimmed round a light iris; two big whisker
// pads with rows of whisker dots; the mouth as an inverted Y falling to a small dark chin.
import { ellipse } from './creatures';
import { taper, type TPt } from './realism-kit';

/** A closed polygon (absolute M/L only, so mirrorD can flip it). */
export const poly = (pts: TPt[]) =>
  'M' + pts.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L') + 'Z';

/** A quadratic from a through control c to b, as n points (a polygon edge). */
export function qpts(a: TPt, c: TPt, b: TPt, n = 8): TPt[] {
  const out: TPt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    out.push([
      u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
      u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
    ]);
  }
  return out;
}

/** The eye: inner corner low beside the bridge, outer corner high toward the mane. */
export const EYE = { inner: [284, 246] as TPt, outer: [350, 224] as TPt, iris: [316, 237] as TPt };

/** The almond between the lids, inked black: it is the dark rim a lion's eye has all round. */
function almond(): TPt[] {
  const { inner, outer } = EYE;
  return [...qpts(inner, [306, 208], outer), ...qpts(outer, [330, 262], inner).slice(1, -1)];
}

/** The light iris left inside the black rim, its top hidden under the heavy upper lid. */
function iris(): TPt[] {
  const [cx, cy] = EYE.iris;
  const r = 12;
  const pts: TPt[] = [];
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    pts.push([cx + Math.cos(a) * r, Math.max(cy - 7.5, cy + Math.sin(a) * r)]);
  }
  return pts;
}

/** Whisker dots in rows across the pad, each row a gentle arc, the rows fanning downward. */
function whiskerDots(): string {
  let s = '';
  for (let row = 0; row < 4; row++) {
    for (let k = 0; k < 5 - (row === 3 ? 1 : 0); k++) {
      const x = 274 + k * 11 + row * 3;
      const y = 350 + row * 9 + k * 1.6 - (k - 2) * (k - 2) * 0.8;
      s += ellipse(x, y, 1.9, 1.9, false);
    }
  }
  return s;
}

/** Hard black on the face's right half: the eye rim, the nostril, the mouth's
 *  inverted Y and its lip line, whisker dots and a few long whiskers. */
export function faceLines(): { holes: string; islands: string } {
  const holes =
    poly(almond()) +
    // the philtrum down from the pad, then the lip falling out under the whisker pad
    taper([256, 338], [257, 356], [256, 372], 2) +
    taper([256, 370], [282, 396], [326, 392], 3.2) +
    taper([322, 394], [338, 388], [346, 374], 1.6) +
    whiskerDots() +
    // whiskers: long, fine, sweeping out past the cheek
    taper([300, 362], [350, 360], [398, 372], 0.7) +
    taper([304, 372], [352, 378], [392, 394], 0.7) +
    taper([298, 352], [344, 340], [392, 344], 0.6);
  // no fur lines over the brow or down the cheeks: realism models those planes in tone
  // (FACE_TONES), and a hard line there reads as cartoon line-art
  // the iris is left in skin inside the rim; the pupil (with its catch-light bitten out) is
  // drawn by the caller, both eyes lit from one side
  return { holes, islands: poly(iris()) };
}

/** The nose pad: broad and flat across the top, its wings flaring to the nostrils and narrowing
 *  to a point over the philtrum. Inked, with its lit upper plane left as an island. */
export function nosePad(): { pad: TPt[]; top: TPt[] } {
  // the right half from the top centre round the wing to the point over the philtrum
  const half: TPt[] = [
    ...qpts([256, 291], [284, 289], [300, 300], 5),
    ...qpts([300, 300], [310, 316], [290, 320], 4).slice(1),
    ...qpts([290, 320], [270, 322], [256, 344], 5).slice(1),
  ];
  const pad = [
    ...half,
    ...half
      .slice(1, -1)
      .reverse()
      .map(([x, y]): TPt => [512 - x, y]),
  ];
  // the lit upper plane: a soft crescent across the top, clear of the rim
  const topHalf: TPt[] = [...qpts([256, 297], [270, 296], [279, 301], 4), [266, 305], [256, 306]];
  const top = [
    ...topHalf,
    ...topHalf
      .slice(1, -1)
      .reverse()
      .map(([x, y]): TPt => [512 - x, y]),
  ];
  return { pad, top };
}
