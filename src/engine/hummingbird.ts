// The hummingbird: the game-icons silhouette (CC BY 3.0, credited) is a flat stamp. Flash gives
// it feather lines: the near wing's primaries, the far wing's, the line where the wing leaves the
// back, the tail split down its length, and a throat patch in the second ink (a ruby throat). Coordinates are the
// icon's own 512 box, so the beak tip stays where feeding.ts expects it.
import { iconPath } from './assets';
import { taper } from './creatures';
import type { TGenShape } from './generated-motifs';
import { bbox, parsePath, splitSubpaths, toD } from './path';

/** The icon's hummingbird with feather cuts and a throat patch. */
export function hummingbird(): TGenShape {
  const subs = splitSubpaths(parsePath(iconPath('hummingbird') ?? ''));
  // the eye is the icon's one small subpath: it stays a cut, the rest is body
  const small = (s: (typeof subs)[number]) => {
    const b = bbox(s);
    return b.w < 40 && b.h < 40;
  };
  const body = toD(subs.filter((s) => !small(s)).flat());
  const eye = toD(subs.filter(small).flat());
  const feathers =
    // near wing: three primaries fanning from the root toward the tip
    taper([198, 196], [160, 132], [140, 66], 2.6) +
    taper([214, 184], [186, 140], [164, 100], 2.4) +
    taper([184, 206], [150, 164], [141, 126], 2.2) +
    // where the near wing leaves the back
    taper([180, 218], [214, 198], [250, 168], 3.4) +
    // far wing: two feathers along its length (cuts must not cross: crossed cuts fill back in)
    taper([156, 208], [104, 174], [60, 138], 2.4) +
    taper([120, 202], [92, 182], [66, 160], 2) +
    // tail split down its length
    taper([170, 348], [147, 402], [137, 470], 3);
  // the throat patch: along the face and chin outline, back in a curve down the chest
  const throat =
    'M381.2 174.3C381.3 186 369.7 190.6 359.1 193.5C339.8 198.9 333.4 203.5 327.2 218.2' +
    'C323 240 319 252 314 268C296 252 290 226 298 204C312 182 344 170 381.2 174.3Z';
  return { d: body, holes: eye + feathers, alt: throat };
}
