// Voice preferences (spec §3): merging tool-call updates, completeness ('Ready to Generate') and
// the generation prompt. Pure.
import { REQUIRED_FIELDS } from '../chat/fields';
import { buildPrompt, cutPrompt, type TPromptAttributes } from '../prompt';
import { COMPOSITIONS, PALETTES, PLACEMENTS, STYLES, TECHNIQUES, type TOption } from '../options';
import {
  VOICE_PREFERENCE_FIELDS,
  ZVoicePreferences,
  type TVoicePreferenceField,
  type TVoicePreferences,
} from './voice-schemas';

/**
 * Spec §5 generation rule: a design needs subject, style and color; lettering (typography) needs
 * text, style and color. Either way the preferences are complete.
 */
export function missingPreferences(prefs: TVoicePreferences): TVoicePreferenceField[] {
  const mode = prefs.text && !prefs.subject ? 'typography' : 'design';
  // The chat's rule (core/chat): the same required fields, checked on the spoken words.
  return REQUIRED_FIELDS[mode].filter((f) => !prefs[f]?.trim());
}

export const preferencesComplete = (prefs: TVoicePreferences) => missingPreferences(prefs).length === 0;

/**
 * Merges an update (a tool call's parsed arguments or the offline assistant's slots) into the
 * current preferences. Unknown fields and non-text values are ignored; an empty string clears.
 */
export function mergePreferences(current: TVoicePreferences, update: unknown): TVoicePreferences {
  if (!update || typeof update !== 'object') return current;
  const next: TVoicePreferences = { ...current };
  for (const field of VOICE_PREFERENCE_FIELDS) {
    const value = (update as Record<string, unknown>)[field];
    if (typeof value !== 'string') continue;
    const trimmed = value.replace(/\s+/g, ' ').trim().slice(0, 120);
    if (trimmed) next[field] = trimmed;
    else delete next[field];
  }
  return ZVoicePreferences.parse(next);
}

const norm = (s: string) => s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, ' ').trim();

/** The option id whose value or label matches the spoken words (e.g. 'black and gray' -> black-gray). */
function optionFor<V extends string>(list: readonly TOption<V>[], words: string | undefined): V | undefined {
  if (!words) return undefined;
  const n = norm(words);
  const exact = list.find((o) => norm(o.value) === n || norm(o.label) === n);
  if (exact) return exact.value;
  return list.find((o) => n.includes(norm(o.label)) || n.includes(norm(o.value)))?.value;
}

/** Generator attributes for the preferences (spoken words mapped to option ids where they match). */
export function preferencesToAttributes(prefs: TVoicePreferences): TPromptAttributes {
  return {
    subject: prefs.subject,
    style: optionFor(STYLES, prefs.style),
    technique: optionFor(TECHNIQUES, prefs.technique),
    composition: optionFor(COMPOSITIONS, prefs.composition),
    palette: optionFor(PALETTES, prefs.color),
    placement: optionFor(PLACEMENTS, prefs.placement),
  };
}

/**
 * The prompt a generate_request carries: the spec's auto-built sentence, with the person's own
 * words where no option matched, the lettering, and the assistant's extra description if any.
 */
export function preferencesPrompt(prefs: TVoicePreferences, extra?: string): string {
  const attrs = preferencesToAttributes(prefs);
  let prompt = buildPrompt(attrs) || 'A tattoo design.';
  const unmatched: string[] = [];
  if (prefs.style && !attrs.style) unmatched.push(`${prefs.style} style`);
  if (prefs.technique && !attrs.technique) unmatched.push(prefs.technique);
  if (prefs.color && !attrs.palette) unmatched.push(`${prefs.color} colors`);
  if (prefs.placement && !attrs.placement) unmatched.push(`for the ${prefs.placement}`);
  if (prefs.composition && !attrs.composition) unmatched.push(`${prefs.composition} composition`);
  if (unmatched.length) prompt += ` ${unmatched.join(', ')}.`;
  if (prefs.text) prompt += ` Lettering: "${prefs.text}".`;
  if (extra?.trim()) prompt += ` ${extra.trim()}`;
  return cutPrompt(prompt);
}
