// A fox curled up asleep in a ring, side on, facing left: the body a rounded coil, the big
// bushy tail sweeping round the front of it and up over the paws to the nose with its white
// tip, the head resting on the tail with a calm closed eye, a clean pointed muzzle with a small
// black nose, two large pointed ears and white cheek fur. The inner lines are a few confident
// neo-traditional strokes (cheek, tail, haunch), not scratches, so it reads as a sleeping fox
// rather than a loaf. Same 512 x 512 box and TGenShape contract as creatures.ts.
import { ellipse, taper } from './creatures';
import type { TGenShape } from './gen-shape';

// the coiled back, from behind the head round the haunch to the belly hidden by the tail
const BODY =
  'M196 176C246 116 344 100 410 128C470 156 496 222 488 290C480 356 436 392 380 396' +
  'L190 392C150 350 150 236 196 176Z';
// the tail: out of the haunch, round the front of the body in three bushy scallops, its tip
// curling up under the nose; then back along its upper edge. It rides high on the body, as the
// leaves piled round the fox cover its lowest quarter.
const TAIL =
  'M452 214C500 262 504 340 468 384C454 404 434 414 410 418C386 436 350 440 324 434' +
  'C296 448 250 448 222 438C194 446 156 442 132 430C92 420 50 392 30 350C20 316 20 270 34 236' +
  'C58 256 92 268 136 272C220 282 320 280 388 262C428 250 448 230 440 200Z';
// the head resting on the tail: back of the neck, back ear, front ear, forehead, the straight
// muzzle to the nose, the chin and the cheek ruff down onto the tail
const HEAD =
  'M262 224C266 176 258 130 244 100L256 10C226 26 208 48 200 74L190 72' +
  'C180 44 168 18 152 4C138 30 130 64 134 92C118 108 104 124 94 140' +
  'C78 164 60 190 42 212C38 220 40 228 48 234C90 254 140 270 190 290C230 294 258 264 262 224Z';

export function foxCurled(): TGenShape {
  // white ink: the cheek and chin fur, its back edge in three swept tufts, and the tail tip
  // with a tufted edge where the rust fur starts
  const cheek =
    'M48 234C80 230 112 220 138 206C146 216 156 222 170 224C164 234 166 242 182 250' +
    'C174 258 176 268 196 278C194 284 192 288 190 290C140 270 90 254 48 234Z';
  const tip =
    'M34 236C50 250 70 262 96 268C88 282 92 296 108 304C94 318 98 334 114 346' +
    'C100 362 104 384 120 402C118 410 118 418 120 424C84 412 48 388 30 350C20 316 20 270 34 236Z';
  const holes =
    // the calm closed eye, a curve sagging like a sleeping lid, with a short lash flick
    taper([108, 132], [128, 146], [152, 134], 4.5) +
    taper([150, 135], [156, 130], [162, 126], 2) +
    // the small black nose and the mouth line
    ellipse(46, 221, 9, 7, false) +
    taper([52, 234], [70, 238], [88, 236], 2.5) +
    // the ears' dark inner edges
    taper([154, 24], [156, 56], [170, 84], 7) +
    taper([250, 32], [232, 56], [222, 84], 7) +
    // the ruff at the back of the head, over the shoulders
    taper([244, 104], [270, 164], [256, 246], 5) +
    // the tail's upper edge over the body, from behind the chin resting on it, then one
    // sweep of fur along it, round to the haunch
    taper([196, 284], [292, 290], [388, 262], 6) +
    taper([388, 262], [436, 244], [440, 200], 6) +
    taper([150, 318], [300, 346], [456, 280], 4) +
    // the haunch: the hind leg's curve and a tuft along the back
    taper([350, 262], [404, 230], [392, 160], 5) +
    taper([300, 120], [370, 124], [424, 164], 4);
  return { d: BODY + TAIL + HEAD, holes, alt: cheek + tip };
}
