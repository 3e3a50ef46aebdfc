// Authored flash silhouettes for subjects whose icon-set drawings do not read as the subject
// (a manta cropped to a kite, a helmet for an astronaut, no moth at all; the whale is in
// whale.ts). Same 512 x 512 box and TGenShape contract (gen-shape.ts): `d` is the body, `holes`
// are the skin cuts that become interior detail lines, `alt` is painted in the second ink.
// Detail cuts are tapered slivers (thick in the middle, pointed at both ends) so interior lines
// read as whip-tapered tattoo lines rather than even icon strokes.
import type { TGenShape } from './gen-shape';

export type TPt = [number, number];

/** A number for path data: one decimal is below a hair at any print size. */
export const f = (n: number) => Math.round(n * 10) / 10;
/** A point for path data. */
export const P = ([x, y]: TPt) => `${f(x)} ${f(y)}`;
/** The point at radius r and angle a (radians) from c. */
export const polar = (c: TPt, r: number, a: number): TPt => [
  c[0] + r * Math.cos(a),
  c[1] + r * Math.sin(a),
];
const mx = ([x, y]: TPt): TPt => [512 - x, y];

/** A cubic segment: two control points and the end point (the start is the previous end). */
type TSeg = [TPt, TPt, TPt];

/**
 * A closed outline symmetric about x = 256 from its right half: `start` and the segments run
 * from the top of the centre line round the right side to the bottom of the centre line; the
 * left half is the same run mirrored and reversed, so the outline is one clockwise contour.
 */
export function mirrored(start: TPt, segs: TSeg[]): string {
  let d = `M${P(start)}`;
  for (const [c1, c2, e] of segs) d += `C${P(c1)} ${P(c2)} ${P(e)}`;
  const ends = [start, ...segs.map((s) => s[2])];
  for (let i = segs.length - 1; i >= 0; i--) {
    const [c1, c2] = segs[i];
    d += `C${P(mx(c2))} ${P(mx(c1))} ${P(mx(ends[i]))}`;
  }
  return d + 'Z';
}

/** Mirror a whole path string about x = 256 (absolute M/L/C/Q/Z commands only). */
export function mirrorD(d: string): string {
  return d.replace(
    /(-?[\d.]+) (-?[\d.]+)/g,
    (_m, x: string, y: string) => `${f(512 - Number(x))} ${y}`,
  );
}

/**
 * A tapered line along a quadratic curve a -> b bending through control c: zero width at both
 * ends, `w` wide at the middle. This is the whip line an artist pulls for fur, veins and folds.
 */
export function taper(a: TPt, c: TPt, b: TPt, w: number): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * w;
  const ny = (dx / len) * w;
  // each side's control is pushed out so the widest point lands on the curve's middle
  const c1: TPt = [c[0] + nx, c[1] + ny];
  const c2: TPt = [c[0] - nx, c[1] - ny];
  // each side is split at its middle so the end points span an area: the engine sets every
  // subpath's winding from that polygon, and a polygon of just a and b would have none
  const half = (p: TPt, q: TPt): TPt => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const m1 = half(half(a, c1), half(c1, b));
  const m2 = half(half(a, c2), half(c2, b));
  return `M${P(a)}Q${P(half(a, c1))} ${P(m1)}Q${P(half(c1, b))} ${P(b)}Q${P(half(c2, b))} ${P(m2)}Q${P(half(a, c2))} ${P(a)}Z`;
}

/** An ellipse as four cubic arcs (no SVG arc commands, so mirrorD can flip it). */
export function ellipse(cx: number, cy: number, rx: number, ry: number, clockwise = true): string {
  const k = 0.5523;
  const pts: TSeg[] = [
    [
      [cx + rx * k, cy - ry],
      [cx + rx, cy - ry * k],
      [cx + rx, cy],
    ],
    [
      [cx + rx, cy + ry * k],
      [cx + rx * k, cy + ry],
      [cx, cy + ry],
    ],
    [
      [cx - rx * k, cy + ry],
      [cx - rx, cy + ry * k],
      [cx - rx, cy],
    ],
    [
      [cx - rx, cy - ry * k],
      [cx - rx * k, cy - ry],
      [cx, cy - ry],
    ],
  ];
  const segs = clockwise
    ? pts
    : pts.map((s, i): TSeg => [s[1], s[0], i === 0 ? [cx, cy - ry] : pts[i - 1][2]]).reverse();
  let d = `M${P([cx, cy - ry])}`;
  for (const [c1, c2, e] of segs) d += `C${P(c1)} ${P(c2)} ${P(e)}`;
  return d + 'Z';
}

const both = (d: string) => d + mirrorD(d);

/** Manta ray from above: swept wings, the two cephalic fins curling forward, whip tail. */
export function manta(): TGenShape {
  const d = mirrored(
    [256, 176],
    [
      // head front to the inner edge of the right cephalic fin, up to its curled tip
      [
        [262, 176],
        [268, 174],
        [272, 170],
      ],
      [
        [276, 146],
        [282, 112],
        [294, 90],
      ],
      [
        [302, 78],
        [318, 84],
        [314, 98],
      ],
      // outer edge of the fin back down to the wing root
      [
        [306, 124],
        [304, 150],
        [314, 176],
      ],
      // leading edge sweeping out to the wing tip
      [
        [372, 170],
        [446, 190],
        [504, 250],
      ],
      // trailing edge, concave, back in to the pelvic fins
      [
        [452, 262],
        [380, 282],
        [336, 340],
      ],
      [
        [318, 364],
        [300, 384],
        [278, 394],
      ],
      // pelvic fin lobe and the tail root
      [
        [284, 404],
        [276, 414],
        [262, 414],
      ],
      // the whip tail, narrowing to the centre line
      [
        [260, 450],
        [258, 480],
        [256, 508],
      ],
    ],
  );
  const holes = both(
    // shoulder patches: the pale chevrons a manta carries behind its head
    taper([286, 196], [330, 214], [384, 212], 12) +
      // wing lines following the leading edge, as flash draws them
      taper([330, 226], [410, 220], [476, 250], 8) +
      taper([318, 262], [380, 262], [430, 268], 6) +
      // gill slits under the wing root
      taper([282, 300], [290, 318], [286, 336], 5) +
      taper([290, 296], [300, 314], [298, 330], 4) +
      // spiracle / eye at the base of the fin
      ellipse(292, 184, 7, 9, false),
  );
  // the spine ridge down the back to the tail
  const ridge = taper([256, 200], [250, 300], [256, 410], 7);
  return { d, holes: holes + ridge };
}

/** Moth from above: feathered antennae, pointed forewings with eye spots and veins, round
 *  hindwings, a furred thorax and a banded abdomen. */
export function moth(): TGenShape {
  const fore = mirrored(
    [256, 186],
    [
      [
        [300, 140],
        [400, 96],
        [494, 104],
      ],
      [
        [494, 150],
        [474, 212],
        [436, 246],
      ],
      [
        [380, 262],
        [310, 252],
        [256, 236],
      ],
    ],
  );
  const hind = mirrored(
    [256, 232],
    [
      [
        [330, 236],
        [420, 262],
        [428, 330],
      ],
      // scalloped outer margin
      [
        [432, 360],
        [416, 372],
        [404, 374],
      ],
      [
        [404, 396],
        [380, 420],
        [352, 414],
      ],
      [
        [330, 430],
        [300, 410],
        [284, 380],
      ],
      [
        [272, 340],
        [266, 300],
        [256, 290],
      ],
    ],
  );
  // body: head, furred thorax, tapering abdomen
  const body =
    ellipse(256, 176, 16, 14) +
    ellipse(256, 218, 26, 40) +
    'M256 248C280 250 284 300 278 340C272 380 264 410 256 428C248 410 240 380 234 340C228 300 232 250 256 248Z';
  // feathered antennae: each a narrow feather along a curved shaft, its barbs cut across it as
  // slits. Bold flash closes the slits into a solid black feather; fine line keeps the comb.
  const [a0, a1, a2]: TPt[] = [
    [250, 166],
    [214, 100],
    [140, 70],
  ];
  const antenna = taper(a0, a1, a2, 26);
  let slits = '';
  [0.3, 0.45, 0.6, 0.75].forEach((t) => {
    const x = (1 - t) ** 2 * a0[0] + 2 * (1 - t) * t * a1[0] + t * t * a2[0];
    const y = (1 - t) ** 2 * a0[1] + 2 * (1 - t) * t * a1[1] + t * t * a2[1];
    // across the shaft (its normal runs roughly up-left to down-right here), angled forward
    slits += taper([x - 2, y - 11], [x, y], [x + 6, y + 10], 2.5);
  });
  const d = fore + hind + body + both(antenna);
  const antennaSlits = both(slits);
  const holes = both(
    // forewing eye spot ring and veins (the dot inside the ring is drawn back in `d`)
    ellipse(400, 160, 30, 26, false) +
      taper([270, 200], [330, 170], [420, 120], 6) +
      taper([272, 224], [340, 226], [430, 214], 6) +
      // hindwing eye spot and vein
      ellipse(362, 330, 24, 22, false),
  );
  const dots = ellipse(400, 160, 14, 12) + ellipse(362, 330, 10, 10);
  // blackwork inks the moth as drawn (carved): skin lines part the forewing from the hindwing
  // and the wings from the body, and a dotwork fade of skin dots lights each forewing's root
  let parts = taper([262, 240], [356, 268], [438, 248], 5);
  // dotwork between the veins, big by the body and shrinking out along the wing
  for (let i = 0; i < 5; i++) {
    const r = 5.4 - i * 0.85;
    parts += ellipse(292 + i * 17, 200 - i * 4.5, r, r, false);
    parts += ellipse(318 + i * 17, 234 - i * 1.5, r * 0.85, r * 0.85, false);
  }
  // abdomen bands cut across, and the skull-like mark on the thorax of a death's-head moth
  let bands = '';
  for (const y of [280, 310, 340, 370, 396])
    bands += taper(
      [256 - 18 + (y - 280) * 0.08, y],
      [256, y + 8],
      [256 + 18 - (y - 280) * 0.08, y],
      3,
    );
  const thorax = ellipse(247, 210, 6, 8, false) + ellipse(265, 210, 6, 8, false);
  return {
    d: d + both(dots),
    holes: holes + both(parts) + bands + thorax + antennaSlits,
    alt: both(dots),
    carved: true,
  };
}

/** Astronaut standing front on: round helmet with a dark visor and its reflection, suit with
 *  chest control box, gloves, belt and boots, the life-support pack showing at the shoulders. */
export function astronaut(): TGenShape {
  const pack =
    'M176 208L336 208C348 208 352 216 352 228L352 320L160 320L160 228C160 216 164 208 176 208Z';
  const helmet = ellipse(256, 112, 92, 90);
  const torso = mirrored(
    [256, 196],
    [
      [
        [284, 196],
        [308, 200],
        [322, 212],
      ],
      [
        [330, 260],
        [326, 312],
        [320, 346],
      ],
      [
        [300, 350],
        [280, 350],
        [256, 350],
      ],
    ],
  );
  const belt = 'M190 338L322 338L326 374L186 374Z';
  const rightArm =
    'M310 210C340 206 362 220 368 246L386 318C390 338 388 350 380 356L348 362C342 342 338 322 332 302L314 258Z';
  const glove = ellipse(368, 370, 25, 23);
  const rightLeg = 'M258 368L322 368C330 408 332 438 330 460L266 460C264 428 260 398 258 368Z';
  const boot = 'M262 452L334 452C350 456 358 472 356 498L262 498Z';
  const d = pack + helmet + torso + belt + both(rightArm + glove + rightLeg + boot);
  // visor in the second ink with a curved reflection left bare (drawn the other way round)
  const visor =
    'M184 104C184 64 220 50 256 50C292 50 328 64 328 104C328 150 296 168 256 168C216 168 184 150 184 104Z';
  const glare = 'M206 100L214 104C218 88 228 76 244 66C222 70 208 82 206 100Z';
  const holes =
    // helmet rim and neck ring seams
    taper([168, 120], [256, 206], [344, 120], 6) +
    taper([204, 206], [256, 214], [308, 206], 4) +
    // chest control box with its buttons drawn back as dots in `d`
    'M226 246L226 292L286 292L286 246Z' +
    // belt line, knee pads and elbow folds, boot tops
    taper([196, 352], [256, 358], [316, 352], 4) +
    both(
      taper([270, 412], [294, 420], [318, 412], 5) +
        taper([344, 280], [356, 286], [368, 280], 4) +
        taper([268, 464], [300, 470], [330, 464], 4),
    );
  const buttons =
    ellipse(242, 262, 6, 6) + ellipse(270, 262, 6, 6) + 'M236 278L276 278L276 284L236 284Z';
  return { d: d + visor + buttons, holes, alt: visor + glare };
}

/** A band along a quadratic a -> b (bending toward c), `w` wide at a and pointed at b: an
 *  antler beam or tine, a horn, a claw. */
export function horn(a: TPt, c: TPt, b: TPt, w: number): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * (w / 2);
  const ny = (dx / len) * (w / 2);
  return `M${P([a[0] + nx, a[1] + ny])}Q${P([c[0] + nx / 2, c[1] + ny / 2])} ${P(b)}Q${P([c[0] - nx / 2, c[1] - ny / 2])} ${P([a[0] - nx, a[1] - ny])}Z`;
}

/** Deer skull from the front: long narrowing snout, deep eye sockets, nasal slits, and a pair
 *  of branching antlers rising from the pedicles. */
export function deerSkull(): TGenShape {
  // a deer's face is a rounded cranium widest at the orbits, then a long straight muzzle that
  // ends blunt and squared: no taper to a point, which reads as a bird's beak
  const skull = mirrored(
    [256, 176],
    [
      [
        [272, 174],
        [288, 174],
        [300, 178],
      ],
      [
        [318, 184],
        [332, 196],
        [338, 214],
      ],
      [
        [352, 228],
        [360, 248],
        [352, 266],
      ],
      [
        [346, 284],
        [332, 294],
        [316, 302],
      ],
      [
        [302, 310],
        [294, 322],
        [292, 336],
      ],
      [
        [290, 380],
        [290, 420],
        [288, 452],
      ],
      [
        [286, 470],
        [280, 478],
        [270, 478],
      ],
      [
        [264, 478],
        [260, 474],
        [256, 472],
      ],
    ],
  );
  // right antler: the main beam sweeps out then up; tines rise from it, one flicks outward
  const antler =
    horn([292, 186], [400, 176], [440, 26], 34) +
    horn([340, 181], [330, 136], [320, 88], 20) +
    horn([382, 147], [380, 100], [366, 50], 18) +
    horn([415, 97], [450, 90], [488, 66], 14) +
    // the burr ring where antler meets skull
    ellipse(294, 184, 16, 11);
  const d = skull + both(antler);
  const holes =
    both(
      // eye sockets out on the sides of the skull, with a brow ridge line above each
      'M306 252C306 234 320 222 336 226C350 232 352 252 346 266C340 280 326 286 314 280C308 274 306 264 306 252Z' +
        taper([300, 222], [324, 208], [346, 222], 4) +
        // the tear pit in front of each eye, a deer's own mark
        'M292 298C296 290 306 290 306 298C304 306 294 306 292 298Z' +
        // the long nasal bones either side of the midline, and the cheek line down the muzzle
        taper([262, 300], [266, 370], [264, 440], 4) +
        taper([300, 318], [282, 380], [280, 446], 4),
    ) +
    // the nostril opening at the blunt tip
    'M256 436C264 446 268 458 262 466L256 468L250 466C244 458 248 446 256 436Z' +
    // the suture down the forehead
    taper([256, 190], [252, 240], [256, 290], 4);
  return { d, holes };
}
