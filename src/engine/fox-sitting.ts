// The seated fox for geometric work: the icon set's fox with a chest joining its head to its
// body. The icon leaves the chest as open skin (a white bib), so its head floated apart from the
// body and the shoulder was a loose crescent; the facet mesh (facets.ts) kept them as broken
// pieces. Same 512 box and TGenShape contract as creatures.ts.
import { iconPath } from './assets';
import { parsePath, signedArea, splitSubpaths, toD } from './path';
import type { TGenShape } from './gen-shape';

// the chest: from under the head's cheeks down to the body, overlapping head, shoulder and body
// (its top stays below the white muzzle, which is the head's own negative space)
const CHEST =
  'M252 230L300 246L318 258L344 258L366 244L420 230L392 262L378 300L384 340L340 346' +
  'L300 342L282 300L266 262Z';

export function foxSitting(): TGenShape {
  const parts = splitSubpaths(parsePath(iconPath('fox') ?? ''));
  // the icon's outer shapes wind one way, its cut-outs (nose, the tail's white) the other
  const outer = parts.filter((s) => signedArea(s) < 0).map(toD);
  const cuts = parts.filter((s) => signedArea(s) >= 0).map(toD);
  return { d: outer.join('') + CHEST, holes: cuts.join('') };
}
