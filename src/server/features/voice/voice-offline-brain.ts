// Offline Voice Glow speaks through the chat issue's offline assistant (src/server/ai/offline-assistant):
// its slots dialog, missing-field questions, knowledge base and safety rules. This only adapts its
// fields to the voice preferences and its text to being read aloud.
import { COMPOSITIONS, PALETTES, PLACEMENTS, STYLES, TECHNIQUES, labelOf } from '../../../core/options';
import type { TVoicePreferences } from '../../../core/voice/voice-schemas';
import type { TOfflineAssistant } from '../../ai/offline-assistant';
import type { TOfflineVoiceBrain } from './voice-deps';

export const OFFLINE_VOICE_GREETING =
  "Hi, I'm Voice Glow's offline assistant. Tell me about the tattoo you have in mind: what should it show, and in which style?";

/** Markdown the chat shows (bold, bullets, headings) would be read aloud literally: plain sentences instead. */
export function speakable(text: string): string {
  return text
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/^#+\s*/gm, '')
    .replace(/^\s*[-*]\s+/gm, '')
    .replace(/Press Generate Image/g, 'Press Generate now')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

export function createOfflineVoiceBrain(assistant: TOfflineAssistant): TOfflineVoiceBrain {
  return {
    greeting: () => OFFLINE_VOICE_GREETING,
    async reply(history) {
      const answer = assistant.reply({ assistantId: 'design', messages: history });
      const f = answer.fields;
      const preferences: TVoicePreferences = {};
      if (f.subject) preferences.subject = f.subject;
      if (f.style) preferences.style = labelOf(STYLES, f.style);
      if (f.technique) preferences.technique = labelOf(TECHNIQUES, f.technique);
      if (f.composition) preferences.composition = labelOf(COMPOSITIONS, f.composition);
      if (f.color) preferences.color = labelOf(PALETTES, f.color);
      if (f.placement) preferences.placement = labelOf(PLACEMENTS, f.placement);
      if (f.text) preferences.text = f.text;
      return { reply: speakable(answer.text), preferences, wantsGeneration: answer.generate };
    },
  };
}
