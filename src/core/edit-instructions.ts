// Turns plain edit instructions ("make it a stencil", 'add "MOM" on a banner', "in japanese
// style", "more color", "use a wolf instead") into changes of a design's generation attributes,
// so the offline engine can re-compose the design from the same seed. Pure.
import type { TCompositionId, TPaletteId, TPlacementId, TStyleId, TTechniqueId } from './options';
import { buildPrompt, cutPrompt, type TPromptAttributes } from './prompt';

export const EDIT_INSTRUCTIONS_REQUIRED_TITLE = 'Edit Instructions Required';
export const EDIT_INSTRUCTIONS_REQUIRED_MESSAGE = "Please describe how you'd like to modify the image.";
export const EDIT_INSTRUCTIONS_MAX_LENGTH = 500;

export interface TEditableDesign {
  prompt: string;
  attributes: TPromptAttributes;
  output: 'design' | 'stencil';
  mirror: boolean;
}

export interface TEditPlan extends TEditableDesign {
  /** One short phrase per change understood, e.g. 'style → Japanese'. */
  changes: string[];
  /** True when no attribute change was recognised and the words were added to the prompt instead. */
  addedToPrompt: boolean;
}

type TAlias<V> = readonly [RegExp, V, string];

// Longer, more specific patterns first; \b keeps "back" in "backdrop" from matching.
const STYLE_ALIASES: readonly TAlias<TStyleId>[] = [
  [/\bneo[\s-]?trad(itional)?\b/, 'neo-traditional', 'Neo-Traditional'],
  [/\b(traditional|old[\s-]?school|american traditional|sailor jerry)\b/, 'traditional', 'Traditional'],
  [/\b(photo[\s-]?)?(realism|realistic|photorealistic|lifelike)\b/, 'realism', 'Realism'],
  [/\b(japanese|irezumi)\b/, 'japanese', 'Japanese'],
  [/\b(tribal|polynesian|maori)\b/, 'tribal', 'Tribal'],
  [/\bgeometric (style|design|tattoo)\b|\bin (a )?geometric\b|\bsacred geometry\b/, 'geometric', 'Geometric'],
  [/\bwater[\s-]?colou?r\b/, 'watercolor', 'Watercolor'],
  [/\bblack[\s-]?work\b/, 'blackwork', 'Blackwork'],
  [/\bminimal(ist|istic)?\b/, 'minimalist', 'Minimalist'],
  [/\b(surreal|surrealism|surrealist|dreamlike)\b/, 'surrealism', 'Surrealism'],
];

const TECHNIQUE_ALIASES: readonly TAlias<TTechniqueId>[] = [
  [/\bfine[\s-]?lines?\b|\bthinner lines?\b/, 'fine-lines', 'Fine Lines'],
  [/\bbold(er)?[\s-]?lines?\b|\bthicker lines?\b/, 'bold-lines', 'Bold Lines'],
  [/\b(stippl(e|ed|ing)|dot[\s-]?work)\b/, 'stippling', 'Stippling'],
  [/\b(etch(ed|ing)|engrav(ed|ing))\b/, 'etching', 'Etching'],
  [/\bcross[\s-]?hatch(ed|ing)?\b/, 'cross-hatching', 'Cross-Hatching'],
  [/\bwhip[\s-]?shad(ed|ing)\b/, 'whip-shading', 'Whip Shading'],
];

const COMPOSITION_ALIASES: readonly TAlias<TCompositionId>[] = [
  [/\basymmetric(al)?\b/, 'asymmetrical', 'Asymmetrical'],
  [/\bsymmetric(al)?\b/, 'symmetrical', 'Symmetrical'],
  [/\b(flowing|flowy)\b/, 'flowing', 'Flowing'],
  [/\b(radial|mandala[\s-]like)\b/, 'radial', 'Radial'],
  [/\bgeometric composition\b/, 'geometric', 'Geometric'],
  [/\babstract composition\b/, 'abstract', 'Abstract'],
];

const PLACEMENT_ALIASES: readonly TAlias<TPlacementId>[] = [
  [/\b(on|for|to) (my |the |a |her |his )?upper[\s-]arm\b/, 'upper-arm', 'Upper Arm'],
  [/\b(on|for|to) (my |the |a |her |his )?forearm\b/, 'forearm', 'Forearm'],
  [/\b(on|for|to) (my |the |a |her |his )?(back|spine)\b/, 'back', 'Back'],
  [/\b(on|for|to) (my |the |a |her |his )?chest\b/, 'chest', 'Chest'],
  [/\b(on|for|to) (my |the |a |her |his )?shoulder\b/, 'shoulder', 'Shoulder'],
  [/\b(on|for|to) (my |the |a |her |his )?thigh\b/, 'thigh', 'Thigh'],
  [/\b(on|for|to) (my |the |a |her |his )?calf\b/, 'calf', 'Calf'],
  [/\b(on|for|to) (my |the |a |her |his )?ankle\b/, 'ankle', 'Ankle'],
  [/\b(on|for|to) (my |the |a |her |his )?wrist\b/, 'wrist', 'Wrist'],
  [/\b(on|for|to) (my |the |a |her |his )?leg\b/, 'leg', 'Leg'],
];

const EXPLICIT_PALETTES: readonly TAlias<TPaletteId>[] = [
  [/\bpastel/, 'pastel', 'Pastel'],
  [/\bearth[\s-]?tones?\b|\bearthy\b/, 'earth-tones', 'Earth Tones'],
  [/\bvibrant\b|\bbright(er)? colou?rs?\b|\bneon\b/, 'vibrant', 'Vibrant'],
  [/\bmonochrom(e|atic)\b/, 'monochromatic', 'Monochromatic'],
  [/\btraditional (colou?rs?|palette)\b/, 'traditional', 'Traditional'],
  [/\bblack[\s-]?only\b|\bonly black\b|\bpure black\b|\bjust black\b/, 'black-only', 'Black Only'],
  [/\bblack (and|&) gr[ae]y\b|\bgr[ae]y[\s-]?scale\b|\bno colou?rs?\b|\bless colou?r\b|\bwithout colou?r\b|\bremove (the )?colou?rs?\b/, 'black-gray', 'Black & Gray'],
];

const MORE_COLOR = /\b(more|add|adding|with|in|full) colou?r(s|ful)?\b|\bcolou?rful\b|\bcolou?rize\b|\bmore vivid\b/;

const first = <V>(text: string, list: readonly TAlias<V>[]) => list.find(([re]) => re.test(text));

/** Words that say what to change rather than what to draw. */
const NOT_SUBJECTS =
  /^(it|this|that|them|stencil|design|tattoo|more|less|bigger|smaller|darker|lighter|colou?r(ful)?|black|gr[ae]y|style|version|banner|text)$/;

function cleanSubject(raw: string): string | undefined {
  const words = raw
    .replace(/[^a-z\s'-]/gi, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  while (words.length && /^(a|an|the|some|my|one)$/i.test(words[0])) words.shift();
  const subject = words.slice(0, 5).join(' ');
  if (!subject || NOT_SUBJECTS.test(subject.toLowerCase())) return undefined;
  return subject.slice(0, 80);
}

function newSubject(text: string): string | undefined {
  const patterns = [
    /\buse (.+?) instead\b/,
    /\b(?:replace|swap) (?:.+? )?(?:with|for) (.+?)(?:[.,;!]|$| instead\b| and\b)/,
    /\b(?:change|switch) (?:it|the subject|the motif|the animal)? ?(?:to|into) (.+?)(?:[.,;!]|$| and\b)/,
    /\binstead of .+?, (?:use|draw|make it) (.+?)(?:[.,;!]|$)/,
    /\b(?:turn it into|make it into) (.+?)(?:[.,;!]|$| and\b)/,
    /\bmake it (?:a|an) (.+?)(?:[.,;!]|$| and\b| in\b| with\b)/,
  ];
  for (const re of patterns) {
    const match = re.exec(text);
    if (!match) continue;
    const phrase = match[1].replace(/\b(in|with|on|for) .*$/, '');
    // "make it a stencil", "make it a japanese one": those are other changes, not a subject.
    if (first(phrase, STYLE_ALIASES) || /\bstencil\b/.test(phrase)) continue;
    const subject = cleanSubject(phrase);
    if (subject) return subject;
  }
  return undefined;
}

/** Quoted words to letter into the design ('add "MOM" on a banner'). */
function quotedTexts(instructions: string): string[] {
  const texts: string[] = [];
  for (const m of instructions.matchAll(/"([^"]{1,40})"|“([^”]{1,40})”/g)) {
    const t = (m[1] ?? m[2] ?? '').trim();
    if (t) texts.push(t);
  }
  return texts;
}

const withoutQuotes = (prompt: string) =>
  prompt
    .replace(/\s*(with |and )?(the )?(lettering|text|words?|banner)?\s*("[^"]*"|“[^”]*”)/gi, '')
    .replace(/\s{2,}/g, ' ')
    .trim();

/**
 * Applies the instructions to a design. Attributes it recognises change; quoted words become
 * lettering in the prompt; when nothing is recognised the instructions join the prompt.
 */
export function planEdit(instructions: string, design: TEditableDesign): TEditPlan {
  const raw = instructions.trim();
  const text = raw.toLowerCase().replace(/[’]/g, "'");
  const attributes: TPromptAttributes = { ...design.attributes };
  let { output, mirror } = design;
  const changes: string[] = [];
  const wasAutoPrompt = design.prompt.trim() === buildPrompt(design.attributes);
  let prompt = design.prompt;

  // Lettering first, and read from the original text so the words keep their case.
  const texts = quotedTexts(raw);
  const unquoted = text.replace(/"[^"]*"|“[^”]*”/g, ' ');
  if (/\b(remove|no|without|drop|delete) (the )?(text|lettering|words?|banner|name)\b/.test(unquoted)) {
    if (/"[^"]*"|“[^”]*”/.test(prompt)) {
      prompt = withoutQuotes(prompt);
      changes.push('lettering removed');
    }
  }
  if (texts.length) {
    const replace = /\b(change|replace|instead)\b/.test(unquoted) || /"[^"]*"|“[^”]*”/.test(prompt) === false;
    const base = replace ? withoutQuotes(prompt) : prompt;
    const banner = /\bbanner|scroll|ribbon\b/.test(unquoted) ? 'on a banner ' : '';
    prompt = `${base} with the lettering ${banner}${texts.map((t) => `"${t}"`).join(' and ')}`.trim();
    changes.push(`lettering ${texts.map((t) => `"${t}"`).join(', ')}`);
  }

  // Output: stencil or back to a full design; mirroring for transfer.
  if (/\bstencil\b/.test(unquoted) && !/\b(not|no longer|instead of) (a )?stencil\b/.test(unquoted)) {
    if (output !== 'stencil') changes.push('stencil');
    output = 'stencil';
  } else if (/\b(full design|not a stencil|no longer a stencil|back to (a |the )?design|shaded design)\b/.test(unquoted)) {
    if (output !== 'design') changes.push('full design');
    output = 'design';
  }
  if (/\b(mirror(ed)?|flip(ped)?)\b/.test(unquoted) && output === 'stencil') {
    mirror = !/\b(un-?mirror|not mirrored|don't mirror|no mirror)\b/.test(unquoted);
    changes.push(mirror ? 'mirrored' : 'not mirrored');
  }

  const style = first(unquoted, STYLE_ALIASES);
  if (style && attributes.style !== style[1]) {
    attributes.style = style[1];
    changes.push(`style → ${style[2]}`);
  }
  const technique = first(unquoted, TECHNIQUE_ALIASES);
  if (technique && attributes.technique !== technique[1]) {
    attributes.technique = technique[1];
    changes.push(`technique → ${technique[2]}`);
  }
  const composition = first(unquoted, COMPOSITION_ALIASES);
  if (composition && attributes.composition !== composition[1]) {
    attributes.composition = composition[1];
    changes.push(`composition → ${composition[2]}`);
  }
  const placement = first(unquoted, PLACEMENT_ALIASES);
  if (placement && attributes.placement !== placement[1]) {
    attributes.placement = placement[1];
    changes.push(`placement → ${placement[2]}`);
  }

  const palette = first(unquoted, EXPLICIT_PALETTES);
  let nextPalette: TPaletteId | undefined = palette?.[1];
  if (!nextPalette && MORE_COLOR.test(unquoted)) {
    // "More color" steps up: from no color to full color, from full color to vibrant.
    nextPalette = attributes.palette === 'full-color' ? 'vibrant' : attributes.palette === 'vibrant' ? 'vibrant' : 'full-color';
  }
  if (nextPalette && attributes.palette !== nextPalette) {
    attributes.palette = nextPalette;
    changes.push(`palette → ${nextPalette === 'full-color' ? 'Full Color' : (palette?.[2] ?? 'Vibrant')}`);
    // Colour and a black-and-grey technique contradict each other.
    if (nextPalette !== 'black-gray' && nextPalette !== 'black-only' && attributes.technique === 'black-gray') {
      attributes.technique = 'full-color';
    }
  }

  const subject = newSubject(unquoted);
  if (subject && attributes.subject !== subject) {
    attributes.subject = subject;
    changes.push(`subject → ${subject}`);
  }

  // An auto-built prompt follows its attributes; the user's own prompt is kept.
  if (wasAutoPrompt && changes.some((c) => !c.startsWith('lettering'))) {
    const rebuilt = buildPrompt(attributes);
    const lettering = /"[^"]*"|“[^”]*”/.test(prompt) ? prompt.slice(design.prompt.length) : '';
    prompt = `${rebuilt}${lettering}`;
  } else if (subject && !wasAutoPrompt) {
    prompt = `${subject}, ${prompt}`;
  }

  const addedToPrompt = changes.length === 0;
  if (addedToPrompt) prompt = `${prompt.replace(/[.\s]+$/, '')}. ${raw}`;
  return { prompt: cutPrompt(prompt), attributes, output, mirror, changes, addedToPrompt };
}
