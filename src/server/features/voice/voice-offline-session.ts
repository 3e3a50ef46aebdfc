// An offline Voice Glow session (no realtime key): the same socket talks to the offline assistant.
// The page sends text (typed, or recognised by the browser's speech recognition) and speaks the
// replies with speech synthesis; badges, 'Ready to Generate' and generation with the offline engine.
import { missingPreferences } from '../../../core/voice/voice-preferences';
import type { TVoicePreferences } from '../../../core/voice/voice-schemas';
import type { TVoiceCaller, TVoiceDeps, TVoiceLog } from './voice-deps';
import { runVoiceGeneration } from './voice-generation';
import type { TVoicePage } from './voice-page';
import type { TVoiceMode } from './voice-realtime-session';

/** Conversation turns the offline assistant sees (older ones are dropped). */
const HISTORY_LIMIT = 30;

export function startOfflineSession(input: {
  page: TVoicePage;
  caller: TVoiceCaller;
  reason: string;
  deps: TVoiceDeps;
  log: TVoiceLog;
}): TVoiceMode {
  const { page, deps, log, caller } = input;
  const abort = new AbortController();
  const history: { role: 'user' | 'assistant'; content: string }[] = [];
  let preferences: TVoicePreferences = {};
  let busy = false;
  let generating = false;

  const say = (text: string) => {
    history.push({ role: 'assistant', content: text });
    page.send({ type: 'response.text.done', text });
    page.send({ type: 'response.done' });
  };

  const generate = async () => {
    if (generating) return;
    generating = true;
    const result = await runVoiceGeneration({ deps, page, caller, preferences, model: 'local', signal: abort.signal, log });
    generating = false;
    if (result.ok) say('Here is your design, drawn by the offline engine. Tell me what you would like to change.');
  };

  page.send({ type: 'session.ready', mode: 'offline', reason: input.reason });
  say(deps.offline.greeting());

  async function onText(text: string) {
    if (busy) return;
    busy = true;
    page.touch();
    // The page shows the person's own words itself (typed, or recognised in the browser).
    history.push({ role: 'user', content: text });
    try {
      const turn = await deps.offline.reply(history.slice(-HISTORY_LIMIT), preferences);
      if (page.closed) return;
      const changed = JSON.stringify(turn.preferences) !== JSON.stringify(preferences);
      preferences = turn.preferences;
      if (changed) {
        const missing = missingPreferences(preferences);
        page.send({ type: 'preferences_update', preferences, completed: missing.length === 0, missing });
      }
      say(turn.reply);
      if (turn.wantsGeneration && missingPreferences(preferences).length === 0) await generate();
    } finally {
      busy = false;
    }
  }

  return {
    // Offline, the browser recognises speech itself and sends text: audio has no use here.
    onAudio() {},
    onMessage(message) {
      if (message.type === 'conversation.item.create') {
        void onText(message.item.content.map((c) => c.text).join(' '));
      } else if (message.type === 'generate') {
        void generate();
      }
      // Audio, commits and response requests have no meaning offline: the page sends text.
    },
    close() {
      abort.abort();
    },
  };
}
