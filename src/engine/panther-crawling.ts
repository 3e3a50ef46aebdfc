// The old-school "crawling panther": the cat comes head first down the skin, hind legs splayed
// up top, the tail curling off the rump, front legs reaching down either side of the snarling
// head with the claws out. The head is the snarling panther head (big-cats.ts), made smaller.
import { bigCatHead } from './big-cats';
import { ribbon } from './beasts';
import { ellipse, mirrorD, mirrored, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './generated-motifs';
import { applyMatrix, compose, parsePath, scale, toD, translate } from './path';
import { segs } from './big-cats';

const both = (d: string) => d + mirrorD(d);

// the head: 0.62 of its own drawing, its chin on the foot of the box, centred
const HEAD_K = 0.62;
const HEAD_DY = 476 - 474 * HEAD_K;
const small = (d: string) =>
  toD(
    applyMatrix(parsePath(d), compose(translate(-256, 0), scale(HEAD_K), translate(256, HEAD_DY))),
  );

// the back seen from above, shoulders wide over the head, narrowing to the waist and the hips
const BODY = mirrored(
  [256, 226],
  segs(
    ...[290, 228, 320, 222, 344, 210],
    ...[372, 196, 382, 170, 366, 148],
    ...[346, 128, 314, 122, 306, 100],
    ...[302, 84, 318, 66, 322, 50],
    ...[300, 30, 276, 26, 256, 26],
  ),
);

/** A paw from the front, four toes, claws hooked out of them (the claws are returned apart
 *  so they can be inked white). */
function paw(c: TPt, down: number): { d: string; claws: string } {
  const [x, y] = c;
  let d = ellipse(x, y, 40, 26);
  let claws = '';
  for (const i of [-1.5, -0.5, 0.5, 1.5]) {
    const tx = x + i * 20;
    const ty = y + down * (18 - Math.abs(i) * 4);
    d += ellipse(tx, ty, 12, 13);
    // each claw hooks out past its toe and curls in at the tip
    const tip: TPt = [tx + i * 6, ty + down * 36];
    claws += taper([tx - 5, ty + down * 4], [tx + i * 3 - 8, ty + down * 30], tip, 11);
  }
  return { d, claws };
}

/** The crawling panther, head down the skin toward the viewer. */
export function pantherCrawling(): TGenShape {
  const head = bigCatHead('panther');
  // front legs from the shoulders down beside the head, paws spread under the cheeks
  const front = ribbon([346, 196], [404, 228], [414, 340], [406, 440], 72, 54);
  const fPaw = paw([406, 450], 1);
  // hind legs splayed up and out, the paws gripping at the top corners
  const hind = ribbon([314, 80], [356, 76], [392, 70], [420, 62], 54, 30);
  const hPaw = paw([430, 62], -1);
  // the tail curling off the rump over the left flank
  const tail = ribbon([240, 34], [170, -4], [90, 30], [84, 130], 30, 16);
  const tailCurl = ribbon([84, 130], [80, 176], [40, 184], [36, 150], 16, 8);
  const sheen =
    both(
      // shoulder blades, the flank, the leg's front edge and the hip
      taper([300, 210], [354, 194], [364, 150], 9) +
        taper([312, 140], [300, 118], [304, 92], 7) +
        taper([376, 236], [412, 320], [410, 420], 10) +
        taper([300, 70], [334, 62], [376, 62], 7) +
        // toe splits on the front paw
        taper([396, 442], [398, 456], [396, 470], 4) +
        taper([416, 442], [418, 456], [416, 470], 4),
    ) + taper([256, 40], [262, 140], [256, 238], 9);
  return {
    d: BODY + both(front + fPaw.d + hind + hPaw.d) + tail + tailCurl + small(head.d),
    holes: small(head.holes ?? ''),
    alt: small(head.alt ?? '') + sheen,
    inks: [
      ...(head.inks ?? []).map((k) => ({ role: k.role, d: small(k.d) })),
      { role: 'bone', d: both(fPaw.claws + hPaw.claws) },
    ],
  };
}
