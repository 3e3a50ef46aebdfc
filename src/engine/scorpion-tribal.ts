// Authored neo-tribal scorpion (tattoo-domain §4, tribal: flowing solid-black shapes, spikes and
// curves). The flash scorpion (scorpion.ts) filled with Polynesian rows read as a patterned blob
// with round ball pincers and a smooth hose of a tail. In tribal flash every part is a solid
// black blade ending in a sharp point, parted from the next by skin: a pointed head shield,
// chevron plates down the back with spikes sweeping back at their sides, two pincers of opposed
// hooked blades reaching forward, four curved legs a side, and a tail of separate segments that
// curls round and up beside the body, its stinger hooked back over toward the back.
// Symmetric but for the tail. Same 512 box and TGenShape contract as creatures.ts; `carved`:
// its skin gaps are its detail, so tribal work inks it as drawn.
import { mirrorD, type TPt } from './creatures';
import { poly, ribbon, stationsAlong } from './curve-kit';
import type { TGenShape } from './gen-shape';

const both = (d: string) => d + mirrorD(d);

/** A blade along the curve through `pts`: `w` wide at its root, narrowing to a sharp point. */
const blade = (pts: TPt[], w: number, keep = 0.25) =>
  ribbon(pts, (t) => (t < keep ? w : w * (1 - (t - keep) / (1 - keep))) + 0.01, 10);

/** The head shield: pointed back to the first plate, a notched brow in front. */
function head(): string {
  return poly([
    [256, 132],
    [270, 122],
    [292, 128],
    [306, 150],
    [304, 182],
    [290, 206],
    [256, 222],
    [222, 206],
    [208, 182],
    [206, 150],
    [220, 128],
    [242, 122],
  ]);
}

/** The plates down the back: chevrons pointing forward, each with a spike sweeping back at
 *  each side, narrowing toward the tail; skin between them. */
function plates(): string {
  const ys = [228, 254, 280, 306, 332, 356];
  const ws = [50, 60, 64, 60, 50, 34];
  const spikes = [30, 34, 34, 30, 24, 14];
  let d = '';
  ys.forEach((y, i) => {
    const w = ws[i];
    const s = spikes[i];
    d += poly([
      [256, y],
      [256 + w, y + 8],
      [256 + w + s, y + 14 + s * 1.1],
      [256 + w - 4, y + 27],
      [256, y + 19],
      [256 - w + 4, y + 27],
      [256 - w - s, y + 14 + s * 1.1],
      [256 - w, y + 8],
    ]);
  });
  return d;
}

/** The right pincer: an arm from the head out to the elbow and forward to the wrist, then two
 *  hooked blades, the outer one long and curling in over the top, the inner one short, with
 *  skin between them as the pincer's open jaw. */
function pincer(): string {
  const arm = ribbon(
    [
      [292, 134],
      [338, 112],
      [366, 86],
    ],
    (t) => 32 - 8 * t,
    10,
  );
  const outer = blade(
    [
      [364, 96],
      [400, 70],
      [404, 28],
      [370, 4],
      [326, 12],
    ],
    50,
    0.3,
  );
  const inner = blade(
    [
      [356, 84],
      [346, 62],
      [320, 50],
    ],
    30,
    0.2,
  );
  return arm + outer + inner;
}

/** The four right legs: each a blade out from the head to a raised knee and down to a point,
 *  the front pair reaching forward, the rear pair back. */
function legs(): string {
  const spec: TPt[][] = [
    [
      [296, 156],
      [350, 140],
      [396, 168],
    ],
    [
      [298, 174],
      [366, 172],
      [414, 214],
    ],
    [
      [298, 190],
      [366, 206],
      [408, 260],
    ],
    [
      [292, 206],
      [352, 236],
      [384, 300],
    ],
  ];
  return spec.map((pts) => blade(pts, 22, 0.35)).join('');
}

/** The tail's centre line: from under the last plate down, round to the right and up beside
 *  the abdomen. */
const TAIL: TPt[] = [
  [256, 368],
  [258, 420],
  [290, 470],
  [350, 482],
  [396, 446],
  [408, 390],
];

/** The tail: five segments, each a pointed barrel narrower than the one before, parted by skin;
 *  a bulb at the end and the stinger hooking back over toward the body. */
function tail(): string {
  const st = stationsAlong(TAIL, 10, 60, (u) => 30 - 12 * u);
  let d = '';
  const n = 5;
  const per = Math.floor((st.length - 8) / n);
  for (let i = 0; i < n; i++) {
    const seg = st.slice(i * per, (i + 1) * per - 1);
    const left: TPt[] = [];
    const right: TPt[] = [];
    seg.forEach((s, j) => {
      // swollen in the middle, drawn in at the joints
      const u = j / (seg.length - 1);
      const w = s.w * (0.85 + 0.15 * Math.sin(Math.PI * u));
      left.push([s.p[0] + s.n[0] * w, s.p[1] + s.n[1] * w]);
      right.push([s.p[0] - s.n[0] * w, s.p[1] - s.n[1] * w]);
    });
    // a spike off each segment's outer side (the side away from the body), swept back
    const mid = seg[Math.floor(seg.length * 0.7)];
    const spike: TPt = [
      mid.p[0] + mid.n[0] * (mid.w + 22) - mid.t[0] * 16,
      mid.p[1] + mid.n[1] * (mid.w + 22) - mid.t[1] * 16,
    ];
    const k = Math.floor(seg.length * 0.5);
    // chevron ends like the back's plates: the front edge's middle reaching forward, the back
    // edge's middle drawn in after it, so the segments read as one run of armour with the body
    const [s0, s1] = [seg[0], seg[seg.length - 1]];
    const front: TPt = [s0.p[0] - s0.t[0] * 8, s0.p[1] - s0.t[1] * 8];
    const rear: TPt = [s1.p[0] - s1.t[0] * 6, s1.p[1] - s1.t[1] * 6];
    d += poly([front, ...left.slice(0, k), spike, ...left.slice(k), rear, ...right.reverse()]);
  }
  // the bulb, then the stinger curling back over toward the body to a sharp point
  const end = st[st.length - 1];
  const from = st[n * per];
  const bulb = blade(
    [
      [from.p[0], from.p[1]],
      [end.p[0], end.p[1] - 8],
      [end.p[0] - 6, end.p[1] - 34],
    ],
    34,
    0.5,
  );
  const sting = blade(
    [
      [end.p[0] - 4, end.p[1] - 26],
      [end.p[0] + 2, end.p[1] - 66],
      [end.p[0] - 26, end.p[1] - 92],
      [end.p[0] - 58, end.p[1] - 86],
      [end.p[0] - 74, end.p[1] - 62],
    ],
    30,
    0.25,
  );
  return d + bulb + sting;
}

export function scorpionTribal(): TGenShape {
  const body = head() + plates() + both(pincer()) + both(legs()) + tail();
  return { d: body, carved: true };
}
