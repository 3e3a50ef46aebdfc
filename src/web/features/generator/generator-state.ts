// The generator's form state: attributes, the prompt and whether it is auto-built (spec §4).
// A pure reducer so the rules are unit-tested without a browser.
import type { TGenerationAttributes } from '../../../core/generation-schemas';
import { SUBJECTS } from '../../../core/options';
import {
  appendMagicPrompt,
  buildPrompt,
  cutPrompt,
  MAGIC_PROMPT_PARAGRAPH,
  PROMPT_MAX_LENGTH,
} from '../../../core/prompt';

const SUBJECT_IDS = new Set<string>(SUBJECTS.map((s) => s.value));

export type TAttributeKey = Exclude<keyof TGenerationAttributes, 'subject'>;

export interface TGeneratorForm {
  /** A SUBJECTS id chosen from the list; exclusive with `subjectText`. */
  subjectId?: string;
  /** The user's own subject words; exclusive with `subjectId`. */
  subjectText: string;
  style?: TGenerationAttributes['style'];
  technique?: TGenerationAttributes['technique'];
  composition?: TGenerationAttributes['composition'];
  palette?: TGenerationAttributes['palette'];
  placement?: TGenerationAttributes['placement'];
  prompt: string;
  /**
   * 'auto': the prompt follows the attributes. 'custom': the user typed their own or it came from
   * ?prompt=, so attribute changes leave it alone.
   */
  promptMode: 'auto' | 'custom';
  /** Magic Prompt was applied in auto mode: keep the paragraph on rebuilds. */
  magic: boolean;
}

export type TGeneratorAction =
  | { type: 'subjectFromList'; value: string | undefined }
  | { type: 'subjectText'; value: string }
  | { type: 'attribute'; key: TAttributeKey; value: string | undefined }
  | { type: 'prompt'; value: string }
  | { type: 'promptFromQuery'; value: string }
  | { type: 'magic' }
  | { type: 'restore'; prompt: string; attributes: Record<string, string> }
  | { type: 'reset' };

export const initialForm: TGeneratorForm = { subjectText: '', prompt: '', promptMode: 'auto', magic: false };

export function formAttributes(form: TGeneratorForm): TGenerationAttributes {
  const subject = form.subjectId ?? (form.subjectText.trim() || undefined);
  const out: TGenerationAttributes = {};
  if (subject) out.subject = subject;
  if (form.style) out.style = form.style;
  if (form.technique) out.technique = form.technique;
  if (form.composition) out.composition = form.composition;
  if (form.palette) out.palette = form.palette;
  if (form.placement) out.placement = form.placement;
  return out;
}

function rebuilt(form: TGeneratorForm): TGeneratorForm {
  if (form.promptMode !== 'auto') return form;
  const built = buildPrompt(formAttributes(form));
  return { ...form, prompt: form.magic ? appendMagicPrompt(built) : built };
}

export function generatorReducer(form: TGeneratorForm, action: TGeneratorAction): TGeneratorForm {
  switch (action.type) {
    case 'subjectFromList':
      // Choosing from the list clears the free text (spec §4: mutually exclusive).
      return rebuilt({ ...form, subjectId: action.value, subjectText: action.value ? '' : form.subjectText });
    case 'subjectText':
      return rebuilt({ ...form, subjectText: action.value, subjectId: action.value.trim() ? undefined : form.subjectId });
    case 'attribute':
      return rebuilt({ ...form, [action.key]: action.value || undefined });
    case 'prompt': {
      // Typing makes the prompt the user's own; clearing it hands it back to the attributes.
      if (!action.value.trim()) return rebuilt({ ...form, prompt: '', promptMode: 'auto', magic: false });
      // Over the limit (typed or pasted): cut at a word boundary (spec §5), never mid-word.
      const prompt = action.value.length > PROMPT_MAX_LENGTH ? cutPrompt(action.value) : action.value;
      return { ...form, prompt, promptMode: 'custom' };
    }
    case 'promptFromQuery':
      return { ...form, prompt: cutPrompt(action.value), promptMode: 'custom', magic: false };
    case 'magic':
      return form.promptMode === 'auto'
        ? rebuilt({ ...form, magic: true })
        : { ...form, prompt: appendMagicPrompt(form.prompt) };
    case 'restore': {
      const a = action.attributes;
      const subjectIsListed = a.subject && SUBJECT_IDS.has(a.subject);
      return {
        subjectId: subjectIsListed ? a.subject : undefined,
        subjectText: subjectIsListed ? '' : (a.subject ?? ''),
        style: a.style as TGeneratorForm['style'],
        technique: a.technique as TGeneratorForm['technique'],
        composition: a.composition as TGeneratorForm['composition'],
        palette: a.palette as TGeneratorForm['palette'],
        placement: a.placement as TGeneratorForm['placement'],
        prompt: action.prompt,
        promptMode: 'custom',
        magic: action.prompt.endsWith(MAGIC_PROMPT_PARAGRAPH),
      };
    }
    case 'reset':
      return initialForm;
  }
}
