// The design fields a chat conversation fills (subject, style, colour, placement, ...), the
// required fields per mode and the completion percent (spec §5), and the generate request built
// from them. Pure.
import type { TGenerateRequestInput } from '../generation-schemas';
import type { TModelId } from '../models';
import type { TCompositionId, TPaletteId, TPlacementId, TStyleId, TTechniqueId } from '../options';
import { buildPrompt, cutPrompt } from '../prompt';
import { autoSelectModel, type TChatMode } from '../routing';
import { confidenceOf, emptyKeywordLists, matchKeywords, normalizeText, switchMode, type TExtractedKeywords, type TKeywordLists } from './keywords';
import { COLOR_VOCAB, COMPOSITION_VOCAB, PLACEMENT_VOCAB, STYLE_VOCAB, TECHNIQUE_VOCAB, type TVocabEntry } from './vocabulary';

export interface TDesignFields {
  /** The motif in the user's words ("wolf and moon"). */
  subject?: string;
  style?: TStyleId;
  technique?: TTechniqueId;
  composition?: TCompositionId;
  /** A palette id (the spec's "color" field). */
  color?: TPaletteId;
  placement?: TPlacementId;
  /** Lettering for typography: the quoted words. */
  text?: string;
}

export type TFieldName = 'subject' | 'style' | 'color' | 'placement' | 'text';

/** Spec §5. */
export const REQUIRED_FIELDS: Record<TChatMode, readonly TFieldName[]> = {
  design: ['subject', 'style', 'color'],
  body_preview: ['subject', 'style', 'placement', 'color'],
  typography: ['text', 'style', 'color'],
};

export const FIELD_LABELS: Record<TFieldName, string> = {
  subject: 'Subject',
  style: 'Style',
  color: 'Color',
  placement: 'Placement',
  text: 'Text',
};

export interface TCompletion {
  /** 0-100, the share of required fields present. */
  percent: number;
  missing: TFieldName[];
  complete: boolean;
}

export function completion(fields: TDesignFields, mode: TChatMode): TCompletion {
  const required = REQUIRED_FIELDS[mode];
  const missing = required.filter((f) => !fields[f]?.toString().trim());
  const percent = Math.round(((required.length - missing.length) / required.length) * 100);
  return { percent, missing, complete: missing.length === 0 };
}

/** 'Missing Required Fields' / 'Please provide: Subject, Color'. */
export const MISSING_FIELDS_TITLE = 'Missing Required Fields';
export const missingFieldsMessage = (missing: readonly TFieldName[]) =>
  `Please provide: ${missing.map((f) => FIELD_LABELS[f]).join(', ')}`;

const valueOf = <V extends string>(vocab: readonly TVocabEntry<V>[], keywords: string[]): V | undefined => {
  for (let i = keywords.length - 1; i >= 0; i--) {
    const value = vocab.find((e) => e.keyword === keywords[i])?.value;
    if (value) return value;
  }
  return undefined;
};

/** The quoted words of a message ('the word "Hope"'), for lettering. */
export function quotedText(text: string): string | undefined {
  const m = /"([^"]{1,60})"|“([^”]{1,60})”/.exec(text);
  return (m?.[1] ?? m?.[2])?.trim() || undefined;
}

/** Fields one message sets (unset ones are absent). */
export function fieldsFromKeywords(lists: TKeywordLists, text: string): TDesignFields {
  const fields: TDesignFields = {};
  const subjects = lists.subject.filter((s) => !['lettering', 'quote', 'name', 'script'].includes(s));
  if (subjects.length) fields.subject = subjects.slice(0, 3).join(' and ');
  const quoted = quotedText(text);
  if (quoted) fields.text = quoted;
  if (!fields.subject && (quoted || lists.subject.length)) fields.subject = quoted ? `lettering "${quoted}"` : lists.subject[0];
  const style = valueOf(STYLE_VOCAB, lists.style);
  if (style) fields.style = style;
  const technique = valueOf(TECHNIQUE_VOCAB, lists.technique);
  if (technique) fields.technique = technique;
  const composition = valueOf(COMPOSITION_VOCAB, lists.composition);
  if (composition) fields.composition = composition;
  const color = valueOf(COLOR_VOCAB, lists.color);
  if (color) fields.color = color;
  const placement = valueOf(PLACEMENT_VOCAB, lists.placement);
  if (placement) fields.placement = placement;
  return fields;
}

export interface TConversationState {
  fields: TDesignFields;
  keywords: TExtractedKeywords;
}

/**
 * Folds the user's messages in order: each message's keywords add to the lists, and the fields it
 * names replace earlier ones (the latest word wins). Mode and model follow the spec's automatic
 * rules for the newest message only, from the given starting point: that is the page's current
 * mode and model, which already carry what earlier messages switched and any choice the user made
 * since. Re-running the rules over the whole history flipped a user's Design back to Body Preview
 * (or their model back to FLUX) on the next message.
 */
export function conversationState(
  userMessages: readonly string[],
  start: { mode: TChatMode; model: TModelId; fields?: TDesignFields },
): TConversationState {
  const lists = emptyKeywordLists();
  let fields: TDesignFields = { ...start.fields };
  let { mode, model } = start;
  userMessages.forEach((message, i) => {
    const own = matchKeywords(message);
    for (const key of Object.keys(lists) as (keyof TKeywordLists)[]) {
      for (const k of own[key]) if (!lists[key].includes(k)) lists[key].push(k);
    }
    fields = { ...fields, ...fieldsFromKeywords(own, message) };
    if (i === userMessages.length - 1) {
      mode = switchMode(own, mode);
      model = autoSelectModel({ text: message, mode, currentModel: model });
    }
  });
  const all = userMessages.join(' ');
  return { fields, keywords: { ...lists, confidence: confidenceOf(lists, all), mode, model } };
}

/** "show me", "draw it", "generate it": the user asks for the image in words. */
export function asksForImage(text: string): boolean {
  return /\b(show me( it| the design| what it looks like)?|draw (it|this|that|one|me)|generate( it| this| the (image|design|tattoo)| an? (image|design))?|render it|let'?s see( it)?|make (the|an) image|create (it|the image|the design))\b/.test(
    normalizeText(text),
  ) && !/\b(don'?t|do not|not yet)\b/.test(normalizeText(text));
}

/** POST /api/generate body from the conversation's fields (same service and messages as the generator). */
export function generateRequestFor(fields: TDesignFields, mode: TChatMode, model: TModelId): TGenerateRequestInput {
  const attributes = {
    subject: fields.subject?.slice(0, 80),
    style: fields.style,
    technique: fields.technique,
    composition: fields.composition,
    palette: fields.color,
    placement: fields.placement,
  };
  let prompt = buildPrompt(attributes) || 'A tattoo design.';
  if (fields.text && !prompt.includes(`"${fields.text}"`)) prompt = `${prompt.replace(/\.$/, '')} with the lettering "${fields.text}".`;
  if (mode === 'body_preview' && fields.placement) prompt = `${prompt.replace(/\.$/, '')}, shown on the skin.`;
  return { prompt: cutPrompt(prompt), model, attributes };
}
