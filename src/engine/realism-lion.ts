// Realism's lion portrait, seen from the front as a black-and-grey artist draws it: a full mane
// of flowing locks with no outline round it (realism-mane.ts), a heavy brow over eyes with a
// dark iris and a catch-light, the broad bridge down to a black nose pad, whisker pads and the
// chin in shadow, the ears half buried in the mane. Same contract as every drawing in
// realism-motifs.ts, its silhouette frayed: the wash fades out into skin before the edge.
import { ellipse } from './creatures';
import type { TGenShape } from './gen-shape';
import { both, irisLit, taper, type TPt } from './realism-kit';
import { EYE, faceLines, nosePad, poly } from './realism-lion-face';
import { F, faceTones } from './realism-lion-tones';
import { crownShadow, mane, maneEnvelope, ruffCuts, ruffShadow } from './realism-mane';

/** A dome: the top half of an ellipse on a flat base at y (an ear rising out of the mane). */
function dome(x: number, y: number, rx: number, ry: number): string {
  const pts: TPt[] = [];
  for (let i = 0; i <= 12; i++) {
    const a = Math.PI + (i / 12) * Math.PI;
    pts.push([x + Math.cos(a) * rx, y + Math.sin(a) * ry]);
  }
  return poly(pts);
}

/** The ears (at realism-mane.ts's EAR), small rounded half-ears mostly buried in the mane: a
 *  dark dome, darker inside, a few light hairs rising off the opening's floor, and no lighter
 *  rim or line round them (a light ring round a dark middle reads as a second pair of eyes). */
function ear(): { t: number; d: string }[] {
  // light hairs fanning up out of the opening's floor, over its dark
  const hairs =
    taper([336, 142], [334, 131], [337, 122], 0.8) +
    taper([343, 142], [342, 130], [346, 121], 0.9) +
    taper([350, 142], [353, 132], [358, 125], 0.8) +
    taper([329, 142], [326, 134], [327, 127], 0.7);
  return [
    // the mane behind the ear's top lit, so the dark dome stands out of it by its shape
    { t: 0.22, d: F(both(ellipse(348, 124, 30, 16))) },
    { t: 0.8, d: F(both(dome(345, 140, 20, 19))) },
    { t: 0.95, d: F(both(dome(343, 142, 12, 13))) },
    { t: 0.06, d: F(both(hairs)) },
  ];
}

/** A lion's head from the front with a full mane (see the file's head comment). */
export function lionPortrait(): TGenShape {
  const face = faceLines();
  const { pad, top } = nosePad();
  const m = mane();
  // the pupils are not mirrored: both catch-lights fall from the same light
  const [ix, iy] = EYE.iris;
  const pupils = irisLit(ix, iy + 1, 5.5) + irisLit(512 - ix, iy + 1, 5.5);
  const holes = m.cuts + ruffCuts() + m.strands + F(both(face.holes) + poly(pad) + pupils);
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
      ...ear(),
    ],
  };
}
