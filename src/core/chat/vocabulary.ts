// The chat's fixed keyword vocabulary (spec §3): subjects (animals, nature, symbols, text words),
// styles, techniques, compositions, colours, body placements and image descriptors. Each entry maps
// the words people type to the generator's option id where there is one. Pure data.
import type { TCompositionId, TPaletteId, TPlacementId, TStyleId, TTechniqueId } from '../options';

export type TKeywordCategory = 'subject' | 'style' | 'technique' | 'composition' | 'color' | 'placement' | 'imageModel';

export const KEYWORD_CATEGORIES: readonly TKeywordCategory[] = [
  'subject',
  'style',
  'technique',
  'composition',
  'color',
  'placement',
  'imageModel',
];

/** A vocabulary entry: the keyword as shown, the words/phrases that match it, and its option id. */
export interface TVocabEntry<V extends string = string> {
  keyword: string;
  match: readonly string[];
  /** Ambiguous words ("back", "arm") that count only after "on/for/across (my/the)". */
  contextual?: readonly string[];
  value?: V;
}

const same = (...words: string[]): TVocabEntry[] => words.map((w) => ({ keyword: w, match: [w, `${w}s`] }));

export const SUBJECT_GROUPS = {
  animals: same(
    'wolf', 'lion', 'tiger', 'eagle', 'owl', 'fox', 'bear', 'deer', 'snake', 'koi', 'swallow', 'butterfly',
    'raven', 'crow', 'panther', 'hummingbird', 'whale', 'octopus', 'cat', 'dog', 'horse', 'elephant', 'bee',
    'moth', 'crane', 'scorpion', 'jellyfish', 'shark', 'spider', 'dove', 'phoenix', 'dragon', 'hawk', 'rabbit',
    'turtle', 'fish', 'bird',
  ),
  nature: same(
    'rose', 'peony', 'cherry blossom', 'lotus', 'sunflower', 'fern', 'tree', 'forest', 'mountain', 'wave',
    'mushroom', 'lavender', 'wildflower', 'maple leaf', 'flower', 'leaf', 'chrysanthemum', 'ocean', 'sea',
    'cloud', 'vine', 'branch',
  ),
  symbols: same(
    'skull', 'heart', 'anchor', 'compass', 'dagger', 'sword', 'crown', 'moon', 'sun', 'star', 'eye',
    'clock', 'hourglass', 'feather', 'cross', 'mandala', 'hamsa', 'infinity', 'arrow', 'ship',
    'spider web', 'hannya mask', 'mask', 'planet', 'galaxy', 'mountain range', 'triangle', 'circle',
    'vegvisir', 'rune', 'yggdrasil', 'valknut', 'koru',
  ),
  text: [
    { keyword: 'lettering', match: ['lettering', 'letters'] },
    { keyword: 'quote', match: ['quote', 'quotes', 'saying', 'phrase'] },
    { keyword: 'name', match: ['name', 'names', 'initials'] },
    { keyword: 'script', match: ['script', 'calligraphy'] },
    { keyword: 'roman numerals', match: ['roman numerals', 'roman numeral'] },
  ] as TVocabEntry[],
};

export const SUBJECT_VOCAB: readonly TVocabEntry[] = Object.values(SUBJECT_GROUPS).flat();

export const STYLE_VOCAB: readonly TVocabEntry<TStyleId>[] = [
  { keyword: 'neo-traditional', match: ['neo-traditional', 'neo traditional', 'neotraditional', 'neo-trad', 'neo trad'], value: 'neo-traditional' },
  { keyword: 'traditional', match: ['traditional', 'american traditional', 'sailor jerry'], value: 'traditional' },
  { keyword: 'old school', match: ['old school', 'old-school', 'oldschool'], value: 'traditional' },
  { keyword: 'new school', match: ['new school', 'new-school', 'cartoon', 'cartoonish'], value: 'neo-traditional' },
  { keyword: 'realism', match: ['realism', 'realistic', 'photorealistic', 'photorealism', 'hyperrealistic', 'lifelike', 'portrait style'], value: 'realism' },
  { keyword: 'japanese', match: ['japanese', 'irezumi', 'neo-japanese'], value: 'japanese' },
  { keyword: 'tribal', match: ['tribal', 'polynesian', 'neo-tribal'], value: 'tribal' },
  { keyword: 'geometric', match: ['geometric', 'geometry', 'sacred geometry'], value: 'geometric' },
  { keyword: 'watercolor', match: ['watercolor', 'watercolour', 'water color', 'water colour'], value: 'watercolor' },
  { keyword: 'blackwork', match: ['blackwork', 'black work', 'blackout'], value: 'blackwork' },
  { keyword: 'minimalist', match: ['minimalist', 'minimal', 'minimalistic', 'simple design', 'simple tattoo'], value: 'minimalist' },
  { keyword: 'surreal', match: ['surreal', 'surrealism', 'surrealist', 'dreamlike'], value: 'surrealism' },
  { keyword: 'biomechanical', match: ['biomechanical', 'biomech', 'bio-mechanical'], value: 'surrealism' },
  { keyword: 'celtic', match: ['celtic', 'celtic knot', 'knotwork'], value: 'geometric' },
];

export const TECHNIQUE_VOCAB: readonly TVocabEntry<TTechniqueId>[] = [
  { keyword: 'fine lines', match: ['fine line', 'fine lines', 'fine-line', 'single needle', 'thin lines', 'delicate lines'], value: 'fine-lines' },
  { keyword: 'bold lines', match: ['bold line', 'bold lines', 'bold outlines', 'thick lines', 'heavy outlines'], value: 'bold-lines' },
  { keyword: 'stippling', match: ['stippling', 'stipple', 'stippled', 'dotwork', 'dot work', 'dots'], value: 'stippling' },
  { keyword: 'etching', match: ['etching', 'etched', 'engraving', 'woodcut'], value: 'etching' },
  { keyword: 'black and grey shading', match: ['grey wash', 'gray wash', 'greywash', 'soft shading', 'shading', 'shaded'], value: 'black-gray' },
  { keyword: 'whip shading', match: ['whip shading', 'whip-shading', 'pepper shading'], value: 'whip-shading' },
  { keyword: 'cross-hatching', match: ['cross-hatching', 'cross hatching', 'crosshatching', 'hatching'], value: 'cross-hatching' },
  { keyword: 'linework', match: ['linework', 'line work', 'outline', 'outlines', 'single line', 'continuous line'] },
];

export const COMPOSITION_VOCAB: readonly TVocabEntry<TCompositionId>[] = [
  { keyword: 'asymmetrical', match: ['asymmetrical', 'asymmetric'], value: 'asymmetrical' },
  { keyword: 'symmetrical', match: ['symmetrical', 'symmetric', 'symmetry', 'mirrored'], value: 'symmetrical' },
  { keyword: 'flowing', match: ['flowing', 'flowy', 'wrapping', 'wraparound', 'wrap around'], value: 'flowing' },
  { keyword: 'radial', match: ['radial', 'circular'], value: 'radial' },
  { keyword: 'geometric composition', match: ['geometric composition', 'geometric frame'], value: 'geometric' },
  { keyword: 'abstract', match: ['abstract'], value: 'abstract' },
  { keyword: 'centered', match: ['centered', 'centred', 'balanced'] },
];

export const COLOR_VOCAB: readonly TVocabEntry<TPaletteId>[] = [
  { keyword: 'black and grey', match: ['black and grey', 'black and gray', 'black & grey', 'black & gray', 'black-and-grey', 'black-and-gray', 'greyscale', 'grayscale', 'no color', 'no colour'], value: 'black-gray' },
  { keyword: 'black only', match: ['black only', 'only black', 'just black', 'pure black', 'all black', 'black ink'], value: 'black-only' },
  { keyword: 'full color', match: ['full color', 'full colour', 'full-color', 'colorful', 'colourful', 'in color', 'in colour', 'with color', 'with colour', 'some color', 'some colour', 'colored', 'coloured'], value: 'full-color' },
  { keyword: 'traditional colors', match: ['traditional colors', 'traditional colours', 'traditional palette', 'primary colors', 'primary colours'], value: 'traditional' },
  { keyword: 'monochromatic', match: ['monochromatic', 'monochrome', 'single color', 'single colour', 'one color', 'one colour'], value: 'monochromatic' },
  { keyword: 'pastel', match: ['pastel', 'pastels', 'soft colors', 'soft colours'], value: 'pastel' },
  { keyword: 'vibrant', match: ['vibrant', 'bright colors', 'bright colours', 'neon', 'bold colors', 'bold colours'], value: 'vibrant' },
  { keyword: 'earth tones', match: ['earth tones', 'earth-tones', 'earthy', 'muted', 'brown'], value: 'earth-tones' },
  { keyword: 'red', match: ['red'], value: 'full-color' },
  { keyword: 'blue', match: ['blue'], value: 'full-color' },
  { keyword: 'green', match: ['green'], value: 'full-color' },
  { keyword: 'purple', match: ['purple', 'violet'], value: 'full-color' },
  { keyword: 'gold', match: ['gold', 'yellow', 'orange'], value: 'full-color' },
];

export const PLACEMENT_VOCAB: readonly TVocabEntry<TPlacementId>[] = [
  { keyword: 'upper arm', match: ['upper arm', 'upper-arm', 'bicep', 'biceps'], contextual: ['arm'], value: 'upper-arm' },
  { keyword: 'forearm', match: ['forearm', 'forearms', 'inner forearm', 'outer forearm'], value: 'forearm' },
  { keyword: 'back', match: ['upper back', 'lower back', 'backpiece', 'back piece', 'shoulder blade', 'spine'], contextual: ['back'], value: 'back' },
  { keyword: 'chest', match: ['chest', 'pec', 'sternum', 'ribs', 'rib', 'ribcage'], value: 'chest' },
  { keyword: 'shoulder', match: ['shoulder', 'shoulders', 'deltoid', 'collarbone'], contextual: ['neck'], value: 'shoulder' },
  { keyword: 'thigh', match: ['thigh', 'thighs', 'hip'], value: 'thigh' },
  { keyword: 'calf', match: ['calf', 'calves', 'shin'], value: 'calf' },
  { keyword: 'ankle', match: ['ankle', 'ankles', 'foot', 'feet'], value: 'ankle' },
  { keyword: 'wrist', match: ['wrist', 'wrists', 'finger', 'fingers', 'back of my hand', 'back of the hand', 'back of hand'], contextual: ['hand', 'hands'], value: 'wrist' },
  { keyword: 'leg', match: ['leg', 'legs', 'leg sleeve', 'knee'], value: 'leg' },
];

/** Image descriptors: words that steer the image model (lettering → Ideogram, photographic or on-skin → FLUX). */
export const IMAGE_MODEL_VOCAB: readonly TVocabEntry[] = [
  { keyword: 'lettering', match: ['lettering', 'letters', 'text', 'words', 'word', 'typography', 'font', 'script', 'calligraphy', 'quote', 'name', 'initials'] },
  { keyword: 'photorealistic', match: ['photorealistic', 'photo', 'photographic', 'realistic', 'lifelike', 'realism', 'hyperrealistic'] },
  { keyword: 'on skin', match: ['on skin', 'on my skin', 'on the skin', 'on my body', 'on the body', 'body preview', 'mockup', 'mock-up', 'how it looks on', 'how would it look on', 'show it on', 'show me on', 'preview on'] },
  { keyword: 'high detail', match: ['detailed', 'intricate', 'high detail'] },
];

export const VOCABULARY: Readonly<Record<TKeywordCategory, readonly TVocabEntry[]>> = {
  subject: SUBJECT_VOCAB,
  style: STYLE_VOCAB,
  technique: TECHNIQUE_VOCAB,
  composition: COMPOSITION_VOCAB,
  color: COLOR_VOCAB,
  placement: PLACEMENT_VOCAB,
  imageModel: IMAGE_MODEL_VOCAB,
};
