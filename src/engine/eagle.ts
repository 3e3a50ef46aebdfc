// Authored American-traditional spread eagle (Sailor Jerry flash): the icon set's eagle read as
// flat bars over a yellow blob. Frontal body, the white head turned in profile to the left with a
// hooked yellow beak and a fierce browed eye, wings raised in a shallow V spanning the whole box
// (a leading-edge covert band in the second ink, a scalloped covert row, long primaries with
// separated tips), a white fanned tail, feathered thighs and yellow legs with talons spread.
// Same 512 box and TGenShape contract as creatures.ts; the wings and legs are authored on the
// right and mirrored, the head is the one asymmetric part.
import { ellipse, mirrorD, P, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';

const both = (d: string) => d + mirrorD(d);
const lerp = (a: TPt, b: TPt, t: number): TPt => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

// the right wing: primary and secondary tips, outermost first, round the wing's outer edge
// down to the body
// the shoulder and flank lie on the chest's edge, and the wing's root follows it, so the seam
// between wing and chest is the chest's own line (overlapping parts would show their edges)
const SHOULDER: TPt = [300.5, 195.2];
const TIPS: TPt[] = [
  [508, 60],
  [512, 116],
  [504, 170],
  [482, 218],
  [450, 258],
  [408, 288],
  [362, 304],
  [320, 306],
];
// the wing's heart: notches between feathers are pulled toward it
const HUB: TPt = [388, 180];
const notch = (i: number): TPt => lerp(lerp(TIPS[i], TIPS[i + 1], 0.5), HUB, i < 5 ? 0.34 : 0.22);

const LEADING = 'C318 160 340 100 396 80C440 64 482 60 508 60';
// the chest's right edge walked up from the flank to the shoulder
const CHEST_UP = 'C313 287 318 268 318 246C318 225 311.5 207.5 300.5 195.2';

/** The right wing as one outline: leading edge up to the tip, feathers round and back in. */
function wingR(): string {
  let d = `M${P(SHOULDER)}${LEADING}`;
  for (let i = 0; i < TIPS.length - 1; i++) {
    const n = notch(i);
    const a = TIPS[i];
    const b = TIPS[i + 1];
    // a feather tip is rounded on its outer side and runs straight back into the notch
    const out: TPt = [a[0] + (a[0] - HUB[0]) * 0.06, a[1] + (a[1] - HUB[1]) * 0.06];
    d += `Q${P(out)} ${P(lerp(a, n, 0.16))}L${P(n)}`;
    d += `Q${P(lerp(n, b, 0.75))} ${P(b)}`;
  }
  return d + `L302.8 301.5${CHEST_UP}Z`;
}

/** A scalloped row of feather ends through the points, bellying down and out. */
function scallops(pts: TPt[]): string {
  let d = '';
  for (let i = 1; i < pts.length; i++) {
    const mid = lerp(pts[i - 1], pts[i], 0.5);
    d += `Q${P([mid[0] + 8, mid[1] + 14])} ${P(pts[i])}`;
  }
  return d;
}

/** The leading-edge covert band (second ink), its lower edge scalloped as a row of feathers;
 *  it starts outside the chest so its edge never crosses the body. */
const BAND_LOW: TPt[] = [
  [500, 72],
  [468, 98],
  [434, 110],
  [400, 122],
  [368, 140],
  [340, 162],
  [318, 192],
];
const covertBand = () => `M${P(SHOULDER)}${LEADING}${scallops([[508, 60], ...BAND_LOW])}Z`;

/** Wing cuts: a second scalloped covert row, a split up each notch, a quill streak per primary. */
function wingCutsR(): string {
  let d = '';
  const row: TPt[] = [
    [504, 128],
    [470, 150],
    [436, 164],
    [404, 178],
    [372, 198],
    [344, 222],
    [318, 246],
  ];
  for (let i = 1; i < row.length; i++) {
    const a = row[i - 1];
    const b = row[i];
    const mid = lerp(a, b, 0.5);
    d += taper(a, [mid[0] + 8, mid[1] + 16], b, 3);
  }
  // a split from each notch in toward the hub, stopping at the covert row
  for (let i = 0; i < TIPS.length - 1; i++) {
    const n = notch(i);
    const end = lerp(n, HUB, i < 5 ? 0.5 : 0.4);
    d += taper(n, lerp(n, end, 0.5), end, 2.6);
  }
  // a quill streak down the middle of each long primary: the feather's highlight cut
  for (let i = 0; i < 6; i++) {
    const t = TIPS[i];
    const a = lerp(t, HUB, 0.12);
    const b = lerp(t, HUB, 0.36);
    d += taper(a, lerp(a, b, 0.5), b, 3.4);
  }
  return d;
}

/** The chest, frontal, and the feathered thighs ("pants") with ragged hems. */
// the chest's top is the head's ruff, so neck and chest share one line
const RUFF = 'L226 204L232 220L242 206L250 222L258 208L266 224L274 208L280 222L288 214';
const BODY =
  `M214 214${RUFF}L300.5 195.2C311.5 207.5 318 225 318 246C318 268 313 287 302.8 301.5` +
  'C292.5 316 277 326 256 330C235 326 219.5 316 209.2 301.5C199 287 194 268 194 246' +
  'C194 225 200.5 207.5 211.5 195.2Z';
const THIGH_R =
  'M262 300C290 292 316 304 320 332L314 354L306 344L300 362L292 346L284 360L278 342L268 346Z';

/** Yellow leg and foot, three talons spread forward and one back, right side. */
const LEG_R = 'M290 350C304 362 318 374 330 388L350 372C338 360 324 348 310 336Z';
const TOES_R: [TPt, TPt, TPt][] = [
  [
    [338, 380],
    [372, 380],
    [392, 402],
  ],
  [
    [338, 382],
    [364, 400],
    [368, 428],
  ],
  [
    [336, 384],
    [344, 408],
    [334, 430],
  ],
  [
    [344, 376],
    [352, 356],
    [372, 350],
  ],
];
const toes = (w: number) => TOES_R.map(([a, c, b]) => taper(a, c, b, w)).join('');
const claws = () =>
  TOES_R.map(([a, c, b]) => taper(lerp(a, b, 0.66), lerp(c, b, 0.76), b, 5.5)).join('');

/** The fanned tail: seven feathers under the body, their tips rounded. */
const TAIL =
  'M232 324C220 356 196 396 176 430Q180 448 198 442Q204 462 222 454Q230 472 246 462' +
  'Q256 476 266 462Q282 472 290 454Q308 462 314 442Q332 448 336 430C316 396 292 356 280 324C268 328 244 328 232 324Z';
const tailCuts = () =>
  [198, 222, 246, 266, 290, 314]
    .map((x, i) =>
      taper(
        [x, 444 + (i % 3 === 0 ? -2 : 6)],
        [(x + 256) / 2, 390],
        [256 + (x - 256) * 0.3, 340],
        2.4,
      ),
    )
    .join('');

/** The white head in profile, facing left: crown, brow, hooked beak, the throat feathers
 *  falling over the chest in a ragged ruff. */
const HEAD =
  'M288 214L300 200L292 192L302 178L292 170L304 154C314 118 300 74 262 64C236 54 210 58 196 72C188 76 176 76 164 82' +
  'C148 90 142 106 148 122C152 130 160 134 162 126C164 116 170 112 180 114C190 118 200 120 210 122' +
  `C206 150 210 190 214 214${RUFF}Z`;
const BEAK =
  'M198 72C188 76 176 76 164 82C148 90 142 106 148 122C152 130 160 134 162 126' +
  'C164 116 170 112 180 114C190 118 200 120 210 122C214 106 210 84 198 72Z';
const EYE = ellipse(222, 90, 9, 7);
const PUPIL = ellipse(219, 90, 4, 4.5);
// the heavy brow pulled low over the eye, the gape line and the nostril
const HEAD_CUTS =
  taper([204, 78], [224, 74], [246, 84], 4.4) +
  taper([168, 112], [190, 106], [210, 106], 2.6) +
  taper([184, 88], [190, 86], [196, 90], 2.2) +
  // feather lines down the nape and the neck
  taper([270, 100], [284, 140], [280, 180], 2.4) +
  taper([250, 130], [262, 160], [256, 190], 2.2) +
  taper([226, 150], [230, 176], [228, 198], 2);

/** Chest feathers: staggered rows of rounded feather ends down the breast, narrowing to the belly. */
function chestCuts(): string {
  let d = '';
  const rows: [number, number[]][] = [
    [232, [222, 256, 290]],
    [262, [206, 240, 272]],
    [292, [222, 256]],
  ];
  for (const [y, xs] of rows)
    for (const x of xs) d += taper([x, y], [x + 17, y + 26], [x + 34, y], 2.6);
  return d;
}

// The head turns over the left wing: that wing's leading edge is routed up the neck and under
// the beak (the head's own edges), so no wing line runs through the white head.
const LEFT_ROOT = 'M211.5 195.2C194 160 172 100 116 80';
const UNDER_BEAK =
  'M211.5 195.2C208 170 206 140 210 122C200 120 190 118 180 114C170 112 164 116 162 126' +
  'C160 134 152 130 148 122C140 104 130 88 116 80';
const leftOf = (right: string) => {
  const d = mirrorD(right);
  if (!d.startsWith(LEFT_ROOT)) throw new Error('eagle: the left wing lost its root');
  return UNDER_BEAK + d.slice(LEFT_ROOT.length);
};
const pair = (right: string) => right + leftOf(right);

/** An American-traditional eagle, wings spread wide and raised, head turned left. */
export function eagle(): TGenShape {
  const wings = pair(wingR());
  const legs = both(LEG_R + toes(12));
  return {
    d: wings + TAIL + both(THIGH_R) + BODY + legs + HEAD,
    holes:
      both(wingCutsR()) +
      tailCuts() +
      chestCuts() +
      HEAD_CUTS +
      both(taper([300, 350], [316, 364], [330, 376], 1.8)),
    alt: pair(covertBand()),
    inks: [
      { role: 'bone', d: TAIL },
      // the thighs again, over the tail, so the tail fans out behind the legs
      { role: 'brown', d: both(THIGH_R) },
      { role: 'yellow', d: legs },
      { role: 'bone', d: HEAD },
      { role: 'yellow', d: BEAK },
      { role: 'yellow', d: EYE },
      { role: 'black', d: PUPIL + both(claws()) },
    ],
  };
}
