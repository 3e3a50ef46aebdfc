import { describe, expect, it } from 'vitest';
import { createOfflineAssistant, loadOfflineCatalog } from '../../ai/offline-assistant';
import { createOfflineVoiceBrain, speakable } from './voice-offline-brain';

describe('offline Voice Glow brain (the chat issue offline assistant, read aloud)', () => {
  it('gathers the preferences over turns and asks for what is missing', async () => {
    const brain = createOfflineVoiceBrain(createOfflineAssistant({ catalog: await loadOfflineCatalog() }));
    const history: { role: 'user' | 'assistant'; content: string }[] = [
      { role: 'assistant', content: brain.greeting() },
      { role: 'user', content: 'I want a traditional swallow on my forearm' },
    ];
    const first = await brain.reply(history, {});
    expect(first.preferences).toMatchObject({ subject: expect.stringContaining('swallow'), style: 'Traditional', placement: 'Forearm' });
    expect(first.preferences.color).toBeUndefined();
    expect(first.reply).not.toMatch(/\*\*/);
    history.push({ role: 'assistant', content: first.reply }, { role: 'user', content: 'full color please, generate it' });
    const second = await brain.reply(history, first.preferences);
    expect(second.preferences.color).toBe('Full Color');
    expect(second.wantsGeneration).toBe(true);
  });

  it('turns chat markdown into sentences that read aloud', () => {
    expect(speakable('## Styles\n- **Bold** lines\n\nPress **Generate Image** when ready')).toBe('Styles\nBold lines\nPress Generate now when ready');
  });
});
