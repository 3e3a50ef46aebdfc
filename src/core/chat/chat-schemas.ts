// Wire shapes of POST /api/chat, its server-sent events, /api/conversations and POST
// /api/transcribe (ARCHITECTURE §6), shared by server and web. Pure zod.
import { z } from 'zod';
import { MODEL_IDS } from '../models';
import { COMPOSITIONS, PALETTES, PLACEMENTS, STYLES, TECHNIQUES, values } from '../options';
import { ASSISTANT_IDS } from './assistants';
import { ZApiErrorBody } from '../api-error-schemas';
import { CONVERSATION_TITLE_MAX } from './chat-values';

// The chat's plain values (no zod), for the chat page's first screen.
export * from './chat-values';


/** Longest message we accept (characters) and most messages in one request. */
export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_MESSAGES_MAX = 60;
/** Chat completions (spec §9). */
export const CHAT_MAX_TOKENS = 2000;
export const CHAT_TEMPERATURE = 0.7;

export const ZAssistantId = z.enum(ASSISTANT_IDS, {
  message: `unknown assistant; use one of ${ASSISTANT_IDS.join(', ')}`,
});

export const ZChatMode = z.enum(['design', 'body_preview', 'typography'], {
  message: 'must be design, body_preview or typography',
});

/** The image models the chat page offers (spec §3). */
export const CHAT_IMAGE_MODELS = ['chatgpt-image-1', 'flux-context', 'ideogram'] as const;
export const ZChatImageModel = z.enum(MODEL_IDS, { message: 'unknown image model' });

export const ZDesignFields = z.object({
  subject: z.string().trim().max(120).optional(),
  style: z.enum(values(STYLES)).optional(),
  technique: z.enum(values(TECHNIQUES)).optional(),
  composition: z.enum(values(COMPOSITIONS)).optional(),
  color: z.enum(values(PALETTES)).optional(),
  placement: z.enum(values(PLACEMENTS)).optional(),
  text: z.string().trim().max(80).optional(),
});

export const ZChatMessage = z.object({
  role: z.enum(['user', 'assistant'], { message: 'must be user or assistant' }),
  content: z
    .string({ message: 'must be text' })
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(CHAT_MESSAGE_MAX, { message: `must be at most ${CHAT_MESSAGE_MAX} characters` }),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatRequest = z.object({
  assistantId: ZAssistantId,
  messages: z
    .array(ZChatMessage, { message: 'must be a list of messages' })
    .min(1, { message: 'must hold at least one message' })
    .max(CHAT_MESSAGES_MAX, { message: `must hold at most ${CHAT_MESSAGES_MAX} messages` })
    .refine((list) => list[list.length - 1]?.role === 'user', { message: 'the last message must be from the user' }),
  mode: ZChatMode.default('design'),
  model: ZChatImageModel.default('chatgpt-image-1'),
});
export type TChatRequest = z.infer<typeof ZChatRequest>;
export type TChatRequestInput = z.input<typeof ZChatRequest>;

const list = z.array(z.string());
export const ZExtractedKeywords = z.object({
  subject: list,
  style: list,
  technique: list,
  composition: list,
  color: list,
  placement: list,
  imageModel: list,
  confidence: z.number().min(0).max(1),
  mode: ZChatMode,
  model: z.enum(MODEL_IDS),
});

/** JSON answer of POST /api/chat, and the `done` event of the stream. */
export const ZChatReply = z.object({
  message: z.string(),
  keywords: ZExtractedKeywords,
  fields: ZDesignFields,
  missing: z.array(z.enum(['subject', 'style', 'color', 'placement', 'text'])),
  completion: z.number().int().min(0).max(100),
  readyToGenerate: z.boolean(),
  /** The user asked for the image in words ("show me", "draw it"). */
  generate: z.boolean(),
  /** Which brain answered: the chat model, or the offline assistant. */
  source: z.enum(['llm', 'offline']),
});
export type TChatReply = z.infer<typeof ZChatReply>;

/**
 * Server-sent events: `meta` {source} first (who answers: the model or the offline assistant), then
 * `delta` {text} as the reply is written, then `done` (TChatReply) or `error`.
 */
export const ZChatMeta = ZChatReply.pick({ source: true });
export type TChatMeta = z.infer<typeof ZChatMeta>;
export const ZChatDelta = z.object({ text: z.string() });
/** The stream's `error` event: the API's one error shape. */
export const ZChatStreamError = ZApiErrorBody;
export type TChatDelta = z.infer<typeof ZChatDelta>;
export type TChatStreamError = z.infer<typeof ZChatStreamError>;

// Conversations (saved chats of a signed-in user).
export const CONVERSATION_MESSAGES_MAX = 400;
export const CONVERSATION_IMAGES_MAX = 100;

export const ZStoredMessage = z.object({
  id: z.string().min(1).max(64),
  content: z.string().max(20_000),
  sender: z.enum(['user', 'assistant']),
  timestamp: z.string().max(40),
  imageUrl: z.string().max(500).optional(),
});
export type TStoredMessage = z.infer<typeof ZStoredMessage>;

export const ZChatImage = z.object({
  id: z.string().min(1).max(64),
  url: z.string().min(1).max(500),
  prompt: z.string().max(1000),
  timestamp: z.string().max(40),
  model: z.string().max(40).optional(),
  note: z.string().max(500).optional(),
});
export type TChatImage = z.infer<typeof ZChatImage>;

const ZTitle = z.string().trim().min(1, { message: 'must not be empty' }).max(CONVERSATION_TITLE_MAX, {
  message: `must be at most ${CONVERSATION_TITLE_MAX} characters`,
});

const conversationShape = {
  title: ZTitle,
  assistant_id: ZAssistantId,
  messages: z.array(ZStoredMessage).max(CONVERSATION_MESSAGES_MAX, { message: `must hold at most ${CONVERSATION_MESSAGES_MAX} messages` }),
  images: z.array(ZChatImage).max(CONVERSATION_IMAGES_MAX, { message: `must hold at most ${CONVERSATION_IMAGES_MAX} images` }),
  fields: ZDesignFields,
  mode: ZChatMode,
  model: z.enum(MODEL_IDS),
};

export const ZConversationWrite = z.strictObject({
  ...conversationShape,
  images: conversationShape.images.default([]),
  fields: ZDesignFields.default({}),
  mode: ZChatMode.default('design'),
  model: z.enum(MODEL_IDS).default('chatgpt-image-1'),
});
export type TConversationWrite = z.infer<typeof ZConversationWrite>;
export type TConversationWriteInput = z.input<typeof ZConversationWrite>;

export const ZConversationPatch = z.strictObject(conversationShape).partial().refine((p) => Object.keys(p).length > 0, {
  message: 'nothing to change',
});
export type TConversationPatch = z.infer<typeof ZConversationPatch>;

export const ZConversation = z.object({
  id: z.string(),
  title: z.string(),
  assistant_id: ZAssistantId,
  messages: z.array(ZStoredMessage),
  images: z.array(ZChatImage),
  fields: ZDesignFields,
  mode: ZChatMode,
  model: z.enum(MODEL_IDS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZConversationSummary = ZConversation.pick({ id: true, title: true, assistant_id: true, created_at: true, updated_at: true }).extend({
  message_count: z.number().int(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;
export const ZConversationList = z.object({ conversations: z.array(ZConversationSummary) });
export type TConversationList = z.infer<typeof ZConversationList>;

// Transcription.
/** Longest recording (spec §9: manual recording stops after 10 s), with a little slack. */
export const TRANSCRIBE_MAX_SECONDS = 10.5;
/** Largest audio accepted (decoded bytes): 10 s of 48 kHz 16-bit mono WAV fits. */
export const TRANSCRIBE_MAX_BYTES = 1_000_000;
export const TRANSCRIBE_NO_KEY_MESSAGE =
  'Voice transcription needs an OpenAI key. Please type your message instead.';

export const ZTranscribeRequest = z.object({
  audio: z.string({ message: 'must be base64 audio' }).min(1, { message: 'must not be empty' }),
  mime: z
    .string()
    .regex(/^audio\/[a-z0-9.+-]+(;.*)?$/i, { message: 'must be an audio type' })
    .max(100)
    .default('audio/webm'),
  /** How long the browser recorded, when it knows. */
  durationMs: z.number().nonnegative().optional(),
});
export type TTranscribeRequest = z.infer<typeof ZTranscribeRequest>;
export type TTranscribeRequestInput = z.input<typeof ZTranscribeRequest>;
export const ZTranscribeResponse = z.object({ text: z.string() });
export type TTranscribeResponse = z.infer<typeof ZTranscribeResponse>;
