// A whole humpback whale as flash draws it: side on, facing left, the tail stock arching up
// so the flukes spread flat across the picture. Seen strictly from the side a whale's flukes are
// a thin edge, and a tail drawn as two lobes up and down at the end of a level stock is a fish's
// caudal fin: the raised stock shows the horizontal flukes as the whale-tail silhouette everyone
// knows. The humpback's marks carry the rest: the long knobbed flipper, the pleated throat,
// the tubercles on the rostrum, the small eye at the corner of the mouth and the pale belly.
import { ellipse, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';

/** The body from rostrum tip round the back, up the stock, across the flukes and back along
 *  the belly: one clockwise contour. */
const BODY =
  // flat head rising from the pointed rostrum to the broad back
  'M18 300C44 272 104 252 176 244C236 238 292 238 326 240' +
  // the small dorsal hump, then the back curving up into the tail stock
  'C336 232 346 226 354 228C362 232 366 238 374 238C392 232 404 214 410 190' +
  'C414 176 416 164 414 152' +
  // the left fluke: leading edge swept out to its up-curled tip, trailing edge in to the notch
  'C396 150 366 140 344 118C336 110 330 100 326 84C344 96 364 100 382 100C402 100 418 104 432 120' +
  // the right fluke, out from the notch to its tip and back along its leading edge
  'C446 104 462 100 482 98C496 96 504 90 508 76C504 104 484 132 446 152' +
  // down the stock's far side, under it and along the pale belly to the deep pleated throat
  'C450 182 444 216 430 248C416 280 392 304 354 320C296 344 234 360 172 360' +
  'C112 358 60 336 34 314C26 308 20 304 18 300Z';

/** The long pectoral flipper swept back and down from behind the jaw, a third of the body,
 *  its leading edge knobbed and its trailing edge smooth. */
const FLIPPER =
  'M150 322C160 336 172 346 186 352Q198 368 214 372Q228 386 246 390Q262 404 282 408' +
  'Q300 420 322 426C306 414 290 398 272 380C254 362 236 346 220 334C204 326 186 320 170 316Z';

/** Cut lines and dots: eye, mouth, throat pleats, tubercles, flipper root and fluke ribs. */
function details(): string {
  // the mouth: a long arched line from the rostrum tip back to the corner under the eye
  let d = taper([24, 300], [74, 292], [130, 310], 4.5);
  // the small eye just above and behind the mouth's corner, and its lid fold
  d += ellipse(148, 298, 5, 4.5, false);
  // throat pleats: long parallel grooves from the chin back under the flipper to the navel
  const pleats: [TPt, TPt, TPt, number][] = [
    [[40, 314], [110, 330], [190, 340], 2.4],
    [[64, 330], [130, 346], [220, 352], 2.2],
  ];
  for (const [a, c, b, w] of pleats) d += taper(a, c, b, w);
  // tubercles: knobs along the top of the rostrum and on the lower jaw
  const knobs: [number, number, number][] = [
    [50, 284, 2.4],
    [72, 276, 2.6],
    [96, 269, 2.6],
  ];
  for (const [x, y, r] of knobs) d += ellipse(x, y, r, r * 0.85, false);
  // where the flipper lies over the body, and the crease under it
  d += taper([150, 322], [170, 318], [214, 334], 3);
  // the flukes' ribs from the notch out toward each tip, and the stock's keel
  d += taper([420, 134], [376, 120], [342, 102], 2.6);
  d += taper([444, 134], [476, 120], [498, 96], 2.6);
  d += taper([430, 160], [432, 200], [418, 240], 2.4);
  return d;
}

/** The pale belly and throat, lit: the humpback's countershading. */
const BELLY =
  'M40 316C90 340 160 352 230 352C300 348 360 322 404 272C396 300 376 318 350 326' +
  'C296 346 234 358 172 358C114 356 66 338 40 316Z';

export function whale(): TGenShape {
  return {
    d: BODY + FLIPPER,
    holes: details(),
    inks: [{ role: 'bone', d: BELLY, lit: true }],
  };
}
