// Motifs no icon set has in tattoo form, each drawn by its own module in the same 512 x 512 box as
// game-icons, by the name a motif definition gives as its `gen`.
import { arrow, arrowLine } from './arrow';
import { dandelion, dandelionSeed, flyingBird } from './dandelion';
import { sunflowerStem } from './sunflower';
import {
  catLine,
  compassLine,
  crescentLine,
  mountainLine,
  paperPlaneLine,
  sunflowerPen,
} from './fine-line';
import { hibiscus } from './hibiscus';
import { hummingbird } from './hummingbird';
import { hamsa } from './hamsa';
import { lotus, lotusSpine } from './lotus';
import { waterLilies } from './water-lilies';
import { swallow } from './swallow';
import { flashRose, flashRoseHead } from './flash-rose';
import { eagle } from './eagle';
import { phoenix } from './phoenix';
import { flameBed } from './phoenix-flames';
import { elephantSketch } from './elephant-sketch';
import { ship } from './ship';
import { sea } from './sea';
import { dragon } from './dragon';
import { moonPhases } from './moon-phases';
import { spiderWeb } from './spider-web';
import { cloudBank } from './cloud-bank';
import { bulbTree } from './bulb-tree';
import { oceanGlass } from './ocean-glass';
import { mountainRange } from './mountain-range';
import { lighthouse, rock, seagull, surf } from './coast';
import { treeOfLife } from './tree-of-life';
import { bearHead, bullSkull } from './beasts';
import { bearWalking } from './bear-walking';
import { stagHead } from './stag-head';
import { geoWolfHead } from './geo-wolf-head';
import { geoBee } from './geo-bee';
import { foxSitting } from './fox-sitting';
import { geoMountain } from './mountain-geo';
import { wolfHead } from './wolf-head';
import { mushrooms } from './mushrooms';
import { waveCurl } from './wave-curl';
import { seaTurtle } from './sea-turtle';
import { jellyfish } from './jellyfish';
import { scorpion } from './scorpion';
import { scorpionTribal } from './scorpion-tribal';
import { pantherHead } from './big-cats';
import { pantherCrawling } from './panther-crawling';
import { tigerRoar } from './tiger-flash';
import { tigerIrezumi } from './tiger-irezumi';
import { peacockFeather } from './feathers';
import { quillFeather } from './quill-feather';
import { rosary, rosaryDraped } from './figures';
import { veiledWoman } from './veiled-woman';
import { peony } from './peony';
import { greatWave } from './great-wave';
import { waveFuji } from './wave-fuji';
import { bough, perchBough } from './branch';
import { bamboo, bambooGrove } from './bamboo';
import { chrysanthemum } from './chrysanthemum';
import { snake, snakeLine } from './snake';
import { openHand, prayingHands } from './hands';
import { grippingHand } from './hand-grip';
import { astronaut, deerSkull, manta, moth } from './creatures';
import { whale } from './whale';
import { socketSnake } from './socket-snake';
import { bee } from './bee';
import { dragonfly } from './dragonfly';
import { hannya } from './hannya';
import { anchor } from './anchor';
import { moonFace, sunFace } from './sun-moon';
import { koi } from './koi';
import { foxCurled } from './fox-curled';
import { cat } from './cat';
import { cherryPair, clockFace, compassRose } from './emblems';
import { clover } from './clover';
import { wildflowers } from './wildflowers';
import { gothicWindow } from './gothic-window';
import { raven } from './raven';
import { metatronCube } from './metatron';
import type { TRng } from './prng';
import type { TGenShape } from './gen-shape';
import {
  blossom,
  butterfly,
  constellation,
  crescent,
  cross,
  heart,
  mandala,
  nauticalStar,
  semicolon,
  tribalBand,
} from './simple-motifs';

const GENERATORS: Record<string, (rng: TRng) => TGenShape> = {
  'compass-rose': () => compassRose(),
  'cherry-pair': () => cherryPair(),
  clover: () => clover(),
  wildflowers: () => wildflowers(),
  'clock-face': () => clockFace(),
  manta: () => manta(),
  moth: () => moth(),
  bee: () => bee(),
  dragonfly: () => dragonfly(),
  hannya: () => hannya(),
  anchor: () => anchor(),
  'anchor-roped': () => anchor(true),
  'moon-face': () => moonFace(),
  'sun-face': () => sunFace(),
  koi: (rng) => koi(rng.int(0, 2)),
  raven: () => raven(),
  whale: () => whale(),
  'spider-web': (rng) => spiderWeb(rng),
  'cloud-bank': () => cloudBank(),
  'bulb-tree': () => bulbTree(),
  'ocean-glass': () => oceanGlass(),
  'mountain-range': () => mountainRange(),
  'sunflower-line': () => sunflowerPen(),
  'cat-line': () => catLine(),
  'mountain-line': () => mountainLine(),
  'crescent-line': () => crescentLine(),
  'paper-plane-line': () => paperPlaneLine(),
  'compass-line': () => compassLine(),
  'compass-line-eight': () => compassLine(true),
  'semicolon-heart': () => semicolon(true),
  'fox-curled': () => foxCurled(),
  cat: () => cat(),
  'black-cat': () => cat('black'),
  'cat-bold': () => cat('ginger', true),
  'black-cat-bold': () => cat('black', true),
  astronaut: () => astronaut(),
  'deer-skull': () => deerSkull(),
  'bull-skull': () => bullSkull(),
  'panther-head': () => pantherHead(),
  'panther-crawling': () => pantherCrawling(),
  // gold eyes or green, as flash paints them either way (two of the four variants each)
  'tiger-roar': (rng) => tigerRoar(rng.chance(0.3) ? 'green' : 'yellow'),
  'tiger-irezumi': () => tigerIrezumi(),
  'bear-head': () => bearHead(),
  'bear-walking': () => bearWalking(),
  'bear-cub': () => bearWalking(true),
  'geo-bee': () => geoBee(),
  'fox-sitting': () => foxSitting(),
  'geo-wolf-head': () => geoWolfHead(),
  'stag-head': () => stagHead(),
  'wolf-head': () => wolfHead(),
  mushrooms: () => mushrooms(),
  'wave-curl': () => waveCurl(),
  'sea-turtle': () => seaTurtle(),
  jellyfish: (rng) => jellyfish(rng),
  'jellyfish-fine': (rng) => jellyfish(rng, 'fine'),
  'jellyfish-small': (rng) => jellyfish(rng, 'small'),
  scorpion: () => scorpion(),
  'scorpion-tribal': () => scorpionTribal(),
  'peacock-feather': () => peacockFeather(),
  'quill-feather': () => quillFeather(),
  'quill-feather-bold': () => quillFeather(true),
  'veiled-woman': () => veiledWoman(),
  'praying-hands': () => prayingHands(),
  'open-hand': () => openHand(),
  'gripping-hand': () => grippingHand(),
  rosary: () => rosary(),
  'rosary-draped': () => rosaryDraped(),
  arrow: () => arrow(),
  'arrow-line': () => arrowLine(),
  dragon: () => dragon(),
  'dragon-bold': () => dragon(1, true),
  'dragon-long': () => dragon(1.7, true),
  lighthouse: () => lighthouse(),
  rock: () => rock(),
  seagull: () => seagull(),
  surf: () => surf(),
  'moon-phases': () => moonPhases(),
  lotus: () => lotus(),
  'lotus-spine': () => lotusSpine(),
  'water-lilies': () => waterLilies(),
  eagle: () => eagle(),
  phoenix: () => phoenix(),
  'phoenix-flames': (rng) => flameBed(rng),
  'elephant-side': () => elephantSketch(),
  swallow: () => swallow(),
  'swallow-bold': () => swallow(true),
  'flash-rose': () => flashRose(),
  'flash-rose-bold': () => flashRose(true),
  'flash-rose-head': () => flashRoseHead(),
  ship: () => ship(),
  sea: () => sea(),
  hibiscus: () => hibiscus(),
  peony: () => peony(),
  'great-wave': () => greatWave(),
  'wave-fuji': () => waveFuji(),
  bough: () => bough(),
  perch: () => perchBough(),
  bamboo: () => bamboo(),
  'bamboo-grove': () => bambooGrove(),
  chrysanthemum: () => chrysanthemum(),
  snake: () => snake(),
  'snake-bold': () => snake(true),
  'socket-snake': () => socketSnake(),
  'snake-line': () => snakeLine(),
  'geo-mountain': () => geoMountain(),
  hamsa: () => hamsa(),
  hummingbird: () => hummingbird(),
  dandelion: () => dandelion(),
  'dandelion-bare': () => dandelion(false),
  'dandelion-seed': () => dandelionSeed(),
  'bird-v': () => flyingBird(),
  'sunflower-stem': () => sunflowerStem(),
  'tree-of-life': () => treeOfLife(),
  'tribal-band': () => tribalBand(),
  metatron: () => metatronCube(),
  'gothic-window': () => gothicWindow(),
  butterfly: () => butterfly(),
  crescent: () => crescent(),
  'crescent-bare': () => crescent(true),
  heart: () => heart(),
  'nautical-star': () => nauticalStar(),
  cross: () => cross(),
  semicolon: () => semicolon(),
  blossom: () => blossom(),
  mandala: (rng) => mandala(rng),
  constellation: (rng) => constellation(rng),
};

/** The shape for a motif's `gen` name; an unknown name draws a constellation. */
export function generateShape(gen: string, rng: TRng): TGenShape {
  return (Object.hasOwn(GENERATORS, gen) ? GENERATORS[gen] : constellation)(rng);
}
