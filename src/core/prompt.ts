// Prompt building for the generator (spec §4 auto-build, §5 limits and defaults). Pure.
import {
  COMPOSITIONS,
  PALETTES,
  PLACEMENTS,
  STYLES,
  SUBJECTS,
  TECHNIQUES,
  labelOf,
  type TCompositionId,
  type TPaletteId,
  type TPlacementId,
  type TStyleId,
  type TTechniqueId,
} from './options';

/** Spec §9: a prompt is at most 280 characters. */
export const PROMPT_MAX_LENGTH = 280;

/** The generator's chosen attributes. `subject` is a SUBJECTS id or the user's own words. */
export interface TPromptAttributes {
  subject?: string;
  style?: TStyleId;
  technique?: TTechniqueId;
  composition?: TCompositionId;
  palette?: TPaletteId;
  placement?: TPlacementId;
}

/**
 * Appended by Magic Prompt (spec §4). Kept short on purpose: the longest auto-built sentence
 * plus this paragraph still fits in 280 characters, so the cut never eats into it.
 */
export const MAGIC_PROMPT_PARAGRAPH =
  'Crisp clean linework, bold readable shapes, smooth shading and balanced negative space, ready to stencil.';

/** Spec §5 defaults for any part the user left unset, in the words the provider reads. */
export const PROMPT_DEFAULTS = {
  subject: 'abstract design',
  style: 'traditional',
  technique: 'linework',
  composition: 'balanced',
  palette: 'black and gray',
  placement: 'forearm',
} as const;

interface TPromptParts {
  subject?: string;
  style?: string;
  technique?: string;
  composition?: string;
  palette?: string;
  placement?: string;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

const clean = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() || undefined;

/** The option labels for the attributes (a free-text subject is kept as typed). */
export function attributeLabels(attributes: TPromptAttributes): TPromptParts {
  const subject = clean(attributes.subject);
  return {
    subject: subject && SUBJECTS.some((s) => s.value === subject) ? labelOf(SUBJECTS, subject) : subject,
    style: attributes.style ? labelOf(STYLES, attributes.style) : undefined,
    technique: attributes.technique ? labelOf(TECHNIQUES, attributes.technique) : undefined,
    composition: attributes.composition ? labelOf(COMPOSITIONS, attributes.composition) : undefined,
    palette: attributes.palette ? labelOf(PALETTES, attributes.palette) : undefined,
    placement: attributes.placement ? labelOf(PLACEMENTS, attributes.placement) : undefined,
  };
}

/** Names of peoples and places keep their capital letter mid-sentence ('a Japanese style'). */
const PROPER_WORDS = new Set(['japanese', 'celtic', 'polynesian', 'maori', 'chicano', 'american']);

/**
 * An option label as it reads inside a sentence: 'Bold Lines' -> 'bold lines', 'Black & Gray' ->
 * 'black and gray', 'Japanese' stays. A free-text subject is the user's own words: left as typed.
 */
export function sentenceLabel(label: string): string {
  return label
    .replace(/\s*&\s*/g, ' and ')
    .split(/(\s+|-)/)
    .map((word) => (PROPER_WORDS.has(word.toLowerCase()) ? word : word.toLowerCase()))
    .join('');
}

/** The option labels for a sentence: lower-case mid-sentence, the user's subject as typed. */
function sentenceLabels(attributes: TPromptAttributes): TPromptParts {
  const labels = attributeLabels(attributes);
  const listed = (value: string | undefined) => (value ? sentenceLabel(value) : undefined);
  const subject = clean(attributes.subject);
  return {
    subject: subject && SUBJECTS.some((s) => s.value === subject) ? listed(labels.subject) : labels.subject,
    style: listed(labels.style),
    technique: listed(labels.technique),
    composition: listed(labels.composition),
    palette: listed(labels.palette),
    placement: listed(labels.placement),
  };
}

/**
 * The spec's sentence, 'A {style} style tattoo of {subject} with {technique} technique,
 * {composition} composition, using a {palette} color palette, designed for {placement}
 * placement.', with every unset part (and the words that only join it) left out.
 */
function sentence(parts: TPromptParts): string {
  const style = clean(parts.style);
  const subject = clean(parts.subject);
  const technique = clean(parts.technique);
  const composition = clean(parts.composition);
  const palette = clean(parts.palette);
  const placement = clean(parts.placement);
  if (!style && !subject && !technique && !composition && !palette && !placement) return '';

  const head = style ? `${article(style)} ${style} style tattoo` : 'a tattoo';
  let text = head.charAt(0).toUpperCase() + head.slice(1);
  if (subject) text += ` of ${subject}`;
  const withParts = [
    technique ? `${technique} technique` : undefined,
    composition ? `${composition} composition` : undefined,
  ].filter(Boolean);
  if (withParts.length) text += ` with ${withParts.join(', ')}`;
  if (palette) text += `, using ${article(palette)} ${palette} color palette`;
  if (placement) text += `, designed for ${placement} placement`;
  return `${text}.`;
}

/** The auto-built prompt from the chosen attributes; '' when nothing is chosen. */
export function buildPrompt(attributes: TPromptAttributes): string {
  return cutPrompt(sentence(sentenceLabels(attributes)));
}

/**
 * The full prompt a provider gets when it must describe a whole design from attributes alone
 * (chat and voice keyword paths): unset parts take the spec's defaults, so it is never empty.
 */
export function buildProviderPrompt(attributes: TPromptAttributes): string {
  const labels = sentenceLabels(attributes);
  return cutPrompt(
    sentence({
      subject: labels.subject ?? PROMPT_DEFAULTS.subject,
      style: labels.style ?? PROMPT_DEFAULTS.style,
      technique: labels.technique ?? PROMPT_DEFAULTS.technique,
      composition: labels.composition ?? PROMPT_DEFAULTS.composition,
      palette: labels.palette ?? PROMPT_DEFAULTS.palette,
      placement: labels.placement ?? PROMPT_DEFAULTS.placement,
    }),
  );
}

/**
 * Trims and caps a prompt at `max` characters, cutting at the last word boundary that fits
 * (a single over-long word is cut hard) and dropping a dangling comma or similar.
 */
export function cutPrompt(text: string, max = PROMPT_MAX_LENGTH): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const window = trimmed.slice(0, max + 1);
  const lastSpace = window.search(/\s\S*$/);
  const cut = lastSpace > 0 ? window.slice(0, lastSpace) : trimmed.slice(0, max);
  return cut.replace(/[\s,;:–—-]+$/, '');
}

/**
 * What Magic Prompt would do to this prompt: 'added' (the whole paragraph fits), 'present' (it is
 * already there) or 'no-room' (the prompt is too long for the paragraph; nothing is appended, and
 * the page must say so rather than claim success).
 */
export function magicPromptOutcome(prompt: string): 'added' | 'present' | 'no-room' {
  const base = prompt.trim();
  if (base.endsWith(MAGIC_PROMPT_PARAGRAPH)) return 'present';
  const joined = base ? `${base} ${MAGIC_PROMPT_PARAGRAPH}` : MAGIC_PROMPT_PARAGRAPH;
  return joined.length <= PROMPT_MAX_LENGTH ? 'added' : 'no-room';
}

/** How many characters a prompt must lose so the Magic Prompt paragraph fits. */
export function magicPromptShortfall(prompt: string): number {
  const base = prompt.trim();
  return Math.max(0, base.length + 1 + MAGIC_PROMPT_PARAGRAPH.length - PROMPT_MAX_LENGTH);
}

/**
 * Magic Prompt: the prompt with the descriptive paragraph appended (once). When the whole
 * paragraph does not fit the prompt is returned unchanged: half a paragraph helps nobody.
 */
export function appendMagicPrompt(prompt: string): string {
  const base = prompt.trim();
  if (magicPromptOutcome(base) !== 'added') return base;
  return base ? `${base} ${MAGIC_PROMPT_PARAGRAPH}` : MAGIC_PROMPT_PARAGRAPH;
}

/** Magic Prompt needs at least one of these (spec §5 'No Selections'); the subject does not count. */
export function hasMagicPromptSelection(attributes: TPromptAttributes): boolean {
  return Boolean(
    attributes.style || attributes.technique || attributes.composition || attributes.palette || attributes.placement,
  );
}
