// Which subjects relate how, by motif id: containers, grips, ground, sky, flyers and the rest the
// related-subject layouts (relations.ts and its relation-* modules) read.
// subjects that hold another inside them
export const CONTAINERS: Record<string, { dy: number; k: number }> = {
  'light-bulb': { dy: -0.12, k: 0.4 },
  hourglass: { dy: 0.2, k: 0.3 },
  heart: { dy: -0.02, k: 0.42 },
  hand: { dy: 0.12, k: 0.3 },
  hamsa: { dy: 0.12, k: 0.3 },
  butterfly: { dy: 0, k: 0.3 },
  lotus: { dy: 0, k: 0.3 },
  mandala: { dy: 0, k: 0.34 },
  window: { dy: -0.1, k: 0.3 },
  deer: { dy: 0.05, k: 0.36 },
  'hot-air-balloon': { dy: -0.18, k: 0.48 },
  compass: { dy: 0, k: 0.3 },
  // a skull "on its back" sits on the thorax, as on a death's-head moth
  moth: { dy: -0.05, k: 0.2 },
  whale: { dy: 0.02, k: 0.28 },
  manta: { dy: -0.04, k: 0.26 },
  // inside an astronaut is inside the visor
  astronaut: { dy: -0.31, k: 0.24 },
};
// tall plants that stand as a grove behind a subject drawn with them
export const GROVES = new Set(['bamboo']);
// winged containers: what they carry is drawn once on each upper wing
export const WINGED: Record<string, { dx: number; dy: number; k: number }> = {
  butterfly: { dx: 0.26, dy: -0.1, k: 0.19 },
};
// holders with a grip: where the held thing sits (offsets and size as a share of the holder)
export const GRIPS: Record<string, { dx: number; dy: number; k: number }> = {
  // in the open hand's palm, at the web of the thumb
  hand: { dx: -0.08, dy: 0.1, k: 0.46 },
  // hung from the end of the lower right tentacle, big enough to read beside the body
  octopus: { dx: 0.26, dy: 0.34, k: 0.44 },
};
// things that hang and are draped over the subject they come with
export const DRAPED = new Set(['rosary']);
// where a draped thing hangs on a holder that has somewhere to hang it (shares of the pair's
// size); praying hands have their own drawing of the rosary hung on them (drapedPair)
export const DRAPE_ON: Record<string, { mainDy: number; mainK: number; dy: number; k: number }> = {};
// subjects that sit low as ground or a base
export const GROUND = new Set([
  'rock',
  'branch',
  'water-lily',
  'wave',
  'flame',
  'mountain',
  'leaf',
  'cloud',
  'mushroom',
  'fern',
  'daisy',
  'wildflowers',
  'flower',
  'rose',
  'peony',
]);
// ground drawings that already show several (the mushrooms icon is a cluster of three): asked
// for in the plural they are still one clump at the foot, not copies scattered round
export const CLUSTERS = new Set(['mushroom', 'wildflowers']);
export const SKY = new Set(['moon', 'sun', 'planet', 'galaxy', 'star', 'constellation']);
// subjects that look up at the sky (a wolf howling): in realism, whose drawing raises the head at
// its upper right, the moon rises large behind that head
export const GAZERS = new Set(['howling-wolf']);
// things that fly: they go in the air around the main subject, never under it
export const FLYERS = new Set([
  'swallow',
  'seagull',
  'bee',
  'bee-geometric',
  'butterfly',
  'dragonfly',
  'hummingbird',
  'dove',
  'raven',
  'bat',
  'star',
  'cloud',
]);
// where flyers flank a tall subject, as shares of a half turn (-0.5 is straight up)
export const FLANK_ARC = [-0.86, -0.14, -0.7, -0.3, -0.96, -0.04];
// tall subjects whose top is no perch for flyers
export const TALL = new Set(['lighthouse', 'tower', 'castle', 'tree', 'tree-of-life']);

/** Flyers that land on a subject rather than circle it: a bee works on its honeycomb, drawn big
 *  over the upper cells (the one flyer a comb is about, not a speck at its edge). */
export const LANDINGS: Record<string, string[]> = {
  honeycomb: ['bee', 'bee-geometric'],
};
