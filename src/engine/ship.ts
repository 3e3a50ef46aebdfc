// Authored traditional clipper: the icon set's galleon is bare masts. Flash ships are a side view
// under full sail: a hull with a raised stern castle and a row of gun ports in a light band,
// a bowsprit with a jib, three masts each carrying three square sails that billow (second ink,
// with whip lines following the belly), yards and stays in the body ink, and a red pennant
// streaming from every masthead (an ink of their own, red). Parts only meet edge to edge, so no hidden edge is
// drawn through a sail. Same 512 box and TGenShape contract as creatures.ts.
import { P, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';
import { closeSubpaths, parsePath, toD, withWinding } from './path';

/** Shapes with cut-outs as one path: the shapes one winding, the cuts the other. */
export function withCuts(shapes: string, cuts: string): string {
  return toD([
    ...withWinding(closeSubpaths(parsePath(shapes)), 1),
    ...withWinding(closeSubpaths(parsePath(cuts)), -1),
  ]);
}

/** A straight spar (mast, yard, bowsprit) from a to b, `w` wide. */
export function spar(a: TPt, b: TPt, w: number): string {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const nx = (-(b[1] - a[1]) / len) * (w / 2);
  const ny = ((b[0] - a[0]) / len) * (w / 2);
  return `M${P([a[0] + nx, a[1] + ny])}L${P([b[0] + nx, b[1] + ny])}L${P([b[0] - nx, b[1] - ny])}L${P([a[0] - nx, a[1] - ny])}Z`;
}

interface TSail {
  /** the yard's height (the sail hangs from it) and the sail's foot */
  top: number;
  foot: number;
  /** half the sail's width at the yard */
  half: number;
}

// mast x, masthead y, and its sails from the course up: spaced so no two sails overlap and
// each sail's belly clears the yard below it
const MASTS: { x: number; head: number; sails: TSail[] }[] = [
  {
    x: 146,
    head: 110,
    sails: [
      { top: 258, foot: 310, half: 40 },
      { top: 198, foot: 244, half: 36 },
      { top: 150, foot: 186, half: 29 },
    ],
  },
  {
    x: 256,
    head: 56,
    sails: [
      { top: 244, foot: 316, half: 49 },
      { top: 172, foot: 228, half: 43 },
      { top: 112, foot: 156, half: 35 },
    ],
  },
  {
    x: 370,
    head: 84,
    sails: [
      { top: 252, foot: 318, half: 47 },
      { top: 184, foot: 236, half: 40 },
      { top: 130, foot: 170, half: 31 },
    ],
  },
];
const DECK = 346;
/** where the sea's troughs meet the hull when the ship sits in waves */
export const SHIP_WATERLINE = 432;

/** A square sail bellied by the wind: wider at its foot than at its yard, the sides bowing
 *  out and the foot sagging in a curve. */
function sail(x: number, s: TSail): { d: string; cuts: string } {
  const h = s.foot - s.top;
  const w = s.half;
  const foot = w * 1.1;
  const d =
    `M${P([x - w, s.top])}L${P([x + w, s.top])}` +
    `C${P([x + w * 1.12, s.top + h * 0.35])} ${P([x + foot * 1.06, s.foot - h * 0.3])} ${P([x + foot, s.foot])}` +
    `C${P([x + foot * 0.5, s.foot + h * 0.19])} ${P([x - foot * 0.5, s.foot + h * 0.19])} ${P([x - foot, s.foot])}` +
    `C${P([x - foot * 1.06, s.foot - h * 0.3])} ${P([x - w * 1.12, s.top + h * 0.35])} ${P([x - w, s.top])}Z`;
  // whip lines following the belly, heavier low where the cloth is full
  const cuts =
    taper(
      [x - foot * 0.78, s.foot - h * 0.16],
      [x, s.foot + h * 0.06],
      [x + foot * 0.78, s.foot - h * 0.16],
      2.8,
    ) +
    taper(
      [x - w * 0.7, s.top + h * 0.42],
      [x, s.top + h * 0.56],
      [x + w * 0.7, s.top + h * 0.42],
      2,
    );
  return { d, cuts };
}

/** The hull: stern castle high at the left, the sheer sweeping down and up to the bow. */
function hull(): { d: string; band: string; ports: string; lines: string } {
  const d =
    'M48 282L88 288L92 316L150 324L170 340C240 350 330 350 400 334L440 314L470 300L474 318' +
    'C456 362 432 400 408 430C320 446 190 446 100 436C80 404 62 340 54 300Z';
  // the light band of the gun deck, following the sheer
  const band = 'M66 352C180 366 320 366 448 340L440 362C320 390 180 390 72 376Z';
  let ports = '';
  for (let i = 0; i < 7; i++) {
    const x = 112 + i * 46;
    const y = 364 + Math.sin((i / 6) * Math.PI) * 10 - i * 1.6;
    ports += `M${P([x, y])}L${P([x + 14, y])}L${P([x + 14, y + 12])}L${P([x, y + 12])}Z`;
  }
  // planks below the band, the rail's edge and the stern windows
  const lines =
    taper([90, 404], [250, 420], [420, 392], 3) +
    taper([110, 424], [250, 436], [396, 418], 2.4) +
    taper([124, 338], [260, 348], [400, 330], 2.4) +
    'M58 298L70 300L72 316L60 314Z' +
    'M76 300L86 302L88 318L78 316Z';
  return { d, band, ports, lines };
}

/** A red pennant streaming back from a masthead, waving, forked at its end. */
function pennant(x: number, y: number, len: number): string {
  const at = (t: number, side: number): TPt => [
    x - len * t,
    y - len * 0.12 * t + Math.sin(t * Math.PI * 2) * len * 0.07 + side * 13 * (1 - t * 0.5),
  ];
  return (
    `M${P(at(0, -1))}C${P(at(0.3, -1))} ${P(at(0.65, -1))} ${P(at(1, -1))}` +
    `L${P(at(0.84, 0))}L${P(at(1.02, 1))}` +
    `C${P(at(0.65, 1))} ${P(at(0.3, 1))} ${P(at(0, 1))}Z`
  );
}

/** A three-masted ship under full sail, bow to the right. */
export function ship(): TGenShape {
  const h = hull();
  let body = h.d;
  let sails = '';
  let sailCuts = '';
  let flags = '';
  for (const m of MASTS) {
    // the mast shows only between the sails (a sail hides it), from the deck to its head
    let from = DECK;
    for (const s of m.sails) {
      const sl = sail(m.x, s);
      sails += sl.d;
      sailCuts += sl.cuts;
      body +=
        spar([m.x, from], [m.x, s.foot + 4], 9) +
        spar([m.x - s.half - 8, s.top - 3], [m.x + s.half + 8, s.top - 3], 7);
      from = s.top - 6;
    }
    body += spar([m.x, from], [m.x, m.head], 8);
    flags += pennant(m.x - 3, m.head + 4, m === MASTS[1] ? 92 : 70);
  }
  // bowsprit and the jib on the forestay, its foot along the bowsprit; the backstay down to the
  // stern; the ensign astern
  const jib = 'M422 146C450 186 476 226 498 262L436 262C442 222 438 184 422 146Z';
  body +=
    spar([450, 312], [508, 270], 9) +
    spar([370, 86], [422, 146], 4) +
    spar([436, 266], [498, 266], 5) +
    spar([146, 112], [52, 284], 4) +
    spar([60, 286], [44, 216], 5);
  flags += pennant(44, 224, 40);
  sails += jib;
  sailCuts +=
    taper([432, 176], [452, 214], [448, 252], 2.6) + taper([448, 196], [474, 232], [484, 256], 2);
  const light = h.band + sails;
  const lightCuts = h.ports + sailCuts;
  return {
    // the gun deck's band lies on the hull, which already fills it (a second layer would
    // keep its ports from cutting through)
    d: body + flags + sails,
    holes: lightCuts + h.lines,
    alt: withCuts(light, lightCuts),
    inks: [{ role: 'red', d: flags }],
  };
}
