// Realism's lion portrait, seen from the front as a black-and-grey artist draws it: a full mane
// of flowing locks with no outline round it (realism-mane.ts), a heavy brow over eyes with a
// dark iris and a catch-light, the broad bridge down to a black nose pad, whisker pads and the
// chin in shadow, the ears half buried in the mane. Same contract as every drawing in
// realism-motifs.ts, its silhouette frayed: the wash fades out into skin before the edge.
import { ellipse } from './creatures';
import type { TGenShape } from './generated-motifs';
import { both, irisLit, taper } from './realism-kit';
import { EYE, FACE_TONES, faceLines, nosePad, poly } from './realism-lion-face';
import { C, FACE_K, crownShadow, mane, maneEnvelope, ruffCuts, ruffShadow } from './realism-mane';
import { applyMatrix, compose, parsePath, rotate, scale, toD, translate } from './path';

/** The face is drawn at its own size and set into the mane enlarged about the mane's centre
 *  (FACE_K, which the mane's inner edge follows), so it holds its detail at thumbnail size. */
const M = compose(translate(-C[0], -C[1]), scale(FACE_K), translate(C[0], C[1]));
const F = (d: string) => toD(applyMatrix(parsePath(d), M));

/** An ellipse turned `deg` about its centre (a brow's plane follows the eye's slant). */
const turned = (x: number, y: number, rx: number, ry: number, deg: number) =>
  deg
    ? toD(applyMatrix(parsePath(ellipse(0, 0, rx, ry)), compose(rotate(deg), translate(x, y))))
    : ellipse(x, y, rx, ry);

/** The face's tones both sides (the centre patches drawn once, the left turned the other way).
 *  The tone blur is kept tight for the mane's locks, so each patch is softened here instead: a
 *  wider halo half way to the face's mid grey under it, all the halos before all the cores (a
 *  halo never eats into a neighbour's core), so the planes roll into each other. */
function faceTones(): { t: number; d: string }[] {
  const patch = (k: number, x: number, y: number, rx: number, ry: number, deg: number) =>
    x === 256
      ? F(ellipse(x, y, rx * k, ry * k))
      : F(turned(x, y, rx * k, ry * k, deg) + turned(512 - x, y, rx * k, ry * k, -deg));
  const halos = FACE_TONES.map(([x, y, rx, ry, t, deg = 0]) => ({
    t: (t + 0.45) / 2,
    d: patch(1, x, y, rx + 6, ry + 6, deg),
  }));
  const cores = FACE_TONES.map(([x, y, rx, ry, t, deg = 0]) => ({
    t,
    d: patch(1, x, y, rx, ry, deg),
  }));
  return [...halos, ...cores];
}

/** The ears set in the mane (at realism-mane.ts's EAR): a rounded rim of light fur round a dark
 *  opening, the rim's top edge pulled as a line, the base sunk in the ruff's shadow. */
function ear(): { hole: string; dark: string; light: string; shade: string } {
  return {
    // the mane dark behind the rim, so the light ear stands out of it
    shade: ellipse(346, 116, 34, 28),
    hole:
      taper([318, 138], [330, 90], [372, 112], 1.8) +
      // the fold of fur inside the rim
      taper([334, 136], [340, 116], [358, 120], 1),
    dark: ellipse(348, 130, 14, 11),
    light: ellipse(344, 120, 26, 22),
  };
}

/** A lion's head from the front with a full mane (see the file's head comment). */
export function lionPortrait(): TGenShape {
  const face = faceLines();
  const { pad, top } = nosePad();
  const m = mane();
  const e = ear();
  // the pupils are not mirrored: both catch-lights fall from the same light
  const [ix, iy] = EYE.iris;
  const pupils = irisLit(ix, iy + 1, 5.5) + irisLit(512 - ix, iy + 1, 5.5);
  const holes = m.cuts + ruffCuts() + m.strands + F(both(face.holes + e.hole) + poly(pad) + pupils);
  const islands = F(both(face.islands) + poly(top));
  return {
    d: maneEnvelope() + islands,
    holes,
    frayed: true,
    // a little tighter than the default: the locks keep their crests and valleys, not one grey
    toneBlur: 0.45,
    tones: [
      // the face's planes first: the mane's locks then lie over their edges, as hair does
      ...faceTones(),
      // the pad's black laid under its lit top too: the blur then rolls the top's sheen into
      // the pad instead of washing it out to a pale ring from the bridge above
      { t: 0.95, d: F(ellipse(256, 316, 42, 22)) },
      { t: 0.5, d: F(poly(top)) },
      { t: 0.85, d: crownShadow() },
      ...m.tones,
      { t: 0.97, d: ruffShadow() },
      { t: 0.95, d: F(both(e.shade)) },
      { t: 0.02, d: F(both(e.light)) },
      { t: 0.92, d: F(both(e.dark)) },
    ],
  };
}
