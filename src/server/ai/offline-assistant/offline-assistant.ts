// InkGlow's offline assistant: the chat brain when no chat model is available. It keeps the design
// slots over the whole conversation, asks for what is missing one question at a time, answers
// from a MiniSearch knowledge base compiled from the domain reference and the style library,
// refuses medical treatment advice and hate imagery, and gives each of the five assistants its
// own focus. Used by POST /api/chat and by Voice Glow.
import { asksForImage, completion, conversationState, type TDesignFields, type TFieldName } from '../../../core/chat/fields';
import type { TExtractedKeywords } from '../../../core/chat/keywords';
import { matchKeywords, normalizeText } from '../../../core/chat/keywords';
import type { TAssistantId } from '../../../core/chat/assistants';
import type { TModelId } from '../../../core/models';
import type { TChatMode } from '../../../core/routing';
import { analyseConcept } from './analysis';
import type { TOfflineCatalog } from './catalog';
import { designTurn, optionsFor, type TOptionList } from './design-dialog';
import { createKnowledgeBase, type TKnowledgeBase, type TSearchHit } from './knowledge-base';
import type { TTopic } from './knowledge/types';
import { HATE_REFUSAL, TREATMENT_REFUSAL, URGENT_LINE, isHateRequest, medicalCheck, sensitiveSubjects } from './safety';

export const OFFLINE_NOTICE =
  "(I'm InkGlow's offline assistant: no AI chat model is connected, so I answer from InkGlow's built-in tattoo guide.)";

export interface TOfflineReplyInput {
  assistantId: TAssistantId;
  messages: readonly { role: 'user' | 'assistant'; content: string }[];
  mode?: TChatMode;
  model?: TModelId;
}

export interface TOfflineReply {
  text: string;
  /** The same text in small pieces, for streaming. */
  chunks(): AsyncIterable<string>;
  keywords: TExtractedKeywords;
  fields: TDesignFields;
  missing: TFieldName[];
  completion: number;
  readyToGenerate: boolean;
  /** The user asked for the image in words and the fields are complete. */
  generate: boolean;
  /** Knowledge entries the answer used (for tests and sources). */
  used: string[];
}

export interface TOfflineAssistant {
  reply(input: TOfflineReplyInput): TOfflineReply;
  knowledge: TKnowledgeBase;
}

const FOCUS: Record<TAssistantId, TTopic[]> = {
  tattoo: ['symbolism', 'placement', 'pain', 'size', 'culture', 'lettering'],
  design: ['style', 'color', 'technique', 'placement', 'size'],
  analysis: ['ageing', 'size', 'placement', 'technique', 'style'],
  styles: ['style', 'technique', 'color', 'culture'],
  aftercare: ['aftercare', 'warning', 'safety'],
};

/** Assistants that lead the design dialog on every turn, or only when the user talks design. */
const DIALOG: Record<TAssistantId, 'always' | 'design-talk' | 'never'> = {
  design: 'always',
  tattoo: 'design-talk',
  analysis: 'never',
  styles: 'never',
  aftercare: 'never',
};

const OFF_FOCUS_HINT: Record<TAssistantId, string> = {
  tattoo: '',
  design: '',
  analysis: '',
  styles: '',
  aftercare: 'For design ideas and images, the Design Assistant can help.',
};

const QUESTION = /\?\s*$|^(what|what's|whats|how|when|where|why|which|who|can|could|should|shall|is|are|do|does|did|will|would|tell me|explain|any|help|i wonder|give me|list)\b/;
const SMALL_TALK = /^(hi|hello|hey|yo|good (morning|afternoon|evening)|thanks|thank you|cheers|ok|okay|great|cool|nice)[!. ]*$/;

function isQuestion(text: string): boolean {
  return QUESTION.test(normalizeText(text).trim());
}

function hasDesignWords(text: string): boolean {
  const k = matchKeywords(text);
  return k.subject.length + k.style.length + k.color.length + k.placement.length + k.technique.length + k.composition.length > 0;
}

async function* chunked(text: string): AsyncIterable<string> {
  for (const piece of text.match(/\S+\s*/g) ?? []) yield piece;
}

const MIN_SCORE = 4;

/** Extra names people use for catalogue styles. */
const STYLE_ALIASES: Record<string, string[]> = {
  traditional: ['american traditional', 'sailor jerry style'],
  japanese: ['irezumi', 'horimono'],
  'micro-realism': ['micro realism', 'microrealism'],
  'fine-line': ['fine line', 'fineline'],
  watercolor: ['watercolour', 'water colour', 'water color'],
  'black-and-grey': ['black and gray', 'black & grey', 'black & gray'],
  'script-lettering': ['lettering', 'script'],
  'stick-and-poke': ['hand poke', 'handpoke'],
};

const norm = (text: string) => normalizeText(text).replace(/-/g, ' ');

/** The catalogue style a question names (longest name wins), if any. */
function styleNamed(question: string, catalog: TOfflineCatalog): string | undefined {
  const q = norm(question);
  let best: { id: string; length: number } | undefined;
  for (const style of catalog.styles) {
    for (const name of [style.name, style.id, ...(STYLE_ALIASES[style.id] ?? [])]) {
      const n = norm(name);
      if (new RegExp(`\\b${n.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}s?\\b`).test(q) && (!best || n.length > best.length)) best = { id: style.id, length: n.length };
    }
  }
  return best?.id;
}

const WHAT_IS = /^(what is|what's|whats|what are|tell me about|describe|explain|what does .+ style look like)\b|\bhistory of\b|\bwhere does .+ come from\b/;
const OPTIONS: [RegExp, TOptionList][] = [
  [/\b(palettes?|colou?r options|colou?r choices|colou?rs? (can|could) i)\b/, 'color'],
  [/\b(styles? (can|could) i|styles? (are|do you)|style options)\b/, 'style'],
  [/\b(techniques? (can|could) i|techniques? (are|do you)|technique options)\b/, 'technique'],
  [/\b(placements? (can|could) i|placements? (are|do you)|placement options|where can i put)\b/, 'placement'],
];

function pickAnswers(hits: TSearchHit[]): TSearchHit[] {
  if (!hits.length || hits[0].score < MIN_SCORE) return [];
  const [top, second] = hits;
  const picks = [top];
  if (second && second.score >= top.score * 0.8 && second.doc.text !== top.doc.text && !second.doc.id.startsWith(top.doc.id.replace(/-p\d+$/, '') + '-p'))
    picks.push(second);
  return picks;
}

export function createOfflineAssistant({ catalog }: { catalog: TOfflineCatalog }): TOfflineAssistant {
  const knowledge = createKnowledgeBase(catalog);

  function answer(question: string, assistantId: TAssistantId): { text: string; used: string[] } {
    const hits = knowledge.search(question, { boostTopics: FOCUS[assistantId], limit: 4 });
    const picks = pickAnswers(hits);
    if (!picks.length) return { text: '', used: [] };
    return { text: picks.map((h) => h.doc.text).join('\n\n'), used: picks.map((h) => h.doc.id) };
  }

  function reply(input: TOfflineReplyInput): TOfflineReply {
    const { assistantId } = input;
    const userMessages = input.messages.filter((m) => m.role === 'user').map((m) => m.content);
    const last = userMessages[userMessages.length - 1] ?? '';
    const previous = userMessages.slice(0, -1);
    const start = { mode: input.mode ?? 'design', model: input.model ?? ('chatgpt-image-1' as TModelId) };
    const state = conversationState(userMessages, start);
    const before = conversationState(previous, start);
    const done = completion(state.fields, state.keywords.mode);
    const newlySet = JSON.stringify(before.fields) !== JSON.stringify(state.fields);
    const wantsImage = asksForImage(last);

    const parts: string[] = [];
    const used: string[] = [];
    if (userMessages.length <= 1) parts.push(OFFLINE_NOTICE);
    let blocked = false;
    let handled = false;

    if (isHateRequest(last)) {
      parts.push(HATE_REFUSAL);
      return finish(parts, used, state, done, true, false);
    }

    const medical = medicalCheck(last);
    if (medical.treatment || (medical.warning && (assistantId === 'aftercare' || /\b(tattoo|healing|new ink)\b/.test(normalizeText(last)) || medical.urgent))) {
      if (medical.treatment) parts.push(TREATMENT_REFUSAL);
      if (medical.urgent) parts.push(URGENT_LINE);
      const warning = knowledge.get(/\b(allerg\w*|raised|bumps?|lumpy|hives|years later)\b/.test(normalizeText(last)) && !/\b(pus|fever|streaks?)\b/.test(normalizeText(last)) ? 'warning-allergy' : 'warning-signs');
      if (warning) {
        parts.push(warning.text);
        used.push(warning.id);
      }
      parts.push('If you are unsure, call a doctor, nurse line or pharmacist today and show them the tattoo.');
      handled = true;
    }

    for (const s of sensitiveSubjects(last)) {
      const doc = knowledge.get(s.doc);
      if (doc && !used.includes(doc.id)) {
        parts.push(doc.text);
        used.push(doc.id);
      }
      blocked ||= s.block;
      handled = true;
    }

    const question = isQuestion(last);
    const designTalk = hasDesignWords(last);
    const dialog = DIALOG[assistantId];

    if (!handled && SMALL_TALK.test(normalizeText(last).trim())) {
      parts.push(/^(thanks|thank you|cheers)/.test(normalizeText(last).trim()) ? "You're welcome." : 'Hello!');
    } else if (!handled && assistantId === 'analysis' && designTalk && !question) {
      const lines = analyseConcept(last, state.keywords, state.fields, catalog);
      if (lines.length) {
        parts.push("Here's my read of that concept:", lines.map((l) => `- ${l}`).join('\n'));
        handled = true;
      }
    }

    if (!handled && question) {
      const lower = normalizeText(last);
      const option = OPTIONS.find(([re]) => re.test(lower) && /\b(what|which|options|choices|choose|pick|available|offer|list)\b/.test(lower));
      const styleId = styleNamed(last, catalog);
      if (option) {
        parts.push(optionsFor(option[1], catalog));
        used.push(`options-${option[1]}`);
        handled = true;
      } else if (styleId && WHAT_IS.test(lower) && !/\b(fade|last|age|ageing|aging|hold up|blur)\b/.test(lower)) {
        const ids = /\bhistory|origin|come from|invent/.test(lower) ? [`style-${styleId}-p1`] : [`style-${styleId}`, `style-${styleId}-p1`, `style-${styleId}-p2`];
        for (const id of ids) {
          const doc = knowledge.get(id);
          if (doc) {
            parts.push(doc.text);
            used.push(id);
          }
        }
        handled = used.length > 0;
      }
    }

    // A bare "show me" / "draw it" asks for the image, not for the guide: searching it pulled in
    // whatever entry shares a word with it (how colours "show" on skin).
    const onlyAsksForImage = wantsImage && !question;
    if (!handled && !onlyAsksForImage && (question || dialog !== 'always' || !designTalk) && !SMALL_TALK.test(normalizeText(last).trim())) {
      const found = answer(last, assistantId);
      if (found.text) {
        parts.push(found.text);
        used.push(...found.used);
        handled = true;
      } else if (question || dialog === 'never') {
        parts.push(fallbackLine(assistantId));
      }
    }

    const runDialog = !blocked && (dialog === 'always' || (dialog === 'design-talk' && (designTalk || wantsImage) && !question) || (wantsImage && dialog !== 'never'));
    let ready = false;
    if (runDialog) {
      const turn = designTurn({
        fields: state.fields,
        mode: state.keywords.mode,
        missing: done.missing,
        newlySet,
        asksForImage: wantsImage,
        catalog,
      });
      parts.push(turn.text);
      ready = turn.ready;
    } else if (!blocked && wantsImage) {
      parts.push(done.complete ? 'Generating your design now.' : `To draw it I still need: ${done.missing.join(', ')}. The Design Assistant can collect them with you.`);
      ready = done.complete;
    } else if (!blocked && done.complete && designTalk && dialog !== 'never') {
      ready = true;
    }
    if (OFF_FOCUS_HINT[assistantId] && designTalk && !handled) parts.push(OFF_FOCUS_HINT[assistantId]);
    if (blocked) ready = false;
    return finish(parts, used, state, done, blocked, ready && done.complete && wantsImage, ready && done.complete);
  }

  function finish(
    parts: string[],
    used: string[],
    state: ReturnType<typeof conversationState>,
    done: ReturnType<typeof completion>,
    blocked: boolean,
    generate: boolean,
    readyToGenerate = false,
  ): TOfflineReply {
    const text = parts.filter(Boolean).join('\n\n');
    return {
      text,
      chunks: () => chunked(text),
      keywords: state.keywords,
      fields: state.fields,
      missing: done.missing,
      completion: done.percent,
      readyToGenerate: !blocked && (readyToGenerate || done.complete),
      generate: !blocked && generate,
      used,
    };
  }

  return { reply, knowledge };
}

function fallbackLine(assistantId: TAssistantId): string {
  const about: Record<TAssistantId, string> = {
    tattoo: 'tattoo ideas, meanings of motifs, placement, pain and size',
    design: 'subjects, styles, colour palettes, techniques and placements for your design',
    analysis: 'how a concept will read and age: style, size, placement, colour and line weight',
    styles: 'tattoo styles, their history, line weights and palettes',
    aftercare: 'aftercare, healing stages, and the warning signs that need a doctor',
  };
  return `I couldn't find that in my offline guide. I can help with ${about[assistantId]}. Could you rephrase, or ask about one of those?`;
}
