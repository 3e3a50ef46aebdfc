// Authored sitting cat: the icon set's cat was a blocky box on four stub legs. A flash cat sits
// side on with its head turned to us: a round head with pointed ears, almond eyes, a muzzle with
// whiskers, the back curving down into the haunch, the front legs straight with their paws
// together and the tail wrapped round in front of them. Same 512 x 512 box and TGenShape contract
// as creatures.ts. The ginger tabby carries white (the second ink) on its muzzle and chest and
// dark stripes; the black cat a blue-grey sheen where the light catches its fur instead.
import { type TPt } from './creatures';
import { whip } from './curve-kit';
import type { TGenShape } from './gen-shape';

// the outline: from the left ear's tip over the crown and the right ear, down the back into the
// haunch, round the tail lying on the ground in front of the paws, up the near front leg and the
// chest, and round the cheek back to the left ear
const BODY =
  'M136 30C152 46 168 66 180 86C196 80 218 80 234 86C244 66 254 46 266 28' +
  'C280 58 290 92 290 122C308 150 340 174 366 208C402 256 434 326 436 388' +
  'C438 428 428 456 410 470C434 478 446 496 420 504C330 514 210 512 132 500' +
  'C100 496 74 474 76 440C77 420 98 416 100 432C102 452 118 466 148 468' +
  'C140 460 138 444 146 434C154 400 150 340 150 300C150 272 156 250 168 236' +
  'C148 228 124 208 116 182C108 156 110 126 122 104C126 80 130 54 136 30Z';

/** The almond eyes, the upper lid arched and the outer corners a little higher than the inner,
 *  so the cat looks alert rather than sleepy; the pupils vertical slits. Both drawn the same way
 *  round: two curves have no polygon area to read a winding from, so they stay as written. */
const EYES =
  'M190 150C180 124 156 124 146 140C154 158 178 160 190 150Z' +
  'M224 150C236 160 260 158 268 140C258 124 234 124 224 150Z';
const PUPILS =
  'M169 127C175 134 175 150 169 157C163 150 163 134 169 127Z' +
  'M245 127C251 134 251 150 245 157C239 150 239 134 245 127Z';
const NOSE = 'M194 178C202 174 214 174 220 178C218 186 212 190 207 192C202 190 196 186 194 178Z';
/** The inner ears, in pink. */
const EARS =
  'M144 56C154 70 164 84 170 92C160 96 148 104 140 110C140 92 140 72 144 56Z' +
  'M258 54C256 72 254 86 250 96C260 100 270 106 278 112C278 94 270 72 258 54Z';

type TLine = [pts: TPt[], width: number, lead?: number];

/** The lines that carry the form, kept at any size: the head's lower edge against the chest,
 *  the legs, the haunch and the tail's upper edge across the paws. */
const FRAME: TLine[] = [
  // the cheek ruff round the head's right side and under the chin
  [
    [
      [290, 128],
      [296, 172],
      [276, 210],
      [236, 232],
      [196, 238],
      [166, 232],
    ],
    7,
  ],
  // the near leg's back edge, and the far leg's behind it
  [
    [
      [196, 300],
      [200, 380],
      [198, 458],
    ],
    6,
  ],
  [
    [
      [244, 330],
      [250, 400],
      [248, 462],
    ],
    5,
  ],
  // the haunch: the thigh's round curve from the flank down to the ground
  [
    [
      [286, 270],
      [360, 282],
      [408, 346],
      [404, 418],
      [368, 458],
      [318, 464],
    ],
    8,
    0.45,
  ],
  // the tail's upper edge, across the paws to where it meets the rump
  [
    [
      [148, 470],
      [230, 474],
      [320, 472],
      [392, 466],
      [405, 469],
    ],
    6,
  ],
];

/** The small lines a cat drawn large can hold: two toes on each paw, the mouth's soft "w". */
const FINE: TLine[] = [
  ...[164, 182, 218, 234].map((x): TLine => [
    [
      [x, x < 200 ? 446 : 450],
      [x + 2, 458],
      [x + 1, 469],
    ],
    3.5,
  ]),
  [
    [
      [207, 192],
      [206, 202],
      [196, 208],
      [186, 204],
    ],
    3.5,
  ],
  [
    [
      [207, 192],
      [210, 202],
      [220, 206],
      [230, 200],
    ],
    3.5,
  ],
];

const drawn = (list: TLine[]) => list.map(([pts, w, lead]) => whip(pts, w, lead)).join('');

/** Whiskers fanning out from the muzzle each side, thinning to a point. */
function whiskers(): string {
  let out = '';
  const rows: [number, number, number][] = [
    [188, 176, -4],
    [196, 194, -2],
    [204, 212, 2],
  ];
  for (const [y0, y1, bow] of rows) {
    out += whip(
      [
        [176, y0],
        [154, (y0 + y1) / 2 + bow],
        [y1 > 200 ? 142 : 132, y1],
      ],
      3,
      0.2,
    );
    out += whip(
      [
        [238, y0 - 2],
        [258, (y0 + y1) / 2 + bow - 2],
        [276, y1 - 4],
      ],
      3,
      0.2,
    );
  }
  return out;
}

/** A tabby's stripes: the "M" on the brow, bars down the back and the haunch, rings on the tail. */
function stripes(): string {
  const bar = (a: TPt, b: TPt, c: TPt, w = 8) => whip([a, b, c], w, 0.3);
  return (
    // the brow's "M"
    bar([190, 92], [192, 104], [196, 116], 5) +
    bar([208, 90], [208, 104], [206, 118], 5) +
    bar([224, 92], [222, 104], [218, 114], 5) +
    // the back, from the spine down the flank
    bar([318, 168], [316, 186], [306, 204]) +
    bar([350, 196], [344, 218], [330, 236]) +
    bar([382, 236], [372, 252], [356, 264]) +
    bar([408, 280], [400, 294], [390, 304], 6) +
    // the haunch, inside the thigh's curve
    bar([392, 344], [374, 352], [356, 352], 7) +
    bar([392, 390], [372, 394], [352, 390], 7) +
    // the front leg
    bar([155, 340], [164, 346], [180, 346], 6) +
    bar([155, 380], [164, 386], [180, 386], 6) +
    // the tail's rings
    bar([280, 480], [278, 492], [282, 506], 7) +
    bar([340, 478], [342, 492], [346, 505], 7) +
    bar([196, 480], [194, 493], [198, 505], 7) +
    bar([126, 472], [122, 485], [126, 497], 6)
  );
}

/** The ginger's white: the bib down its chest (a white muzzle too crowded the mouth, and a
 *  one-line drawing traced it as lips). */
const WHITE =
  // the bib: its top tucked under the chin's ruff, its lower edge in tufts of fur
  'M170 242C190 247 222 247 244 240C248 268 244 292 234 312C230 320 226 326 220 330' +
  'C218 340 212 348 204 352C202 342 196 336 190 334C190 324 186 316 180 312' +
  'C172 296 166 278 164 262C164 254 166 248 170 242Z';

/** Where light catches a black cat's fur: the crown, the nape and the back, the haunch's curve,
 *  the chest, the cheek and the tail's top. */
function sheen(): string {
  const s = (pts: TPt[], w: number) => whip(pts, w, 0.4);
  return (
    s(
      [
        [176, 100],
        [204, 92],
        [232, 98],
      ],
      8,
    ) +
    s(
      [
        [304, 160],
        [350, 196],
        [392, 258],
      ],
      10,
    ) +
    s(
      [
        [340, 300],
        [392, 332],
        [398, 396],
      ],
      10,
    ) +
    s(
      [
        [160, 270],
        [164, 320],
        [166, 380],
      ],
      7,
    ) +
    s(
      [
        [124, 140],
        [124, 164],
        [134, 186],
      ],
      6,
    ) +
    s(
      [
        [200, 484],
        [300, 488],
        [400, 480],
      ],
      7,
    )
  );
}

/** A sitting cat: a ginger tabby, or a black cat (the "black cat" of flash). `bold` is the cat
 *  drawn small (under about 6 cm): the form's lines, eyes and nose only; stripes, toes and
 *  whiskers would close up into a black blot. */
export function cat(kind: 'ginger' | 'black' = 'ginger', bold = false): TGenShape {
  const black = kind === 'black';
  // a black cat's stripes would not show: only its lines are cut
  const detail = bold ? '' : drawn(FINE) + whiskers() + (black ? '' : stripes());
  return {
    d: BODY,
    holes: EYES + NOSE + drawn(FRAME) + detail,
    cuts: EYES,
    alt: black ? sheen() : WHITE,
    inks: [
      { role: black ? 'yellow' : 'green', d: EYES },
      { role: 'black', d: PUPILS },
      { role: 'pink', d: EARS + NOSE },
    ],
  };
}
