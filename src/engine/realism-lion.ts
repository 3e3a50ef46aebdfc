// Realism's lion portrait, seen from the front as a black-and-grey artist draws it: a full mane
// of flowing locks with no outline round it (realism-mane.ts), a heavy brow over eyes with a
// dark iris and a catch-light, the broad bridge down to a black nose pad, whisker pads and the
// chin in shadow, the ears half buried in the mane. Same contract as every drawing in
// realism-motifs.ts, its silhouette frayed: the wash fades out into skin before the edge.
import { ellipse } from './creatures';
import type { TGenShape } from './generated-motifs';
import { both, irisLit, taper } from './realism-kit';
import { EYE, faceLines, nosePad, poly } from './realism-lion-face';
import { F, faceTones } from './realism-lion-tones';
import { crownShadow, mane, maneEnvelope, ruffCuts, ruffShadow } from './realism-mane';

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
