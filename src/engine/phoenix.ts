// Authored phoenix: the icon set's hawk emblem read as a blocky totem eagle. A phoenix reads by
// its tail: here a bird rising, wings raised and spread in long sweeping flight feathers, the
// neck curved up to a head turned left with a hooked beak and a crest of plumes, and below the
// body its long barbed tail plumes cascading down in one S (phoenix-tail.ts). Body and feathers
// take the first ink (red), the inner vane of every flight and tail feather the second
// (orange/gold), the tail eyes a gold ink of their own. Same TGenShape contract as creatures.ts;
// the box is the drawing's own, much taller than wide (about 620 x 1130), so a back piece uses
// its length.
import { ellipse, mirrorD, P, polar, taper, type TPt } from './creatures';
import { band, blade, lerp, type TCubic } from './phoenix-kit';
import { tail } from './phoenix-tail';
import type { TGenShape } from './gen-shape';

// The right wing, raised and spread, as one outline (its parts would show their edges through
// each other): the leading edge up from the shoulder, then round the flight feathers' tips and
// the notches between them, down to the flank. The left wing is this mirrored. Feather roots
// run along the arm from the wrist (high, out) toward the shoulder; the tallest primary points
// up and out, the secondaries out and down.
const SHOULDER: TPt = [314, 258];
const FLANK: TPt = [326, 330];
const WRIST: TPt = [392, 140];
const HUB: TPt = [380, 200];
const FEATHERS = 9;

interface TFeather {
  root: TPt;
  tip: TPt;
}

export const FLIGHT: TFeather[] = Array.from({ length: FEATHERS }, (_, i) => {
  const t = i / (FEATHERS - 1);
  const root = lerp(WRIST, SHOULDER, t * 0.9);
  const a = ((-48 + 80 * t) * Math.PI) / 180;
  return { root, tip: polar(root, 250 - 130 * t, a) };
});

function wing(): { d: string; holes: string; inner: string } {
  const tips = FLIGHT.map((f) => f.tip);
  // notches: between two tips, pulled in toward the wing's heart so each feather stands apart
  const notches = tips.slice(1).map((b, i) => lerp(lerp(tips[i], b, 0.5), HUB, 0.26));
  let d = `M${P(SHOULDER)}C326 196 396 84 ${P(tips[0])}`;
  for (let i = 0; i < notches.length; i++) {
    // each feather's trailing edge bellies out a little before the notch, and its next leading
    // edge leaves the notch straight: the sweep of a flight feather, not a comb's tooth
    const n = notches[i];
    const c = lerp(lerp(tips[i], n, 0.5), HUB, -0.08);
    d += `Q${P(c)} ${P(n)}L${P(tips[i + 1])}`;
  }
  d += `C${P([400, 320])} ${P([360, 336])} ${P(FLANK)}C330 300 326 280 ${P(SHOULDER)}Z`;
  let holes = '';
  let inner = '';
  FLIGHT.forEach((f, i) => {
    // a split from each notch back toward the feathers' roots
    if (i > 0) {
      const n = notches[i - 1];
      const r = lerp(lerp(FLIGHT[i - 1].root, f.root, 0.5), n, 0.3);
      holes += taper(n, lerp(n, r, 0.5), r, 2.6);
    }
    // the inner vane in the second ink, a slim blade down the feather's outer half
    const a = lerp(f.root, f.tip, 0.42);
    const b = lerp(f.root, f.tip, 0.9);
    inner += band([a, lerp(a, b, 0.33), lerp(a, b, 0.66), b], blade(7 - 2 * (i / FEATHERS)));
  });
  // the covert row: scallops across the wing, just out from its arm, where the short feathers
  // lie over the long ones (OUT is the arm's outward normal, toward the tips)
  const OUT: TPt = [0.835, 0.553];
  const off = (p: TPt, r: number): TPt => [p[0] + OUT[0] * r, p[1] + OUT[1] * r];
  inner += coverts(off);
  return { d, holes, inner };
}

/** The covert row in the second ink: a band along the arm whose outer edge is a row of rounded
 *  feather ends lying over the flight feathers' roots, so the wing reads in layers. */
function coverts(off: (p: TPt, r: number) => TPt): string {
  const n = 5;
  const at = (t: number) => lerp(WRIST, SHOULDER, 0.04 + t * 0.9);
  // the inner edge bows gently in toward the leading edge, as the wing's shoulder rounds
  let d = `M${P(off(at(0), 8))}Q${P(off(at(0.5), -6))} ${P(off(at(1), 8))}`;
  // back along the scallops, each one bellying out toward the tips
  for (let i = n; i > 0; i--) {
    const a = off(at(i / n), 40);
    const b = off(at((i - 1) / n), 40);
    d += `L${P(a)}Q${P(off(lerp(a, b, 0.5), 34))} ${P(b)}`;
  }
  return d + 'Z';
}

/** The body, neck, head, beak and crest (the head turned left, the one asymmetric part). */
function bird(): { d: string; holes: string; inner: string } {
  // body, neck, head and beak as one outline (overlapping parts would show their edges through
  // each other): from the throat down the curved front of the neck to the chest, round the belly
  // to the vent, up the back and the nape, over the crown to the hooked beak and back under it
  const body =
    `M214 134C196 168 192 214 206 248C192 290 204 360 264 410` +
    `C300 392 330 362 328 318C326 276 300 244 278 214C264 190 260 160 262 118` +
    `C266 96 250 86 232 88C218 89 208 96 204 104` +
    `C186 98 166 106 160 128C158 136 160 142 164 146C168 134 180 128 196 126` +
    `C202 130 208 132 214 134Z`;
  // crest: three plumes swept back from the crown, tapering to their tips
  const plumes: TCubic[] = [
    [
      [234, 90],
      [240, 52],
      [290, 52],
      [296, 16],
    ],
    [
      [248, 92],
      [270, 70],
      [316, 78],
      [330, 46],
    ],
    [
      [258, 104],
      [290, 96],
      [330, 110],
      [350, 90],
    ],
  ];
  const crest = plumes
    .map((c) => band(c, (t) => 9 * Math.sin(Math.PI * Math.min(1, 0.25 + t * 0.75)) ** 0.8 + 0.2))
    .join('');
  // the eye and a fierce brow over it, the line of the beak's gape
  const holes =
    ellipse(226, 110, 5.5, 5, false) +
    band(
      [
        [208, 104],
        [220, 96],
        [234, 96],
        [248, 102],
      ],
      (t) => 2.6 * Math.sin(Math.PI * t),
    ) +
    band(
      [
        [176, 120],
        [186, 116],
        [196, 116],
        [206, 118],
      ],
      (t) => 2 * Math.sin(Math.PI * t),
    );
  // gold breast: down the front of the body under the turned head
  const inner = `M222 256C202 292 204 344 236 380C252 344 252 300 262 262C250 254 234 252 222 256Z`;
  return { d: body + crest, holes, inner };
}

/** A phoenix rising, facing left, with its tail trailing down. */
export function phoenix(): TGenShape {
  const w = wing();
  const t = tail();
  const b = bird();
  return {
    d: w.d + mirrorD(w.d) + t.d + b.d,
    holes: w.holes + mirrorD(w.holes) + t.holes + b.holes,
    alt: w.inner + mirrorD(w.inner) + t.inner + b.inner,
    inks: [{ role: 'gold', d: t.eyes }],
  };
}
