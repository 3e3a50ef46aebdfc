// Authored coast subjects for flash: the icon set's lighthouse is a flat red tower with one
// triangle beam, and its seagull a perched pigeon. Flash draws a banded tower with a black
// lantern room, gallery railing and domed cap throwing yellow beams both ways; a craggy rock
// for it (or anything else) to stand on; gulls as flying "M" silhouettes. Same 512 box and
// TGenShape contract as creatures.ts.
import { ellipse, mirrorD, P, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './gen-shape';

const rect = (x0: number, y0: number, x1: number, y1: number) =>
  `M${P([x0, y0])}L${P([x1, y0])}L${P([x1, y1])}L${P([x0, y1])}Z`;

// the tower tapers from the gallery deck down to its plinth
const TOP = 200;
const FOOT = 462;
const half = (y: number) => 44 + ((y - TOP) / (FOOT - TOP)) * 34;
/** The tower between two heights, following its tapering sides. */
const towerBand = (y0: number, y1: number) =>
  `M${P([256 - half(y0), y0])}L${P([256 + half(y0), y0])}L${P([256 + half(y1), y1])}L${P([256 - half(y1), y1])}Z`;

/** Two rays fanning out on one side of the lantern (drawn on the right, mirrored for the left). */
function beams(): string {
  const rays: [number, number, number, number][] = [
    // apex y top, apex y bottom, far y top, far y bottom
    [122, 132, 52, 100],
    [140, 150, 148, 198],
  ];
  return rays
    .map(([a0, a1, b0, b1]) => `M${P([292, a0])}L${P([470, b0])}L${P([470, b1])}L${P([292, a1])}Z`)
    .join('');
}

/** A banded lighthouse: cream tower with red bands and cap (second ink), a black-framed
 *  lantern with lit panes and its beams (yellow ink), a railed gallery, plinth and finial. Parts
 *  are few and big so bold flash lines do not fill them in. */
export function lighthouse(): TGenShape {
  const rays = beams() + mirrorD(beams());
  const tower = towerBand(TOP, FOOT);
  const plinth = 'M156 456L356 456L364 486L148 486Z';
  const gallery = rect(180, 164, 332, 202);
  const lantern = rect(200, 94, 312, 168);
  const cap = 'M190 102L322 102L300 84C298 54 280 40 256 40C232 40 214 54 212 84Z';
  const finial = ellipse(256, 34, 12, 12) + 'M251 26L256 4L261 26Z';
  // the lantern's panes sit inside its black frame (a cut), so they are filled again
  const panes = rect(214, 106, 251, 158) + rect(261, 106, 298, 158);
  const d = rays + tower + plinth + gallery + lantern + cap + finial + panes;
  const alt = towerBand(236, 290) + towerBand(344, 398) + towerBand(440, FOOT) + cap;
  // black: the lantern's frame, the railing's gaps, the door and a window
  let holes = rect(206, 100, 306, 164);
  for (const x of [200, 232, 264, 296]) holes += rect(x, 174, x + 16, 192);
  holes += 'M242 436L242 408C242 392 270 392 270 408L270 436Z';
  holes += rect(246, 306, 266, 334);
  return { d, holes, alt, inks: [{ role: 'yellow', d: rays + panes }] };
}

// the rock's top edge, left to right: crags down both sides of a flat ledge at the middle
const ROCK_TOP: TPt[] = [
  [6, 470],
  [24, 418],
  [58, 398],
  [76, 352],
  [112, 334],
  [136, 290],
  [168, 270],
  [190, 242],
  [226, 236],
  [286, 236],
  [322, 244],
  [344, 274],
  [378, 286],
  [400, 330],
  [438, 346],
  [458, 392],
  [490, 410],
  [506, 470],
];

/** A thin line along a polyline, `w` wide, tapering to a point at its end (a crack). */
function crack(pts: TPt[], w: number): string {
  const n = pts.length;
  const side = (k: number): TPt[] =>
    pts.map((p, i) => {
      const a = pts[Math.max(0, i - 1)];
      const b = pts[Math.min(n - 1, i + 1)];
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
      const half = (w / 2) * (1 - i / (n - 1)) * k;
      return [p[0] - ((b[1] - a[1]) / len) * half, p[1] + ((b[0] - a[0]) / len) * half];
    });
  const pts2 = [...side(1), ...side(-1).reverse().slice(1)];
  return `M${pts2.map(P).join('L')}Z`;
}

/** A craggy rock: grey body (first ink), lit ledges (second ink), black facets on the shadow
 *  side and angular cracks splitting its faces into planes. */
export function rock(): TGenShape {
  const d =
    `M${P(ROCK_TOP[0])}` +
    ROCK_TOP.slice(1)
      .map((p) => `L${P(p)}`)
      .join('') +
    'L470 486L380 478L300 490L200 480L120 488L40 480Z';
  // shadow facets: wedges hanging from each crag on the right of its peak
  const facets = [
    'M322 250L340 276L334 330L316 296Z',
    'M380 292L396 332L388 384L372 340Z',
    'M440 352L454 392L450 444L432 398Z',
    'M490 416L500 460L482 472L484 440Z',
    'M196 252L220 246L208 296L190 318Z',
  ].join('');
  // cracks forking down the faces, drawn as straight runs so the faces read as planes
  const cracks = [
    crack(
      [
        [244, 248],
        [232, 300],
        [252, 352],
        [240, 420],
      ],
      9,
    ),
    crack(
      [
        [232, 300],
        [206, 340],
        [214, 400],
      ],
      7,
    ),
    crack(
      [
        [150, 296],
        [140, 350],
        [160, 404],
      ],
      8,
    ),
    crack(
      [
        [86, 360],
        [96, 408],
        [82, 452],
      ],
      7,
    ),
    crack(
      [
        [292, 248],
        [304, 316],
        [288, 372],
        [300, 440],
      ],
      9,
    ),
    crack(
      [
        [346, 286],
        [354, 350],
        [338, 412],
      ],
      7,
    ),
    crack(
      [
        [404, 340],
        [412, 400],
        [398, 456],
      ],
      7,
    ),
  ].join('');
  // lit ledges: the flat tops of the crags in the second ink
  const ledges =
    'M192 246L226 240L286 240L318 248L300 258L250 254L208 260Z' +
    'M114 338L136 294L150 290L130 340Z' +
    'M30 418L58 402L76 356L90 352L68 408Z';
  return { d, holes: facets + cracks, alt: ledges };
}

/** A flying gull: the flash "M", each wing rising to an angled wrist and sweeping down to a
 *  black tip, a small round body and head between them, yellow beak (yellow ink). */
export function seagull(): TGenShape {
  // right wing, inner part: shoulder up to the wrist, on to the tip's cut, back under the elbow
  const inner = 'M262 236Q296 160 360 134Q408 120 446 160L446 232Q410 234 380 248Q330 270 272 302Z';
  // the tip beyond the cut, sharing its edge
  const tip = 'M446 160Q486 182 508 236Q478 226 446 232Z';
  const body = ellipse(256, 262, 34, 32);
  const head = ellipse(256, 226, 22, 20);
  const beak = 'M240 232L226 256L252 240Z';
  const d = inner + tip + mirrorD(inner + tip) + body + head + beak;
  // a feather cut along each wing's trailing edge
  const feathers = taper([304, 270], [344, 244], [396, 228], 6);
  return {
    d,
    // the tips are cut out and so print solid black
    holes: tip + mirrorD(tip) + feathers + mirrorD(feathers),
    inks: [{ role: 'yellow', d: beak }],
  };
}

/** Surf breaking at a rock's foot: a row of curling crests (first ink) with foam caps (second
 *  ink), a water line under each crest and a curl cut under each lip. */
export function surf(): TGenShape {
  let top = 'M10 352L10 300';
  let foam = '';
  let cuts = '';
  for (let i = 0; i < 4; i++) {
    const x = 10 + i * 124;
    const X = (dx: number, y: number): TPt => [x + dx, y];
    top +=
      `C${P(X(40, 296))} ${P(X(70, 250))} ${P(X(80, 224))}` +
      `C${P(X(88, 196))} ${P(X(124, 190))} ${P(X(134, 210))}` +
      `C${P(X(140, 222))} ${P(X(130, 236))} ${P(X(116, 232))}` +
      `C${P(X(114, 252))} ${P(X(118, 280))} ${P(X(124, 300))}`;
    foam +=
      `M${P(X(80, 224))}C${P(X(88, 196))} ${P(X(124, 190))} ${P(X(134, 210))}` +
      `C${P(X(140, 222))} ${P(X(130, 236))} ${P(X(116, 232))}` +
      `Q${P(X(108, 216))} ${P(X(100, 228))}Q${P(X(92, 218))} ${P(X(80, 224))}Z`;
    cuts +=
      taper(X(14, 318), X(64, 290), X(96, 236), 4) + taper(X(40, 332), X(80, 324), X(110, 296), 3);
  }
  // the foot rolls too, a swell under each crest, rather than a ruled edge
  let foot = 'L506 352';
  for (let i = 3; i >= 0; i--) {
    const x = 10 + i * 124;
    foot += `Q${P([x + 93, 372])} ${P([x + 62, 356])}Q${P([x + 31, 340])} ${P([x, 352])}`;
  }
  const d = top + foot + 'Z';
  return { d, holes: cuts, alt: foam };
}
