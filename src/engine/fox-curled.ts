// A fox curled up asleep, side on: the body a low rounded mound, the bushy tail wrapped round
// its front with the white tip under the chin, the head resting on the tail, eyes shut, ears up.
// Same 512 x 512 box and TGenShape contract as creatures.ts.
import { ellipse, taper } from './creatures';
import type { TGenShape } from './generated-motifs';

export function foxCurled(): TGenShape {
  const body =
    'M120 300C112 212 196 160 292 160C392 160 452 222 452 292C452 352 402 384 330 384L186 384C146 384 124 344 120 300Z';
  // the tail: from the rump round under the body to its tip by the nose
  const tail =
    'M424 236C500 296 470 452 306 456C206 458 118 446 66 386C104 410 204 418 300 410C398 402 446 334 424 236Z';
  // the head lying on the tail, muzzle toward the tail tip, two ears standing up
  const head =
    'M238 250C232 214 218 176 212 138C192 160 178 192 172 220C160 196 144 170 122 148C118 186 124 222 136 246C106 268 84 300 60 332C92 348 132 352 168 346C210 340 244 298 238 250Z';
  // white ink: the tail tip and the cheek and muzzle
  const alt =
    'M66 386C84 418 130 440 176 448L172 414C134 410 96 402 66 386Z' +
    'M60 332C92 348 132 352 168 346C146 330 110 318 86 314Z';
  const holes =
    // closed eye, a sleepy whip line; the nose
    taper([112, 288], [128, 296], [148, 290], 4) +
    ellipse(66, 330, 7, 6, false) +
    // inner ears
    taper([208, 160], [198, 196], [200, 226], 5) +
    taper([130, 166], [142, 200], [156, 226], 5) +
    // where the head lies on the body and the tail: the jaw line and the back of the neck
    taper([150, 346], [200, 344], [236, 300], 5) +
    taper([238, 252], [262, 218], [300, 196], 5) +
    // the tail's upper edge over the body, and its fur
    taper([200, 412], [330, 412], [436, 310], 6) +
    taper([250, 438], [360, 432], [440, 370], 4) +
    // a tucked hind leg and fur along the back
    taper([330, 380], [380, 330], [372, 270], 5) +
    taper([300, 176], [380, 186], [430, 240], 4);
  return { d: body + tail + head, holes, alt };
}
