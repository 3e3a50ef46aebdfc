// Realism's elephant mother, side on facing left as a black-and-grey artist draws her: the domed
// head, the back rising to the hump and sloping away to a rump that rounds into the thigh, legs
// long and columnar down to round feet with toenails, a great fan ear hanging over the shoulder
// with its top turned over, its rim ragged and its face veined, the trunk tapering in rings and
// curving down to rest on her calf's neck (realism-calf.ts draws the calf in this same frame, so
// the two are placed together), a tusk. Every outline is authored as points through which a
// smooth curve runs (straight segments meeting in corners read as a carved block). The tones hang
// the ear's shadow on the shoulder and sink the belly and the far legs; the relief (relief-
// light.ts) rounds the dome, the barrel, the thigh and each leg. The creases, eye and ear are in
// realism-elephant-skin.ts. Same contract as realism-lion.ts.
import type { TGenShape } from './gen-shape';
import { mapShape, smoothLoop, taper, tubeEdges, type TPt } from './realism-kit';
import type { TMatrix } from './path';
import { motherSkin, trunkRings } from './realism-elephant-skin';

export { smoothLoop as toneBlob };

/** The trunk's centre line from its root on the face to the tip curled over the calf's neck,
 *  and its width at each point: thick at the root, tapering to the tip. */
export const TRUNK: TPt[] = [
  [106, 198],
  [94, 236],
  [84, 272],
  [84, 304],
  [96, 328],
  [118, 344],
  [146, 352],
];
export const TRUNK_W = [64, 50, 40, 33, 27, 22, 18];

/** The silhouette's points, clockwise from the forehead: the dome, the back, the rump, the
 *  near hind leg, the far hind leg, the belly, the far and the near front leg, the chest and
 *  the chin; the trunk is spliced in between the mouth and the face. */
const BODY: TPt[] = [
  [86, 90],
  [108, 66],
  [138, 54],
  [168, 58],
  // the ear's top standing over the neck, and the notch behind it where the back begins
  [196, 66],
  [232, 58],
  [270, 60],
  [300, 74],
  [314, 94],
  [340, 90],
  [396, 92],
  [440, 104],
  [472, 128],
  [494, 164],
  [504, 210],
  [502, 256],
  [494, 298],
  // the near hind leg's back edge down past the hock to the heel
  [484, 350],
  [480, 404],
  [480, 444],
  [486, 462],
  [474, 472],
  [446, 474],
  [424, 472],
  [418, 462],
  // its front edge up past the knee into the flank
  [420, 430],
  [422, 394],
  [420, 358],
  [414, 328],
  // the far hind leg, reaching forward in stride, its back edge behind the near one
  [404, 350],
  [400, 396],
  [398, 436],
  [400, 462],
  [390, 472],
  [366, 472],
  [359, 462],
  [362, 430],
  [360, 396],
  [363, 360],
  [372, 322],
  // the belly, sagging between the legs
  [350, 306],
  [312, 310],
  [280, 300],
  // the far front leg, set back
  [274, 334],
  [269, 376],
  [266, 414],
  [268, 442],
  [274, 462],
  [266, 472],
  [240, 472],
  [232, 462],
  [232, 420],
  [230, 370],
  [228, 328],
  // the near front leg: its back edge down from the elbow, the foot round, the front edge up
  [220, 334],
  [214, 380],
  [212, 418],
  [215, 446],
  [212, 462],
  [206, 471],
  [180, 473],
  [154, 472],
  [148, 463],
  [150, 440],
  [153, 414],
  [155, 376],
  [158, 330],
  // the chest up to the throat and the chin, the lower lip out under the trunk
  [162, 296],
  [160, 274],
  [150, 262],
  [136, 258],
];

function loop(): TPt[] {
  const [front, back] = tubeEdges(TRUNK, TRUNK_W);
  // the trunk's back edge joins below the mouth; its tip rounds off; the front edge climbs to
  // the face, whose profile rises over the eye to the forehead
  const tip: TPt = [155, 355];
  return [
    ...BODY,
    ...back.slice(2),
    tip,
    ...front.slice(1).reverse(),
    [72, 180],
    [68, 154],
    [72, 124],
  ];
}

/** The tusk's centre line, from the lip forward and curving up to its point. */
const TUSK: TPt[] = [
  [134, 242],
  [114, 262],
  [90, 274],
  [66, 274],
  [48, 262],
];

function outline(): string {
  const [a, b] = tubeEdges(TUSK, [22, 19, 14, 8, 1.5]);
  const tusk = smoothLoop([...a, ...b.reverse()]);
  // the tail hanging from the rump, with its tuft
  const tail =
    taper([488, 160], [510, 240], [502, 326], 2.4) + taper([498, 312], [508, 332], [500, 356], 4);
  return smoothLoop(loop()) + tusk + tail;
}

/** Patches of tone [t, points] over the wash: the ear's shadow on the neck and shoulder, the
 *  belly and the underside of the barrel, the far legs, under the chin, the trunk's back; the
 *  dome, the back, the ear's turned top, the trunk's front and the tusk lit. */
function tones(): { t: number; d: string; blur?: number }[] {
  const T = (t: number, pts: number[], blur?: number) => {
    const p: TPt[] = [];
    for (let i = 0; i < pts.length; i += 2) p.push([pts[i], pts[i + 1]]);
    return { t, d: smoothLoop(p), ...(blur ? { blur } : {}) };
  };
  return [
    // the hide a mid grey before the light and shade
    T(0.4, [200, 90, 460, 100, 496, 240, 430, 300, 220, 300, 190, 200]),
    // the barrel rounds under into deep shade along the belly and the thigh's back
    T(0.72, [250, 226, 400, 220, 470, 260, 420, 316, 300, 316, 240, 300]),
    T(0.92, [270, 282, 360, 292, 410, 300, 360, 314, 290, 308], 1.2),
    T(0.68, [462, 190, 502, 240, 492, 330, 470, 290]),
    // the ear's cast shadow round its back and lobe, and the neck in its shade
    T(0.95, [318, 100, 334, 180, 318, 262, 276, 322, 230, 352, 262, 312, 302, 250, 316, 180], 1.2),
    // deep black at the core of those shadows: hard under the ear's rim and the belly's fold
    T(1, [318, 130, 332, 200, 318, 262, 284, 306, 244, 340, 266, 298, 296, 248, 310, 196], 0.4),
    T(1, [280, 298, 340, 304, 384, 298, 350, 320, 296, 318], 0.4),
    T(0.82, [214, 318, 244, 330, 236, 350, 206, 344]),
    // the far legs in the shadow of the body
    T(0.86, [232, 320, 272, 320, 276, 470, 232, 470]),
    T(0.86, [366, 320, 404, 340, 400, 470, 360, 470]),
    // the near legs: their backs turned away from the light
    T(0.72, [196, 320, 222, 330, 214, 470, 192, 470]),
    T(0.72, [460, 320, 488, 340, 482, 470, 456, 470]),
    // under the chin and the trunk's back edge
    T(0.85, [130, 244, 160, 262, 164, 310, 142, 296]),
    T(0.6, [112, 212, 128, 260, 118, 330, 106, 300]),
    // the ear's hollow along its root and its lower half turning away
    T(0.58, [180, 96, 198, 110, 192, 200, 198, 286, 182, 250, 174, 170], 1.1),
    T(0.5, [196, 236, 290, 236, 262, 310, 222, 336, 200, 300]),
    // the temple's hollow behind the eye
    T(0.62, [128, 118, 158, 126, 162, 188, 132, 176]),
    // lights: the dome, the ear's turned top, the back, the ear's face, the trunk's front,
    // the tusk, the fronts of the near legs
    T(0.02, [92, 96, 124, 64, 162, 64, 140, 106, 104, 130]),
    T(0.04, [200, 70, 262, 64, 298, 84, 250, 84], 0.8),
    T(0.1, [330, 96, 420, 98, 460, 118, 380, 118]),
    T(0.14, [192, 110, 260, 104, 290, 170, 246, 236, 204, 200]),
    T(0.06, [66, 190, 76, 200, 72, 290, 64, 250]),
    T(0, [54, 264, 92, 272, 126, 248, 96, 266], 0.6),
    T(0.14, [160, 330, 178, 330, 172, 440, 156, 440]),
    T(0.16, [426, 340, 446, 340, 442, 440, 426, 440]),
  ];
}

/** The forms that swell (relief-light.ts): the dome, the ear, the trunk, the barrel, the
 *  shoulder, the thigh and each leg, so the light rounds each as the artist models it. */
function relief(): string {
  const E = (pts: number[]) => {
    const p: TPt[] = [];
    for (let i = 0; i < pts.length; i += 2) p.push([pts[i], pts[i + 1]]);
    return smoothLoop(p);
  };
  const [a, b] = tubeEdges(TRUNK, TRUNK_W);
  return (
    E([76, 120, 116, 60, 176, 64, 196, 160, 160, 240, 100, 220]) +
    smoothLoop([...a, ...b.reverse()]) +
    E([184, 76, 300, 70, 318, 200, 236, 344, 178, 280]) +
    E([210, 96, 470, 104, 500, 230, 420, 306, 240, 304]) +
    E([410, 120, 500, 180, 498, 300, 430, 340, 400, 240]) +
    E([156, 290, 222, 300, 214, 466, 150, 466]) +
    E([424, 300, 490, 300, 480, 466, 424, 466]) +
    E([234, 320, 270, 320, 272, 466, 234, 466]) +
    E([368, 320, 402, 340, 398, 466, 362, 466])
  );
}

/** The frame both drawings are authored in, into the 512 box: the pair shifted right so the
 *  calf ahead of her fits, and pressed a little lower toward the ground line (an elephant is
 *  longer than it is tall; drawn as tall as long it reads as a block). */
export const FRAME: TMatrix = [0.95, 0, 0, 0.86, 18, 67.2];

/** The mother, side on facing left, her trunk curving down over her calf (see the head). */
export function elephantSide(): TGenShape {
  return mapShape(
    {
      d: outline(),
      holes: motherSkin() + trunkRings(TRUNK, TRUNK_W, 0.05, 0.74, 17),
      tones: tones(),
      toneBlur: 1.6,
      relief: relief(),
    },
    FRAME,
  );
}
