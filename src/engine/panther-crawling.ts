// The old-school "crawling panther": the cat comes head first down the skin, hind legs splayed
// up top, the tail curling off the rump, front legs reaching down either side of the snarling
// head with the claws out. The head is the snarling panther head (big-cats.ts), made smaller.
import { pantherHead } from './big-cats';
import { ribbon } from './beasts';
import { ellipse, mirrorD, mirrored, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './gen-shape';
import { applyMatrix, compose, parsePath, scale, toD, translate } from './path';
import { segs } from './big-cats';

const both = (d: string) => d + mirrorD(d);

// the head: half its own drawing, its chin on the foot of the box, centred
const HEAD_K = 0.5;
const HEAD_DY = 478 - 474 * HEAD_K;
const small = (d: string) =>
  toD(
    applyMatrix(parsePath(d), compose(translate(-256, 0), scale(HEAD_K), translate(256, HEAD_DY))),
  );

// the back seen from above, foreshortened: shoulders hunched over the head, the waist, the hips
const BODY = mirrored(
  [256, 276],
  segs(
    ...[290, 278, 320, 268, 340, 252],
    ...[362, 236, 366, 206, 350, 186],
    ...[330, 166, 304, 150, 300, 120],
    ...[298, 96, 318, 80, 320, 62],
    ...[318, 40, 290, 28, 256, 28],
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
  const head = pantherHead(2.4);
  // front legs: the shoulder rolling out to the elbow, the forearm reaching down beside the
  // head, paws spread under the cheeks
  const front =
    ribbon([326, 240], [360, 250], [378, 280], [380, 320], 60, 52) +
    ribbon([380, 320], [384, 380], [378, 410], [372, 434], 52, 44);
  const fPaw = paw([372, 448], 1);
  // hind legs splayed out from the hips, the paws gripping up top
  const hind = ribbon([306, 86], [340, 88], [368, 78], [386, 66], 54, 40);
  const hPaw = paw([388, 60], -1);
  // the tail whipping off the rump down the left flank, the tip curling out
  const tail = ribbon([232, 44], [176, 60], [130, 110], [138, 170], 28, 16);
  const tailCurl = ribbon([138, 170], [140, 204], [102, 210], [98, 180], 16, 8);
  const sheen =
    both(
      // shoulder blades, the flank, the legs' outer edges and the hip
      taper([290, 250], [338, 236], [348, 196], 8) +
        taper([306, 150], [296, 120], [302, 96], 6) +
        taper([352, 244], [378, 262], [392, 320], 7) +
        taper([394, 330], [398, 390], [386, 430], 7) +
        taper([310, 76], [340, 70], [372, 58], 6) +
        // the forearm's inner edge
        taper([360, 330], [366, 380], [356, 424], 5) +
        // toe splits on the front paw
        taper([362, 442], [364, 454], [362, 466], 4) +
        taper([382, 442], [384, 454], [382, 466], 4),
    ) +
    taper([256, 44], [262, 150], [256, 262], 9) +
    // the tail's lit edge
    taper([222, 44], [168, 66], [136, 120], 6);
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
