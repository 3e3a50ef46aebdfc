// Authored flash rose (American traditional, Sailor Jerry style): the icon it replaces read as a
// blocky square spiral. A cupped bloom at three-quarter view: back petals whose tips roll outward
// (each with a curl line), a broad front petal whose rim rolls over toward the viewer, side petals
// wrapping the cup, and a tight spiral of inner petals down to a dark centre; solid black where a
// petal tucks under the one in front; two serrated leaves and sepals on a short stem running to
// the box's lower left corner (where a fist holds it, relation-acts.ts). Petal lines are cuts in
// one body (as swallow.ts), so no hidden edge shows through; leaves, stem and sepals are the
// second ink; white rim highlights an ink of their own. Same 512 box and TGenShape contract.
import { P, taper } from './creatures';
import type { TPt } from './creatures';
import { oneWinding } from './flash-flowers';
import type { TGenShape } from './gen-shape';

/** The bloom's whole silhouette, clockwise from the bottom of the cup: rolled petal tips round
 *  its rim (each a small outward lobe). */
const BLOOM =
  'M300 324C366 326 424 300 446 254C466 252 488 232 486 206C484 186 470 172 456 162' +
  'C470 132 466 92 446 70C436 76 422 76 410 70C394 44 362 30 332 34' +
  'C318 22 290 20 268 34C256 30 240 32 228 42C204 44 184 62 178 90' +
  'C164 88 150 96 146 110C134 138 136 172 150 198C138 210 136 234 150 250' +
  'C176 300 236 324 300 324Z';

/** The petal lines of the full drawing: [from, bend, to, width]. */
const LINES: [TPt, TPt, TPt, number][] = [
  // the front petal's rim, rolled over: its top edge and the lip's underside
  [[160, 196], [236, 158], [312, 180], 6],
  [[312, 180], [390, 200], [452, 160], 6],
  [[176, 214], [244, 206], [300, 212], 4.5],
  [[300, 212], [380, 222], [438, 186], 4.5],
  // the side petals wrapping the cup, down to its foot
  [[162, 206], [168, 286], [262, 318], 5.5],
  [[446, 172], [446, 270], [350, 316], 5.5],
  // the back petals' inner rims, the far wall of the cup
  [[186, 104], [232, 76], [286, 92], 6.5],
  [[286, 92], [344, 62], [420, 86], 6.5],
  [[420, 86], [448, 112], [444, 158], 6],
  [[186, 104], [168, 140], [172, 182], 6],
  // splits between the back petals, from the rim notches in
  [[268, 38], [276, 62], [270, 88], 4],
  [[410, 72], [400, 82], [392, 92], 4],
  [[178, 92], [190, 96], [196, 102], 3.5],
  // curl lines where each back petal tip rolls out
  [[232, 52], [254, 36], [266, 62], 4],
  [[296, 36], [326, 24], [336, 52], 4],
  [[418, 84], [446, 72], [448, 104], 4],
  [[152, 118], [166, 96], [182, 120], 4],
  [[456, 176], [482, 184], [470, 216], 4],
  [[150, 212], [146, 234], [166, 246], 3.5],
  // creases down the front petal's belly
  [[250, 236], [262, 280], [292, 304], 3],
  [[372, 238], [372, 280], [342, 304], 3],
];

/** The spiral of inner petals: arcs round the centre, each tighter and further in. */
const SPIRAL: [TPt, TPt, TPt, number][] = [
  [[226, 150], [240, 96], [318, 100], 5],
  [[318, 100], [400, 106], [394, 156], 5],
  [[394, 156], [380, 182], [330, 178], 4.5],
  [[248, 150], [262, 118], [314, 120], 4.5],
  [[314, 120], [366, 126], [360, 152], 4],
  [[360, 152], [340, 166], [300, 160], 4],
  [[276, 150], [290, 132], [320, 136], 3.5],
];

/** Solid black where petals tuck under the ones in front: the throat of the cup behind the
 *  front rim, and the dark centre of the spiral. */
const DEPTHS =
  'M200 190C232 166 276 170 312 182C350 192 396 190 432 166C420 184 392 198 350 198' +
  'C310 196 262 178 200 190Z' +
  // the centre: a dark comma curled into the spiral's last turn, not a round pupil
  'M292 152C294 134 318 126 340 134C356 140 354 156 336 160C346 152 340 144 324 144' +
  'C308 144 298 150 292 152Z' +
  'M232 152C246 130 282 116 316 124C288 124 262 134 244 156Z' +
  'M396 150C392 168 370 178 344 176C366 170 384 162 396 150Z' +
  // wedges of shadow where each back petal tucks behind its neighbour, under the rim notches
  'M262 92C268 80 272 66 270 52C278 66 282 80 282 94Z' +
  'M384 86C392 80 400 74 406 72C404 80 398 88 392 94Z' +
  // the foot of the cup, where the side petals fold under the front one
  'M164 236C176 282 214 308 256 318C220 314 182 296 158 262Z' +
  'M444 220C440 270 404 304 356 318C396 296 424 266 436 214Z';

/** The few heavy lines a small rose keeps: the rolled front rim, the sides of the cup and one
 *  turn of the spiral round a dark comma (more would close up under the outline). */
const BOLD_LINES: [TPt, TPt, TPt, number][] = [
  [[160, 196], [236, 150], [312, 180], 9],
  [[312, 180], [390, 204], [452, 160], 9],
  [[162, 206], [168, 286], [262, 318], 8],
  [[446, 172], [446, 270], [350, 316], 8],
  [[240, 146], [262, 92], [350, 104], 9],
];
const BOLD_DEPTHS =
  'M286 156C288 130 324 118 352 128C372 136 370 158 346 164C356 152 348 142 328 142' +
  'C308 142 294 150 286 156Z';

/** White highlight dashes on the petal rims, where the light catches the rolled edges. */
const SHINE: [TPt, TPt, TPt, number][] = [
  [[196, 200], [230, 184], [268, 184], 4],
  [[330, 196], [370, 204], [410, 190], 4],
  [[204, 110], [228, 92], [254, 88], 3.2],
  [[310, 76], [340, 60], [374, 62], 3.2],
  [[184, 236], [196, 266], [222, 288], 3.2],
  [[424, 232], [418, 262], [398, 284], 3.2],
];

const lines = (ls: [TPt, TPt, TPt, number][], k = 1) =>
  ls.map(([a, c, b, w]) => taper(a, c, b, w * k)).join('');

/** A pointed leaf from `base` to `tip`, `wide` across, with saw teeth along both edges. */
function leaf(base: TPt, tip: TPt, wide: number, teeth: number): { d: string; rib: string } {
  const dx = tip[0] - base[0];
  const dy = tip[1] - base[1];
  const len = Math.hypot(dx, dy);
  const nx = -dy / len;
  const ny = dx / len;
  const n = teeth * 2;
  const side = (s: number) => {
    const pts: TPt[] = [];
    for (let i = 1; i < n; i++) {
      const t = i / n;
      // widest a third of the way out; every other point a tooth's tip standing proud of the
      // edge, the points between it the notches cut back into the blade
      const half = wide * 0.5 * Math.sin(Math.PI * t ** 0.8) * (i % 2 ? 1.06 : 0.84);
      // teeth lean toward the tip, as a rose leaf's saw edge does
      const lean = i % 2 ? 0.6 / n : 0;
      pts.push([
        base[0] + dx * (t + lean) + nx * half * s,
        base[1] + dy * (t + lean) + ny * half * s,
      ]);
    }
    return pts;
  };
  const pts = [base, ...side(1), tip, ...side(-1).reverse()];
  const d = pts.map((p, i) => `${i ? 'L' : 'M'}${P(p)}`).join('') + 'Z';
  const mid: TPt = [base[0] + dx * 0.5 + nx * wide * 0.04, base[1] + dy * 0.5 + ny * wide * 0.04];
  const end: TPt = [base[0] + dx * 0.86, base[1] + dy * 0.86];
  return { d, rib: taper(base, mid, end, 3.2) };
}

/** The stem from the cup's foot to the lower left corner, a thorn on it, and the sepals. */
function stemAndSepals(bold: boolean): string {
  const w = bold ? 24 : 15;
  const stem =
    `M${P([286 - w, 318])}C${P([250, 380])} ${P([150, 430])} ${P([62, 494])}` +
    `L${P([74, 494])}C${P([166, 440])} ${P([266, 390])} ${P([300 + w, 320])}Z`;
  const thorn = 'M190 420L206 396L214 412Z';
  // three pointed sepals hugging the cup's foot
  const sepals =
    'M292 318C262 330 236 350 212 352C232 334 250 312 276 306Z' +
    'M306 318C338 330 364 346 390 344C372 328 350 308 322 304Z' +
    'M290 318C292 332 296 342 300 350C304 342 310 332 312 318Z';
  return stem + thorn + sepals;
}

/** A flash rose: bloom upper right, stem to the lower left corner; `bold` for a small one
 *  (fewer, heavier petal lines and bigger leaf teeth, so the outline does not close it up). */
export function flashRose(bold = false): TGenShape {
  const left = leaf([214, 380], [64, 304], bold ? 124 : 92, bold ? 3 : 6);
  const right = leaf([180, 432], [318, 474], bold ? 112 : 80, bold ? 3 : 5);
  const green = oneWinding(stemAndSepals(bold) + left.d + right.d);
  const holes = bold
    ? lines(BOLD_LINES) + BOLD_DEPTHS
    : lines(LINES) + lines(SPIRAL) + DEPTHS + left.rib + right.rib;
  return {
    d: oneWinding(BLOOM + green),
    holes,
    alt: green,
    ...(bold ? {} : { inks: [{ role: 'bone' as const, d: lines(SHINE), lit: true }] }),
  };
}

/** The bloom alone, as a neo-traditional lady wears roses in her hair: the full drawing's stem
 *  hung off her head as a stick, and its leaves, glazed over in the bloom's red at this size,
 *  read as dark crumbs. The bold drawing's fewer, heavier petal lines keep the small bloom open. */
export function flashRoseHead(): TGenShape {
  return {
    d: BLOOM,
    holes: lines(BOLD_LINES) + BOLD_DEPTHS,
    inks: [{ role: 'bone' as const, d: lines(SHINE), lit: true }],
  };
}
