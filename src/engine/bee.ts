// Authored flash honeybee, seen from above, head up: the icon set's bee printed as a yellow blob
// at the size bees are drawn round a flower. What makes a bee read at a glance is kept big and
// simple: a black head with elbowed antennae, a furred thorax, a plump abdomen in bold black and
// yellow bands ending in a sting, and two pairs of pale veined wings spread to the sides.
// Same 512 x 512 box and TGenShape contract as creatures.ts.
import { ellipse, mirrorD, P, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';

const both = (d: string) => d + mirrorD(d);

// the abdomen: an egg from the waist to the sting, widest a third of the way down; the body is
// most of the box, so a bee drawn small round a flower still has room for its bands
const TOP = 212;
const BOTTOM = 470;
const WIDEST = 92;
function halfWidth(y: number): number {
  const t = (y - TOP) / (BOTTOM - TOP);
  return WIDEST * Math.sin(Math.PI * Math.min(1, Math.max(0, t)) ** 0.8);
}

/** Points down one side of the abdomen from y0 to y1, at x = 256 + side * half width. */
function side(y0: number, y1: number, s: 1 | -1, n = 10): TPt[] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const y = y0 + ((y1 - y0) * i) / n;
    return [256 + s * halfWidth(y), y] as TPt;
  });
}

function abdomen(): string {
  const right = side(TOP, BOTTOM, 1, 16);
  const left = side(TOP, BOTTOM, -1, 16).reverse();
  return `M256 ${TOP}L${[...right, [256, 500] as TPt, ...left].map(P).join('L')}Z`;
}

/** A black band across the abdomen between y0 and y1, its edges bowed down as the body rounds. */
function band(y0: number, y1: number): string {
  const bow = 12;
  const down = side(y0, y1, 1, 4);
  const up = side(y0, y1, -1, 4).reverse();
  const w0 = halfWidth(y0);
  const w1 = halfWidth(y1);
  return (
    `M${P(up[up.length - 1])}Q256 ${y0 + bow + (WIDEST - w0) * 0.1} ${P(down[0])}` +
    `L${down.map(P).join('L')}` +
    `Q256 ${y1 + bow + (WIDEST - w1) * 0.1} ${P(up[0])}L${up.map(P).join('L')}Z`
  );
}

export function bee(): TGenShape {
  const head = ellipse(256, 84, 40, 36);
  const thorax = ellipse(256, 164, 62, 56);
  // elbowed antennae: a short scape up from the head, then the longer flagellum bent outward
  const antenna =
    taper([244, 56], [238, 38], [230, 24], 4.5) + taper([232, 30], [206, 12], [176, 12], 4.5);
  // wings big and plain: round beside a bee drawn small, every line is drawn full weight
  const foreWing = 'M306 138C338 90 420 30 474 40C512 48 506 108 464 138C420 170 350 186 310 184Z';
  const hindWing =
    'M308 196C350 196 420 204 444 236C462 264 424 290 384 278C346 266 322 238 306 214Z';
  const wings = both(foreWing + hindWing);
  // one long vein down each forewing, cut as a fine whip line
  const veins = both(taper([326, 150], [400, 96], [466, 72], 3.4));
  const body = head + thorax + abdomen();
  // thin bands, wide gaps: each band is outlined at full line weight, which on a small bee
  // makes it several times as thick, and the yellow between must still show
  const bands = band(266, 280) + band(334, 348) + band(400, 414) + band(456, 470);
  const eyes = both(ellipse(284, 80, 9, 14, false));
  return {
    d: wings + both(antenna) + body,
    holes: veins + eyes,
    alt: thorax,
    inks: [
      { role: 'bone', d: wings, lit: true },
      { role: 'black', d: head + bands },
    ],
  };
}
