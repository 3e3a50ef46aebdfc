// Realism's own drawings: the animal seen as a black-and-grey artist draws it (whole body in
// profile, a face with its real proportions, fur pulled as whip strands), where the flash icon
// is a badge (an elephant's head as a mask, a lion as a jagged crest). Same 512 x 512 box and
// TGenShape contract as creatures.ts; the etching (etching.ts) adds the tone.
import { ellipse, mirrorD, mirrored, taper as thinTaper } from './creatures';
import type { TGenShape } from './generated-motifs';

type TPt = [number, number];

/** Detail lines here are drawn without the echo rings the flash treatment adds round every cut,
 *  so they are pulled wider to hold as 0.5-1 mm lines at shoulder size. */
const taper = (a: TPt, c: TPt, b: TPt, w: number) => thinTaper(a, c, b, w * 1.8);

/** Short whip strokes across a limb or trunk: the skin folds an elephant carries. */
function folds(x0: number, x1: number, ys: number[], bow: number, w: number): string {
  return ys.map((y) => taper([x0, y], [(x0 + x1) / 2, y + bow], [x1, y + bow * 0.3], w)).join('');
}

/** Elephant in profile, facing left: domed head, fan ear, trunk hanging with a curled tip, a
 *  short tusk, four legs (the far pair set back) and a tail. */
export function elephantSide(): TGenShape {
  const d =
    'M140 140C190 105 250 108 300 118C370 122 430 150 452 205C468 250 462 300 448 330' +
    'C444 370 446 410 448 438L400 440C402 410 400 380 396 360' +
    'C392 380 392 410 390 436L356 438C358 410 360 380 358 355' +
    'C330 362 300 362 278 356C278 390 276 415 276 436L244 438C244 410 242 385 238 362' +
    'C234 390 232 415 232 438L182 440C184 400 182 360 178 332' +
    'C172 316 162 306 150 302C134 312 122 350 116 396C112 424 100 438 86 434' +
    'C78 430 80 420 90 418C98 400 96 360 98 326C100 290 96 240 100 205' +
    'C104 172 118 150 140 140Z' +
    // the tail, hanging from the rump with a tuft
    taper([452, 212], [470, 260], [462, 318], 5) +
    // the tusk, curving forward past the trunk
    'M150 296C130 300 100 312 66 318C92 322 124 318 154 310Z';
  const ear =
    taper([160, 162], [206, 138], [240, 178], 5) +
    taper([240, 178], [262, 244], [214, 300], 5) +
    taper([214, 300], [184, 302], [170, 268], 4) +
    taper([186, 190], [222, 200], [222, 250], 3);
  const face =
    ellipse(128, 200, 6, 4, false) +
    taper([112, 188], [128, 180], [146, 188], 2.5) +
    // where tusk meets the mouth, and the lip under it
    taper([112, 304], [130, 296], [152, 300], 2.5);
  const skin =
    folds(100, 124, [336, 352, 368, 384, 400], 3, 2.2) +
    folds(184, 228, [392, 408, 422], 3, 2.2) +
    folds(404, 444, [396, 412, 426], 3, 2.2) +
    // shoulder and haunch creases, the belly line and the near legs drawn over the far ones
    taper([190, 330], [226, 292], [268, 300], 3.5) +
    taper([398, 362], [430, 300], [404, 236], 4) +
    taper([236, 364], [236, 400], [233, 434], 2.5) +
    taper([392, 362], [394, 400], [392, 434], 2.5) +
    taper([300, 200], [340, 180], [380, 186], 3) +
    // toenails
    taper([186, 432], [194, 426], [202, 432], 2) +
    taper([404, 432], [412, 426], [420, 432], 2);
  return { d, holes: ear + face + skin };
}

/** Fur pulled as whip strands: each [start, bend, end] a short tapered line. */
function strands(list: [TPt, TPt, TPt][], w: number): string {
  return list.map(([a, c, b]) => taper(a, c, b, w)).join('');
}

/** A wolf sitting in profile, facing right, head thrown back howling: muzzle up, ears laid
 *  back, a ruff at the throat, the front legs straight, the haunch and a bushy tail behind. */
export function wolfHowling(): TGenShape {
  const d =
    'M432 46C430 64 418 86 404 100C408 108 406 118 398 124C384 150 386 176 398 204' +
    'C400 250 378 290 368 320C362 360 364 410 368 446' +
    'C372 458 392 462 398 470L340 472C342 440 340 400 336 360C320 380 318 420 322 446' +
    'C326 458 320 470 310 472L200 472C160 470 120 450 115 410C110 380 118 350 140 330' +
    'C170 290 215 250 250 210C266 190 276 170 280 150C278 126 280 96 288 66' +
    'C304 80 318 94 328 108C338 100 352 92 368 84C390 72 412 58 432 46Z' +
    // the bushy tail lying out behind on the ground
    'M146 372C100 384 52 420 22 470C48 474 84 466 110 456C130 448 144 440 152 432Z';
  const head =
    ellipse(424, 54, 8, 6, false) +
    taper([428, 62], [416, 86], [400, 100], 2.5) +
    taper([336, 116], [350, 106], [366, 104], 3.5) +
    taper([292, 82], [302, 102], [318, 112], 4) +
    strands(
      [
        [
          [380, 84],
          [396, 76],
          [412, 66],
        ],
        [
          [324, 128],
          [346, 136],
          [370, 134],
        ],
        [
          [370, 110],
          [380, 118],
          [394, 118],
        ],
      ],
      2,
    );
  const fur = strands(
    [
      // the ruff round the neck and down the chest
      [
        [292, 160],
        [314, 190],
        [340, 206],
      ],
      [
        [306, 148],
        [334, 176],
        [364, 186],
      ],
      [
        [290, 190],
        [316, 222],
        [350, 236],
      ],
      [
        [300, 226],
        [330, 252],
        [356, 262],
      ],
      [
        [344, 150],
        [362, 168],
        [380, 176],
      ],
      // the back and shoulder
      [
        [240, 236],
        [262, 246],
        [282, 244],
      ],
      [
        [210, 270],
        [232, 282],
        [254, 280],
      ],
      [
        [180, 306],
        [200, 318],
        [222, 318],
      ],
      // the elbow and the front leg's back edge
      [
        [336, 366],
        [330, 310],
        [346, 264],
      ],
      [
        [348, 380],
        [350, 420],
        [352, 452],
      ],
      // the haunch over the hind leg
      [
        [206, 462],
        [150, 390],
        [232, 330],
      ],
      [
        [232, 330],
        [306, 330],
        [322, 420],
      ],
      [
        [190, 420],
        [210, 400],
        [240, 396],
      ],
      [
        [176, 380],
        [196, 360],
        [226, 356],
      ],
      // tail strands
      [
        [136, 384],
        [96, 404],
        [64, 446],
      ],
      [
        [138, 412],
        [104, 428],
        [80, 456],
      ],
      // toes
      [
        [378, 462],
        [382, 456],
        [386, 466],
      ],
      [
        [296, 464],
        [300, 458],
        [304, 468],
      ],
    ],
    3,
  );
  return { d, holes: head + fur };
}

const both = (d: string) => d + mirrorD(d);

/** An owl in flight, seen from the front: round head with ear tufts and a facial disc, big
 *  eyes, wings spread wide with fingered primaries, a scalloped trailing edge and a fanned tail. */
export function owlInFlight(): TGenShape {
  const d =
    mirrored(
      [256, 112],
      [
        // head to the right ear tuft and down the cheek to the shoulder
        [
          [276, 110],
          [296, 100],
          [318, 76],
        ],
        [
          [324, 100],
          [334, 128],
          [336, 156],
        ],
        [
          [338, 180],
          [334, 196],
          [336, 210],
        ],
        // leading edge raised to the wrist and the first primary
        [
          [372, 160],
          [410, 118],
          [448, 96],
        ],
        [
          [474, 82],
          [496, 72],
          [510, 66],
        ],
        // fingered primaries down the outer edge: notch, tip, notch, tip...
        [
          [506, 78],
          [500, 88],
          [496, 96],
        ],
        [
          [504, 104],
          [508, 112],
          [508, 118],
        ],
        [
          [502, 124],
          [496, 130],
          [490, 134],
        ],
        [
          [498, 144],
          [502, 154],
          [502, 160],
        ],
        [
          [494, 166],
          [488, 170],
          [482, 172],
        ],
        [
          [490, 184],
          [492, 196],
          [492, 204],
        ],
        [
          [482, 206],
          [476, 208],
          [470, 210],
        ],
        [
          [476, 224],
          [478, 238],
          [476, 246],
        ],
        [
          [466, 246],
          [460, 246],
          [454, 246],
        ],
        [
          [458, 260],
          [458, 272],
          [456, 282],
        ],
        // the secondaries' scalloped trailing edge back to the body
        [
          [448, 290],
          [442, 292],
          [436, 288],
        ],
        [
          [428, 300],
          [420, 302],
          [414, 300],
        ],
        [
          [406, 308],
          [398, 308],
          [392, 304],
        ],
        [
          [384, 316],
          [376, 318],
          [370, 314],
        ],
        [
          [362, 320],
          [356, 320],
          [350, 316],
        ],
        [
          [344, 320],
          [338, 320],
          [334, 318],
        ],
        // the body down to the fanned tail
        [
          [330, 350],
          [320, 370],
          [306, 384],
        ],
        [
          [306, 398],
          [298, 410],
          [288, 418],
        ],
        [
          [278, 424],
          [266, 426],
          [256, 426],
        ],
      ],
    ) +
    // the irises (inside the eye cuts below)
    ellipse(290, 166, 16, 16) +
    ellipse(222, 166, 16, 16);
  const eyes = both(ellipse(290, 166, 22, 21, false) + ellipse(290, 166, 8, 8, false));
  const face =
    taper([256, 178], [264, 196], [256, 216], 7) +
    both(
      // the facial disc rim, the brow over each eye, the ear tuft's inner edge
      taper([258, 126], [344, 128], [300, 230], 3.5) +
        taper([262, 140], [290, 128], [318, 142], 3) +
        taper([314, 88], [318, 106], [310, 126], 3),
    );
  const wings = both(
    strandsD([
      // primary and secondary shafts from the notches in toward the wrist
      [
        [496, 96],
        [468, 106],
        [444, 120],
      ],
      [
        [490, 134],
        [460, 140],
        [434, 146],
      ],
      [
        [482, 172],
        [452, 170],
        [424, 172],
      ],
      [
        [470, 210],
        [444, 202],
        [414, 198],
      ],
      [
        [454, 246],
        [428, 234],
        [404, 222],
      ],
      [
        [436, 288],
        [414, 262],
        [394, 240],
      ],
      [
        [414, 300],
        [394, 276],
        [378, 252],
      ],
      [
        [392, 304],
        [376, 284],
        [364, 262],
      ],
      [
        [370, 314],
        [358, 294],
        [350, 272],
      ],
      [
        [350, 316],
        [344, 300],
        [340, 282],
      ],
      // coverts: a row following the leading edge
      [
        [346, 206],
        [388, 160],
        [440, 128],
      ],
      [
        [352, 236],
        [398, 196],
        [452, 170],
      ],
    ]),
  );
  const streak = (x: number, y: number): [TPt, TPt, TPt] => [
    [x, y],
    [x + 2, y + 9],
    [x, y + 18],
  ];
  const breast = both(
    strandsD(
      [
        streak(270, 240),
        streak(294, 236),
        streak(316, 244),
        streak(282, 276),
        streak(306, 280),
        streak(268, 312),
        streak(292, 318),
        streak(312, 328),
        // tail feathers
        [
          [272, 388],
          [276, 404],
          [274, 420],
        ],
      ],
      2.5,
    ),
  );
  return { d, holes: eyes + face + wings + breast };
}

function strandsD(list: [TPt, TPt, TPt][], w = 3): string {
  return strands(list, w);
}

/** A mane's edge as pointed locks: from each valley out to a tip on a curve bulging away from
 *  the centre, then back in to the next valley, so the edge reads as hair and not a saw. */
function locks(start: TPt, pts: TPt[], centre: TPt): [TPt, TPt, TPt][] {
  const segs: [TPt, TPt, TPt][] = [];
  let prev = start;
  pts.forEach((p, i) => {
    const tip = i % 2 === 0;
    const mx = (prev[0] + p[0]) / 2;
    const my = (prev[1] + p[1]) / 2;
    const dx = mx - centre[0];
    const dy = my - centre[1];
    const len = Math.hypot(dx, dy) || 1;
    const k = tip ? 16 : -4;
    const c: TPt = [mx + (dx / len) * k, my + (dy / len) * k];
    segs.push([
      [(prev[0] + 2 * c[0]) / 3, (prev[1] + 2 * c[1]) / 3],
      [(p[0] + 2 * c[0]) / 3, (p[1] + 2 * c[1]) / 3],
      p,
    ]);
    prev = p;
  });
  return segs;
}

/** A lion's head from the front: a full mane of pointed locks round a face with its real
 *  proportions (eyes a third down, a broad nose bridge, the nose pad, muzzle and chin), fur
 *  strands radiating through the mane. */
export function lionFace(): TGenShape {
  const C: TPt = [256, 262];
  const d = mirrored(
    [256, 14],
    locks(
      [256, 14],
      [
        [318, 28],
        [324, 54],
        [384, 52],
        [378, 82],
        [440, 98],
        [424, 128],
        [486, 156],
        [458, 184],
        [504, 230],
        [470, 250],
        [502, 304],
        [462, 316],
        [480, 372],
        [440, 374],
        [442, 430],
        [404, 420],
        [394, 472],
        [360, 452],
        [334, 500],
        [304, 470],
        [256, 504],
      ],
      C,
    ),
  );
  const nose = mirrored(
    [256, 292],
    [
      [
        [268, 290],
        [282, 292],
        [290, 298],
      ],
      [
        [288, 314],
        [270, 328],
        [256, 334],
      ],
    ],
  );
  const face = both(
    // the face's edge against the mane, ears, brow and eyes
    taper([326, 140], [354, 166], [362, 212], 4) +
      taper([362, 216], [384, 300], [318, 376], 4) +
      taper([312, 382], [290, 402], [266, 408], 3.5) +
      taper([318, 130], [342, 98], [366, 140], 4) +
      taper([274, 206], [318, 184], [360, 212], 5) +
      taper([288, 236], [314, 218], [344, 228], 5) +
      taper([294, 240], [316, 250], [340, 232], 2.5) +
      ellipse(315, 232, 7, 7, false) +
      taper([288, 242], [280, 264], [272, 286], 2.5) +
      taper([264, 204], [278, 250], [276, 296], 2.5) +
      // the muzzle: mouth, the whisker pads and their dots, the chin
      taper([256, 358], [284, 374], [316, 364], 3.5) +
      taper([276, 318], [324, 318], [334, 360], 2.5) +
      ellipse(292, 338, 2.6, 2.6, false) +
      ellipse(306, 344, 2.6, 2.6, false) +
      ellipse(298, 352, 2.6, 2.6, false) +
      taper([236, 392], [256, 400], [278, 390], 2.5),
  );
  const centre =
    taper([256, 150], [260, 176], [256, 200], 2.5) + taper([256, 334], [258, 346], [256, 358], 2.5);
  // fur strands through the mane, radiating from the face and swirling a little downward
  const hair: [TPt, TPt, TPt][] = [];
  for (let i = 0; i < 25; i++) {
    const a = ((6 + i * 7) * Math.PI) / 180;
    // alternate strands start deeper or further out, as locks overlap
    const [r0, r1] = i % 2 ? [1.1, 1.42] : [1.3, 1.62];
    const at = (r: number, da: number): TPt => [
      C[0] + Math.sin(a + da) * 130 * r,
      C[1] - Math.cos(a + da) * 150 * r,
    ];
    hair.push([at(r0, 0), at((r0 + r1) / 2, 0.07), at(r1, 0.16)]);
  }
  return { d, holes: nose + face + centre + both(strands(hair, 3)) };
}

/** A rose bloom seen from the front: outer petals with rolled tips cupping a tight spiral bud,
 *  each petal's rim a tapered line; a short stem with a leaf either side. */
export function roseBloom(): TGenShape {
  const C: TPt = [256, 200];
  const bloom = mirrored(
    [256, 52],
    locks(
      [256, 52],
      [
        [316, 54],
        [324, 90],
        [392, 92],
        [380, 132],
        [426, 176],
        [396, 210],
        [412, 262],
        [372, 278],
        [352, 330],
        [314, 322],
        [256, 356],
      ],
      C,
    ),
  );
  const d =
    bloom +
    'M246 340C248 400 246 450 238 500L256 502C262 450 266 400 266 340Z' +
    'M248 404C208 382 150 396 106 446C158 462 220 448 250 420Z' +
    'M262 446C300 414 356 404 404 420C370 462 300 474 262 462Z';
  const petals =
    // the bud's spiral, tightest at the centre
    taper([248, 176], [268, 166], [272, 190], 3) +
    taper([272, 190], [264, 206], [242, 198], 3) +
    taper([232, 168], [256, 134], [288, 166], 4) +
    taper([288, 166], [302, 204], [262, 218], 4) +
    taper([224, 178], [218, 218], [256, 232], 4) +
    // the petals wrapping the bud
    taper([192, 150], [256, 96], [324, 138], 5) +
    taper([324, 138], [356, 212], [302, 256], 5) +
    taper([182, 168], [176, 244], [252, 266], 5) +
    taper([302, 256], [274, 276], [244, 270], 4) +
    // the outer petals' fold lines and rolled rims
    taper([136, 128], [144, 222], [206, 292], 5) +
    taper([376, 128], [384, 232], [304, 302], 5) +
    taper([166, 312], [256, 334], [346, 304], 5) +
    taper([118, 108], [168, 88], [212, 108], 4) +
    taper([300, 96], [350, 88], [394, 110], 4) +
    taper([206, 292], [232, 312], [256, 318], 3);
  const leaves =
    taper([246, 410], [180, 414], [114, 444], 3) +
    taper([266, 452], [330, 430], [396, 422], 3) +
    taper([200, 414], [190, 400], [176, 394], 2) +
    taper([166, 426], [160, 442], [146, 448], 2) +
    taper([320, 438], [330, 426], [344, 420], 2) +
    taper([352, 430], [358, 444], [370, 450], 2);
  return { d, holes: petals + leaves };
}

/** A point on a cubic from p0 to p3 at t. */
function cubicAt(p0: TPt, p1: TPt, p2: TPt, p3: TPt, t: number): TPt {
  const u = 1 - t;
  const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [
    k[0] * p0[0] + k[1] * p1[0] + k[2] * p2[0] + k[3] * p3[0],
    k[0] * p0[1] + k[1] * p1[1] + k[2] * p2[1] + k[3] * p3[1],
  ];
}

/** A human eye, open: the almond between the lids, an iris with its fibres, the pupil with a
 *  catch-light, lashes sweeping up and out from the upper lid, a few short lower ones, and the
 *  lid crease above. */
export function humanEye(): TGenShape {
  const inner: TPt = [70, 262];
  const outer: TPt = [450, 240];
  const up: [TPt, TPt] = [
    [150, 150],
    [340, 130],
  ];
  const low: [TPt, TPt] = [
    [360, 330],
    [160, 340],
  ];
  // the almond as four arcs (the engine reads a subpath's winding from its end points)
  let d =
    'M70 262C110 206 180 170 249 168C320 166 400 190 450 240' +
    'C400 290 330 314 260 314C190 314 110 300 70 262Z' +
    // the iris (inside its rim cut) and the catch-light in the pupil
    ellipse(252, 240, 58, 58) +
    ellipse(270, 222, 9, 9);
  // lashes: each leaves the lid and curls up and toward the outer corner
  for (let i = 0; i < 9; i++) {
    const t = 0.16 + i * 0.095;
    const a = cubicAt(inner, up[0], up[1], outer, t);
    const len = 40 + 44 * Math.sin(Math.PI * Math.min(1, t * 1.05));
    const lean = 0.2 + t * 0.9;
    const b: TPt = [a[0] + len * lean, a[1] - len * 0.9];
    const c: TPt = [a[0] - len * 0.05, a[1] - len * 0.75];
    d += taper([a[0] - 3, a[1] + 8], c, b, 2.6);
  }
  for (let i = 0; i < 5; i++) {
    const t = 0.22 + i * 0.13;
    const a = cubicAt(outer, low[0], low[1], inner, t);
    d += taper([a[0], a[1] - 6], [a[0] - 4, a[1] + 12], [a[0] - 12, a[1] + 26], 2);
  }
  let iris = ellipse(252, 240, 64, 64, false) + ellipse(252, 240, 24, 24, false);
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2 + 0.2;
    const p = (r: number): TPt => [252 + Math.cos(a) * r, 240 + Math.sin(a) * r];
    iris += taper(p(30), p(40), p(52), 2);
  }
  const lids =
    // the lid margins: a thickness line under the upper lid and along the lower one
    taper([92, 250], [200, 170], [420, 234], 3) + taper([110, 276], [250, 320], [418, 254], 2.5);
  return { d, holes: iris + lids };
}

/** A circle as tapered arcs (a hole cannot be a ring): each 30 degree arc thins at its ends,
 *  as an engraved rim does where the burin lifts. */
function rimLine(cx: number, cy: number, r: number, w: number): string {
  let out = '';
  const step = Math.PI / 6;
  for (let i = 0; i < 12; i++) {
    const a0 = i * step;
    const a1 = a0 + step;
    const am = (a0 + a1) / 2;
    const rc = r / Math.cos(step / 2);
    out += taper(
      [cx + Math.cos(a0) * r, cy + Math.sin(a0) * r],
      [cx + Math.cos(am) * rc, cy + Math.sin(am) * rc],
      [cx + Math.cos(a1) * r, cy + Math.sin(a1) * r],
      w,
    );
  }
  return out;
}

/** An open pocket watch: the bow loop and knurled crown, a round case with its bezel, hour
 *  marks, a small seconds dial, and the hands. */
export function pocketWatch(): TGenShape {
  const C: TPt = [256, 300];
  const d =
    ellipse(C[0], C[1], 190, 190) +
    'M236 90L276 90L280 124L232 124Z' +
    // the bow, an open loop over the crown
    taper([222, 100], [256, -6], [290, 100], 11);
  let marks = rimLine(C[0], C[1], 170, 3) + rimLine(C[0], C[1], 156, 1.6);
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const p = (r: number): TPt => [C[0] + Math.sin(a) * r, C[1] - Math.cos(a) * r];
    marks += taper(p(150), p(138), p(i % 3 ? 128 : 116), i % 3 ? 3 : 5);
  }
  const hands =
    taper([256, 312], [262, 250], [256, 196], 6) +
    taper([252, 304], [300, 290], [352, 276], 5) +
    ellipse(256, 300, 9, 9, false) +
    rimLine(256, 372, 32, 1.5) +
    taper([256, 372], [262, 358], [270, 346], 2.5);
  const crown =
    taper([244, 94], [243, 107], [244, 120], 2) +
    taper([256, 94], [255, 107], [256, 120], 2) +
    taper([268, 94], [267, 107], [268, 120], 2);
  return { d, holes: marks + hands + crown };
}

/** Realism drawings by motif id (chosen when the style renders as an etching). */
export const REALISM_SHAPES: Record<string, () => TGenShape> = {
  elephant: elephantSide,
  'howling-wolf': wolfHowling,
  owl: owlInFlight,
  lion: lionFace,
  rose: roseBloom,
  eye: humanEye,
  clock: pocketWatch,
};

/** Poses those drawings show, beyond the flash drawing's (understand.ts reports the rest). */
export const REALISM_POSES: Record<string, string[]> = {
  owl: ['in flight'],
};
