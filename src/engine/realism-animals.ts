// Realism's own animals: seen as a black-and-grey artist draws them (whole body in profile, a
// face with its real proportions, fur pulled as whip strands), where the flash icon is a badge
// (an elephant's head as a mask, a lion as a jagged crest). Same 512 x 512 box and TGenShape
// contract as creatures.ts; the etching (etching.ts) adds the tone.
import { ellipse } from './creatures';
import type { TGenShape } from './generated-motifs';
import { strands, taper } from './realism-kit';

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
