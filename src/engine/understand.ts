// Phase 1, request understanding: what the customer asked for, read from the menus and the free
// prompt. Subjects (each drawn, drawn as an honest stand-in, or left out with why), lettering
// (quoted or cued: "name X", "the word X", initials, dates, coordinates), style, placement,
// palette and size words, and the relation between the first two subjects.
import type {
  TCompositionId,
  TPaletteId,
  TPlacementId,
  TStyleId,
  TTechniqueId,
} from '../core/options';
import type { TFontId } from './assets';
import { MOTIFS, MOTIF_BY_ID, type TMotifDef } from './motifs';
import { BEAKS } from './feeding';
import { ownPoses } from './realism-motifs';

export type TRelation =
  | 'wrap'
  | 'through'
  | 'inside'
  | 'framed'
  | 'rising'
  | 'holding'
  | 'above'
  | 'crying'
  | 'pair'
  | 'with'
  | 'made-of'
  | 'fishing'
  | 'feeding';

export interface TSubjectPick {
  /** the words the prompt used ("bull skull", "wildflower") */
  name: string;
  motif: TMotifDef;
  /** set when the drawing is a stand-in for what was named, with the honest reason */
  standIn?: string;
  /** how many to draw (bees around a sunflower, a bear and a cub) */
  count: number;
  /** a smaller copy (cub, baby) */
  young?: boolean;
  /** named as one ("a swallow"): drawn single, never as the classic mirrored pair */
  one?: boolean;
}

// Poses a prompt may ask for, and the motifs whose one drawing already shows that pose. Any
// other subject keeps its single drawing and the answer says the pose was left out.
const POSES: { re: RegExp; pose: string; has: Set<string> }[] = [
  {
    re: /\b(?:in flight|flying|soaring|spread wings|wings spread)\b/,
    pose: 'in flight',
    has: new Set([
      'swallow',
      'eagle',
      'seagull',
      'phoenix',
      'hummingbird',
      'bird',
      'bee',
      'butterfly',
      'dragonfly',
      'bat',
      'moth',
      'dove',
      'whale',
      'hot-air-balloon',
    ]),
  },
  {
    re: /\broaring\b/,
    pose: 'roaring',
    has: new Set([
      'tiger-roaring',
      'tiger-irezumi',
      'lion',
      'panther',
      'panther-crawling',
      'dragon',
      'dragon-head',
      'bear',
    ]),
  },
  {
    re: /\bcrawling\b/,
    pose: 'crawling',
    has: new Set(['snake', 'scorpion', 'spider', 'lizard', 'panther-crawling']),
  },
  { re: /\bcurled up\b/, pose: 'curled up', has: new Set(['snake', 'fox-curled']) },
  {
    re: /\bswimming\b/,
    pose: 'swimming',
    has: new Set(['koi', 'fish', 'whale', 'manta', 'shark', 'jellyfish', 'dolphin', 'turtle']),
  },
  { re: /\bpraying\b/, pose: 'praying', has: new Set(['praying-hands']) },
  { re: /\bsailing\b/, pose: 'sailing', has: new Set(['ship']) },
  // acts no single drawing shows: said so rather than drawn as a still subject (drinking from a
  // flower is drawn by the feeding relation)
  { re: /\bdrinking\b/, pose: 'drinking', has: new Set<string>() },
  { re: /\bblowing\b/, pose: 'blowing in the wind', has: new Set(['dandelion']) },
];

function posesLeftOut(
  lower: string,
  subjects: { name: string; motif: { id: string; label: string } }[],
  style: TStyleId,
  feeding = false,
): TLeftOut[] {
  const main = subjects[0];
  if (!main) return [];
  // realism draws some subjects in a pose of their own (an owl with its wings spread)
  const own = ownPoses(style, main.motif.id);
  // drinking from a flower is drawn by the feeding relation (feeding.ts)
  const missing = (p: (typeof POSES)[number]) =>
    !p.has.has(main.motif.id) && !own.includes(p.pose) && !(feeding && p.pose === 'drinking');
  return POSES.filter((p) => p.re.test(lower) && missing(p)).map((p) => ({
    name: `${main.name} ${p.pose}`,
    why: `the offline ${main.motif.label.toLowerCase()} drawing has one pose only, so the ${p.pose} pose is not drawn`,
  }));
}

export interface TLeftOut {
  name: string;
  why: string;
}

export interface TUnderstanding {
  style: TStyleId;
  styleFrom: 'menu' | 'prompt' | 'default';
  technique?: TTechniqueId;
  composition?: TCompositionId;
  placement: TPlacementId;
  placementFrom: 'menu' | 'prompt' | 'default';
  /** the body part as named when it has no canvas of its own ("behind the ear", "elbow") */
  placementNamed?: string;
  palette: TPaletteId;
  size: 'tiny' | 'small' | 'normal' | 'large';
  texts: string[];
  font?: TFontId;
  subjects: TSubjectPick[];
  /** elements drawn by the composition itself (banner, frame, circle, band, splashes) */
  elements: string[];
  leftOut: TLeftOut[];
  relation?: TRelation;
  /** poses and acts the main drawing itself shows ("in flight", "swimming") */
  poses: string[];
  /** "made of triangles", "turning into birds" */
  buildOf?: string;
  melt?: boolean;
  /** "a cat silhouette": the main subject drawn as a solid black shape */
  silhouette?: boolean;
}

export const norm = (s: string) =>
  ' ' +
  s
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim() +
  ' ';

// ---------------------------------------------------------------- lettering

const STOP_AFTER =
  /\s+(?:in|with|on|under|over|above|below|inside|around|across|along|for|and a|and an|on a|beside|next to|written|as)\b|[,;]|$/i;

function romanOf(n: number): string {
  const table: [number, string][] = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  for (const [v, s] of table)
    while (n >= v) {
      out += s;
      n -= v;
    }
  return out;
}

/** Cut text out of the prompt (so its words are not read as subjects) and keep it as lettering. */
export function extractLetteringCues(prompt: string): {
  texts: string[];
  rest: string;
  font?: TFontId;
} {
  const texts: string[] = [];
  let rest = prompt;
  const take = (re: RegExp, pick: (m: RegExpExecArray) => string | null) => {
    const m = re.exec(rest);
    if (!m) return;
    const t = pick(m);
    if (t && t.trim()) texts.push(t.trim());
    rest = rest.slice(0, m.index) + ' ' + rest.slice(m.index + m[0].length);
  };
  // quoted text is spelled exactly
  for (;;) {
    const before = rest;
    take(/"([^"]+)"|“([^”]+)”/, (m) => m[1] ?? m[2] ?? null);
    if (before === rest) break;
  }
  // coordinates: 40.7128 N 74.0060 W (also with ° and commas)
  take(/-?\d{1,3}(?:\.\d+)?\s*°?\s*[NS]\b,?\s*-?\d{1,3}(?:\.\d+)?\s*°?\s*[EW]\b/, (m) =>
    m[0].replace(/\s+/g, ' '),
  );
  // dates, in roman numerals when asked
  const roman = /roman numerals?/i.test(rest);
  take(/\b(\d{1,2})[./-](\d{1,2})[./-](\d{2,4})\b/, (m) =>
    roman ? [m[1], m[2], m[3]].map((x) => romanOf(Number(x))).join('.') : m[0],
  );
  if (roman) rest = rest.replace(/\bin roman numerals?\b/i, ' ');
  // initials J.M. / JM
  take(/\binitials?\s+((?:[A-Z]\.?\s?){1,4})/, (m) => m[1]);
  // the word(s) X / name X / reading|saying|says X (not when the words were quoted and the cue is
  // followed only by "in flowing script" or "and halftone dots")
  const cue =
    /\b(?:the\s+words?|(?:his|her|their|my)?\s*(?:\w+['’]s\s+)?names?|named|reading|reads|saying|says|that\s+says|spelling|script\s+of)\s+(?!(?:in|with|on|and|under|over|above|below|inside|around|for|as)\b)([A-Za-z0-9&][^,;]*?)(?=\s+(?:in|with|on|under|over|above|below|inside|around|across|along|for|and\s+an?|beside|next\s+to|written|as)\b|[,;.]|$)/i;
  take(cue, (m) => m[1]);
  // a capitalised family word: "Mom in a heart banner"
  take(/\b(MOM|Mom|Mum|MUM|Dad|DAD|Mama|Papa|Nana)\b/, (m) => m[1]);
  let font: TFontId | undefined;
  if (texts.length) {
    if (
      /\bin\s+(?:a\s+)?(?:[a-z]+\s+)?(?:blackletter|old english|gothic letters?|gothic font)\b/i.test(
        rest,
      )
    )
      font = 'blackletter';
    else if (/\bin\s+(?:a\s+)?(?:[a-z]+\s+)?(?:script|cursive|handwriting)\b/i.test(rest))
      font = 'script';
    else if (/\btypewriter\b/i.test(rest)) font = 'typewriter';
    rest = rest.replace(
      /\bin\s+(?:a\s+)?(?:[a-z]+\s+)?(?:blackletter|old english|script|cursive|typewriter)\b/gi,
      ' ',
    );
  }
  void STOP_AFTER;
  return { texts: texts.slice(0, 2), rest, font };
}

// ---------------------------------------------------------------- style, placement, palette

const STYLE_WORDS: [TStyleId, RegExp][] = [
  ['neo-traditional', /\bneo[\s-]?trad(?:itional)?\b/],
  ['watercolor', /\bwater\s?colou?r\b/],
  ['japanese', /\b(?:japanese|irezumi|oriental|great wave|ukiyo|hannya|koi)\b/],
  ['tribal', /\b(?:tribal|polynesian|maori|samoan|hawaiian|marquesan)\b/],
  [
    'geometric',
    /\b(?:geometric|geometry|made of triangles|triangles|low poly|metatron|mandala|hexagon)/,
  ],
  ['blackwork', /\b(?:blackwork|black work|dotwork|dark|gothic)\b/],
  ['realism', /\b(?:realistic|realism|photo\s?realistic|hyper\s?realistic|lifelike)\b/],
  [
    'surrealism',
    /\b(?:surreal|surrealism|surrealist|dreamlike|melting|made of an? |growing inside|ocean inside|flying through the sky|fishing on the moon)/,
  ],
  [
    'minimalist',
    /\b(?:minimalist|minimal|fine line|fine-line|single line|one line|continuous line|tiny|dainty|semicolon)\b/,
  ],
  ['traditional', /\b(?:traditional|old school|old-school|sailor jerry|flash|pin-?up)\b/],
];

const ESOTERIC =
  /\b(?:eyes? in (?:the|a|its|her|his|my) palm|all[\s-]seeing eye|third eye|eye of providence|sigils?|occult|alchemy|alchemical|pentagram)\b/;

const PLACEMENT_WORDS: [TPlacementId, RegExp, string?][] = [
  ['upper-arm', /\b(?:upper arm|bicep|biceps|tricep|half sleeve|armband|arm band)\b/],
  ['forearm', /\b(?:forearm|fore arm|sleeve start|inner arm|outer arm)\b/],
  ['leg', /\b(?:leg sleeve|full leg|shin)\b/],
  ['thigh', /\b(?:thigh|hip)\b/],
  ['calf', /\bcalf\b/],
  ['ankle', /\b(?:ankle|foot)\b/],
  ['wrist', /\b(?:wrist)\b/],
  ['wrist', /\bbehind (?:the|my) ear\b/, 'behind the ear'],
  ['wrist', /\b(?:finger|hand)\b(?! holding)(?=\s*$|,)/, 'hand or finger'],
  ['back', /\b(?:spine)\b/, 'spine'],
  [
    'back',
    /\b(?:back piece|backpiece|on (?:the|my) back|down (?:the|my) back|full back|upper back|lower back)\b/,
  ],
  ['chest', /\b(?:chest|pec|sternum|collarbone)\b/],
  ['shoulder', /\bshoulder\b/],
  ['shoulder', /\belbow\b/, 'elbow'],
  ['ankle', /\bneck\b/, 'neck'],
];

const PALETTE_WORDS: [TPaletteId, RegExp][] = [
  ['black-gray', /\bblack (?:and|&) gr[ae]y\b|\bblack\s?&\s?gr[ae]y\b|\bgr[ae]ywash\b/],
  ['pastel', /\bpastel/],
  ['vibrant', /\b(?:vibrant|colou?rful|bright|neon)\b/],
  ['black-only', /\b(?:black only|all black|solid black|blackout)\b/],
  ['earth-tones', /\b(?:earth tones?|earthy|sepia)\b/],
  ['monochromatic', /\bmonochrom/],
  ['full-color', /\b(?:full colou?r|in colou?r)\b/],
];

/** The palette a style is usually inked in (tattoo-domain §4), when none was chosen. */
export const STYLE_PALETTE: Record<TStyleId, TPaletteId> = {
  traditional: 'traditional',
  'neo-traditional': 'earth-tones',
  realism: 'black-gray',
  japanese: 'traditional',
  tribal: 'black-only',
  geometric: 'black-only',
  watercolor: 'vibrant',
  blackwork: 'black-only',
  minimalist: 'black-only',
  surrealism: 'black-gray',
};

// ---------------------------------------------------------------- subjects

/** Named things with no drawing of their own: drawn as the nearest motif, and said so. */
const STAND_INS: [string, string, string][] = [
  ['hannya', 'hannya', ''],
  ['baby elephant', 'elephant', ''],
  ['cub', '', ''],
  ['ashes', 'flame', 'ashes are drawn as the flames the phoenix rises from'],
  ['sky', '', ''],
  ['eye socket', '', ''],
  ['antlers', '', ''],
  ['diamond frame', '', ''],
  ['tree branch', 'branch', ''],
];

/** Things the composition draws itself rather than as a motif. */
const ELEMENTS: [string, RegExp][] = [
  ['banner', /\b(?:banner|scroll|ribbon)s?\b/],
  ['frame', /\b(?:frame|framed|border)\b/],
  ['diamond frame', /\bdiamond frame\b/],
  ['circle', /\b(?:circle|round frame)\b/],
  ['splashes', /\b(?:splash|splashes|splatter|splatters)\b/],
  ['waves', /\bupstream\b/],
];

const TRIBAL_PATTERN =
  /\b(?:(?:shark[\s-]?(?:tooth|teeth)|spear[\s-]?heads?)(?:\s+(?:bands?|rows?|patterns?))?|(?:waves?|koru|scales?|hatch(?:ing)?|enata)\s+(?:bands?|rows?|patterns?)|pattern(?:ed)? (?:bands|rows))\b/i;

const PHRASES: { phrase: string; motif: TMotifDef }[] = MOTIFS.flatMap((m) =>
  m.words.map((w) => ({ phrase: norm(w), motif: m })),
).sort((a, b) => b.phrase.length - a.phrase.length);

const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  wolves: 'wolf',
  knives: 'knife',
  peonies: 'peony',
  butterflies: 'butterfly',
  daisies: 'daisy',
  lilies: 'lily',
  cherries: 'cherry',
  hands: 'hand',
};
const singular = (w: string) =>
  w
    .split(' ')
    .map((x) => IRREGULAR[x] ?? x.replace(/(ss|sh|ch|x)es$/, '$1').replace(/([^su])s$/, '$1'))
    .join(' ');

const PLURAL =
  /\b(?:bees|birds|stars|roses|flowers|petals|leaves|swallows|butterflies|clouds|seagulls|gulls|swords|daggers|arrows|bats|skulls|hearts|feathers|fish|jewels|gems|mushrooms|ferns|peonies|sparkles)\b/;

interface THit {
  at: number;
  name: string;
  motif?: TMotifDef;
  standIn?: string;
  plural: boolean;
  /** said with "a", "an" or "one" before it (an adjective may come between) */
  one?: boolean;
}

const ONE = /\b(?:a|an|one|single|lone)(?: [a-z]+)? $/;

function findSubjects(text: string): THit[] {
  let t = norm(text);
  const whole = t;
  const one = (at: number) => ONE.test(whole.slice(Math.max(0, at - 24), at + 1));
  const hits: THit[] = [];
  const blank = (at: number, len: number) => {
    t = t.slice(0, at) + ' '.repeat(len) + t.slice(at + len);
  };
  for (const [name, motifId, why] of STAND_INS) {
    const p = norm(name);
    const at = t.indexOf(p);
    if (at < 0) continue;
    const motif = motifId ? MOTIF_BY_ID.get(motifId) : undefined;
    hits.push({ at, name, motif, standIn: why || undefined, plural: false });
    blank(at, p.length);
  }
  for (const { phrase, motif } of PHRASES) {
    let at = t.indexOf(phrase);
    let len = phrase.length;
    if (at < 0) {
      // plurals: "daggers", "foxes", "peonies"
      for (const suffix of ['s ', 'es ']) {
        at = t.indexOf(phrase.slice(0, -1) + suffix);
        if (at >= 0) {
          len = phrase.length - 1 + suffix.length;
          break;
        }
      }
    }
    if (at < 0) continue;
    const said = t.slice(at, at + len).trim();
    hits.push({
      at,
      name: singular(said),
      motif,
      plural: PLURAL.test(' ' + said + ' '),
      ...(one(at) ? { one: true } : {}),
    });
    blank(at, len);
    // a phrase said twice ("stag head" as subject and in the prompt) is one subject: blank the
    // repeats too, or their shorter parts ("stag") would be read as further subjects
    for (let again = t.indexOf(said); again >= 0; again = t.indexOf(said))
      blank(again, said.length);
  }
  return hits.sort((a, b) => a.at - b.at);
}

// ---------------------------------------------------------------- relations

function relationOf(text: string): TRelation | undefined {
  const t = ' ' + text.toLowerCase() + ' ';
  if (/\b(?:wrapped|wrapping|coiled|coiling|twisted|entwined)\b/.test(t)) return 'wrap';
  if (/\bmade of\b|\bturning into\b|\bbuilt from\b/.test(t)) return 'made-of';
  if (/\bfishing\b|\bcasting a line\b/.test(t)) return 'fishing';
  if (/\b(?:drinking|drinks|sipping|sips|feeding|feeds) (?:from|on|at)\b|\bnectar\b/.test(t))
    return 'feeding';
  if (/\b(?:through|piercing|pierced|stabbing|stuck in)\b/.test(t) && !/flying through/.test(t))
    return 'through';
  if (/\b(?:crying|dripping|tears?|bleeding)\b/.test(t)) return 'crying';
  if (/\bon (?:its|his|her) (?:back|wings?|body)\b|\bpattern on\b|\bin the palm\b/.test(t))
    return 'inside';
  if (/\b(?:rising from|rising out|emerging|coming out|growing out|born from|out of the)\b/.test(t))
    return 'rising';
  if (/\bframed by\b|\bsurrounded by\b|\bwreath of\b/.test(t)) return 'framed';
  // "a fox curled up in autumn leaves": a bed of them round the lower half
  if (/\b(?:curled up in|nestled in|sleeping in|lying in|a bed of|a pile of)\b/.test(t))
    return 'framed';
  if (/\b(?:centre|center|core)\b/.test(t) && /\bmandala\b/.test(t)) return 'inside';
  if (/\b(?:inside|within|in a circle|in a heart|in a diamond|in the palm|in a frame)\b/.test(t))
    return 'inside';
  if (/\bholding\b|\bholds\b|\bclutching\b/.test(t)) return 'holding';
  if (/\b(?:matching|pair of|couple|sun and moon|moon and sun)\b/.test(t)) return 'pair';
  if (
    /\b(?:over|above|on top of|perched on|on an?|on the|under|below|beneath|among|howling at)\b/.test(
      t,
    )
  )
    return 'above';
  if (/\bwith\b|\band\b/.test(t)) return 'with';
  return undefined;
}

// ---------------------------------------------------------------- the whole request

export interface TRequestIn {
  subject?: string;
  style?: TStyleId;
  technique?: TTechniqueId;
  composition?: TCompositionId;
  palette?: TPaletteId;
  placement?: TPlacementId;
  prompt?: string;
}

export function understand(req: TRequestIn): TUnderstanding {
  const { texts, rest, font } = extractLetteringCues(req.prompt ?? '');
  const lower = ' ' + rest.toLowerCase().replace(/[’']/g, '') + ' ';
  // with a subject chosen, part words in the prompt describe it ("a lion's face", "feathers cut
  // out", "flame-like rays"): they are not extra subjects to draw beside it
  const described = req.subject?.trim()
    ? rest
        .replace(/\b[a-z]+-like\b/gi, ' ')
        .replace(/\b(?:faces?|feathers?|wings?|eyes?|claws?)\b/gi, ' ')
    : rest;
  let subjText = [req.subject ?? '', described].join(' ');
  const lowerAll = ' ' + subjText.toLowerCase().replace(/[’']/g, '') + ' ';

  // style
  let style: TStyleId = 'traditional';
  let styleFrom: TUnderstanding['styleFrom'] = 'default';
  if (req.style) {
    style = req.style;
    styleFrom = 'menu';
  } else {
    const hit = STYLE_WORDS.find(([, re]) => re.test(lowerAll));
    if (hit) {
      style = hit[0];
      styleFrom = 'prompt';
    }
  }
  // esoteric symbols (the eye in a palm, the all-seeing or third eye, sigils) are customarily
  // blackwork or dotwork, so with no style named they take it rather than the flash default
  if (styleFrom === 'default' && ESOTERIC.test(lowerAll)) {
    style = 'blackwork';
    styleFrom = 'prompt';
  }
  // in tribal work "shark teeth", "spearheads" and "wave bands" name the pattern rows the
  // treatment cuts into the black (tribal-fill.ts), not a shark or a wave to draw beside it
  const patternRows = style === 'tribal' && TRIBAL_PATTERN.test(subjText);
  if (patternRows) subjText = subjText.replace(new RegExp(TRIBAL_PATTERN.source, 'gi'), ' ');
  // placement
  let placement: TPlacementId = 'shoulder';
  let placementFrom: TUnderstanding['placementFrom'] = 'default';
  let placementNamed: string | undefined;
  if (req.placement) {
    placement = req.placement;
    placementFrom = 'menu';
  } else {
    const hit = PLACEMENT_WORDS.find(([, re]) => re.test(lower));
    if (hit) {
      placement = hit[0];
      placementFrom = 'prompt';
      placementNamed = hit[2];
    }
  }
  // size
  const size: TUnderstanding['size'] = /\b(?:tiny|micro|mini)\b/.test(lower)
    ? 'tiny'
    : /\b(?:small|little|dainty|petite)\b/.test(lower)
      ? 'small'
      : /\b(?:large|big|huge|full|back piece|backpiece)\b/.test(lower)
        ? 'large'
        : 'normal';
  // a tiny piece, or a small one on a small spot, is minimalist work when no style was named
  if (
    styleFrom === 'default' &&
    (size === 'tiny' || (size === 'small' && (placement === 'ankle' || placement === 'wrist')))
  ) {
    style = 'minimalist';
    styleFrom = 'prompt';
  }
  if (placementFrom === 'default' && (style === 'minimalist' || size === 'tiny'))
    placement = 'wrist';
  // palette
  let palette: TPaletteId = STYLE_PALETTE[style];
  if (req.palette) palette = req.palette;
  else {
    const hit = PALETTE_WORDS.find(([, re]) => re.test(lower));
    if (hit) palette = hit[0];
    else if (/\bblack and grey|black & grey|black and gray\b/.test(lower)) palette = 'black-gray';
  }
  if (!req.palette && /\bsilhouette\b/.test(lower) && style === 'watercolor') palette = 'vibrant';

  // subjects
  const hits = findSubjects(subjText);
  const subjects: TSubjectPick[] = [];
  const leftOut: TLeftOut[] = [];
  const elements: string[] = [];
  for (const [name, re] of ELEMENTS) if (re.test(lower)) elements.push(name);
  if (patternRows) elements.push('pattern rows');
  const young = /\b(?:cub|cubs|baby|calf|kids?|children|family)\b/.test(lower);
  // "a wolf head with sacred geometry": in geometric work the phrase names the linework and
  // frame round the subject (the style draws them), not a mandala to set beside it
  const asFrame =
    style === 'geometric' && hits.some((h) => h.motif && !/sacred geometry/.test(h.name));
  for (const h of hits) {
    if (asFrame && /sacred geometry/.test(h.name)) continue;
    if (!h.motif) {
      if (!h.standIn) continue;
      leftOut.push({ name: h.name, why: h.standIn ?? 'no drawing for it yet' });
      continue;
    }
    const dup = subjects.find((s) => s.motif.id === h.motif!.id);
    if (dup) {
      // "an elephant with a baby elephant": a second, smaller one
      if (/baby|young|little/.test(h.name)) {
        dup.count = Math.max(dup.count, 2);
        dup.young = true;
      }
      continue;
    }
    subjects.push({
      name: h.name,
      motif: h.motif,
      ...(h.standIn ? { standIn: h.standIn } : {}),
      count: h.plural ? 3 : 1,
      ...(h.one && !h.plural ? { one: true } : {}),
    });
  }
  if (young && subjects[0] && /\b(?:cub|baby)\b/.test(lower)) {
    subjects[0].count = 2;
    subjects[0].young = true;
  }
  // "a cherry pair", "two swords", "matching sun and moon"
  const pairWord = /\b(?:pair|two|twin|crossed)\b/.test(lower);
  if (pairWord && subjects[0] && subjects.length <= 2) {
    const long = subjects.find((s) => s.motif.kind === 'long');
    if (long) long.count = 2;
  }
  // a banner carries the lettering; with no lettering it stays an empty scroll for a name
  if (elements.includes('banner') && !texts.length)
    leftOut.push({ name: 'banner', why: 'no lettering was given for it, so no banner was drawn' });
  let relText = rest;
  for (const [, re] of PLACEMENT_WORDS)
    relText = relText.replace(
      new RegExp(
        `\\b(?:on|across|down|behind) (?:the |my )?(?:${re.source.replace(/\\b/g, '')})`,
        'gi',
      ),
      ' ',
    );
  let relation = relationOf(relText);
  // feeding is drawn only for a beaked feeder and something to feed from; otherwise the act is
  // said to be left out (posesLeftOut) and the two are laid out as "with"
  const feeds =
    subjects.length >= 2 && subjects.slice(0, 2).some((s) => BEAKS[s.motif.id] !== undefined);
  if (relation === 'feeding' && !feeds) relation = 'with';
  // a wolf howling is the howling-wolf drawing
  const wolf = subjects.find((s) => s.motif.id === 'wolf');
  if (wolf && /\bhowl/.test(lower)) wolf.motif = MOTIF_BY_ID.get('howling-wolf')!;
  // a geometric wolf is the front-on head, its planes laid out symmetrically
  else if (wolf && style === 'geometric') wolf.motif = MOTIF_BY_ID.get('wolf-geometric')!;
  // a geometric bee is seen from above, its wings and stripes in planes (geo-bee.ts)
  const bee = subjects.find((s) => s.motif.id === 'bee');
  if (bee && style === 'geometric') bee.motif = MOTIF_BY_ID.get('bee-geometric')!;
  // a tribal scorpion is drawn in tribal's own blades and points, not rows in a flash outline
  const scorpion = subjects.find((s) => s.motif.id === 'scorpion');
  if (scorpion && style === 'tribal') scorpion.motif = MOTIF_BY_ID.get('scorpion-tribal')!;
  // a geometric fox is the seated fox with a chest joining its head to its body (fox-sitting.ts)
  const fox = subjects.find((s) => s.motif.id === 'fox');
  if (fox && style === 'geometric') fox.motif = MOTIF_BY_ID.get('fox-geometric')!;
  // a geometric mountain range is a round piece in planes, not the flash range (mountain-geo.ts)
  const mountain = subjects.find((s) => s.motif.id === 'mountain');
  if (mountain && style === 'geometric') mountain.motif = MOTIF_BY_ID.get('mountain-geometric')!;
  // a tiger roaring is the open-mouthed head (realism keeps its own drawing)
  const tiger = subjects.find((s) => s.motif.id === 'tiger');
  if (tiger && style !== 'realism' && /\b(?:roar|snarl|growl)/.test(lower))
    tiger.motif = MOTIF_BY_ID.get(style === 'japanese' ? 'tiger-irezumi' : 'tiger-roaring')!;
  // a Japanese tiger is the whole beast rearing and snarling; a frontal head reads as a mask
  else if (tiger && style === 'japanese') tiger.motif = MOTIF_BY_ID.get('tiger-irezumi')!;
  // a panther crawling (or climbing) is the old-school crawling panther, head first down the skin
  const panther = subjects.find((s) => s.motif.id === 'panther');
  if (panther && style !== 'realism' && /\b(?:crawl|climb)/.test(lower))
    panther.motif = MOTIF_BY_ID.get('panther-crawling')!;
  const posesMissing = posesLeftOut(lower, subjects, style, relation === 'feeding');
  leftOut.push(...posesMissing);
  // asked poses the drawing itself shows
  const poses = POSES.filter((p) => p.re.test(lower))
    .map((p) => p.pose)
    .filter((pose) => !posesMissing.some((l) => l.name.endsWith(' ' + pose)));
  // the hamsa drawing carries its evil eye in the palm
  const hamsa = subjects.find((s) => s.motif.id === 'hamsa');
  const eyeAt = subjects.findIndex((s) => s.motif.id === 'eye');
  if (hamsa && eyeAt >= 0) {
    subjects[eyeAt] = {
      ...subjects[eyeAt],
      standIn: 'drawn as part of the hamsa: its palm carries the evil eye',
      count: 0,
    };
  }
  // lettering with nothing else to draw sits on a forearm strip
  if (placementFrom === 'default' && texts.length && !subjects.length) placement = 'forearm';
  const buildOf =
    /\bmade of (?:an? )?(\w+)/.exec(lower)?.[1] ?? /\bturning into (\w+)/.exec(lower)?.[1];

  return {
    style,
    styleFrom,
    technique: req.technique,
    composition: req.composition,
    placement,
    placementFrom,
    ...(placementNamed ? { placementNamed } : {}),
    palette,
    size,
    texts,
    ...(font ? { font } : {}),
    subjects,
    elements,
    leftOut,
    poses,
    ...(relation ? { relation } : {}),
    ...(buildOf ? { buildOf } : {}),
    ...(/\bmelt/.test(lower) ? { melt: true } : {}),
    ...(/\bsilhouett(?:e|es|ed)\b/.test(lower) ? { silhouette: true } : {}),
  };
}
