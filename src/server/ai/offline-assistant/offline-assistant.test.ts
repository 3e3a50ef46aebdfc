import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineAssistant, loadOfflineCatalog, OFFLINE_NOTICE, type TOfflineAssistant } from './index';
import { QUESTION_CASES } from './questions.fixture';
import { ASSISTANTS } from '../../../core/chat/assistants';

let assistant: TOfflineAssistant;
beforeAll(async () => {
  assistant = createOfflineAssistant({ catalog: await loadOfflineCatalog() });
});

const ask = (assistantId: (typeof QUESTION_CASES)[number]['assistantId'], ...userTurns: string[]) =>
  assistant.reply({
    assistantId,
    messages: userTurns.flatMap((content, i) => (i ? [{ role: 'assistant' as const, content: 'ok' }, { role: 'user' as const, content }] : [{ role: 'user' as const, content }])),
  });

describe('offline assistant: real questions answered with the reference facts', () => {
  it('has at least 30 questions covering all five assistants', () => {
    expect(QUESTION_CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(QUESTION_CASES.map((q) => q.assistantId))).toEqual(new Set(ASSISTANTS.map((a) => a.id)));
  });

  for (const q of QUESTION_CASES) {
    it(`${q.assistantId}: ${q.question}`, () => {
      const { text } = ask(q.assistantId, q.question);
      for (const fact of q.facts) expect(text).toMatch(fact);
      for (const bad of q.not ?? []) expect(text).not.toMatch(bad);
    });
  }
});

describe('offline assistant: behaviour', () => {
  it('says plainly that it is the offline assistant on the first reply only', () => {
    expect(ask('tattoo', 'hello').text).toContain(OFFLINE_NOTICE);
    expect(ask('tattoo', 'hello', 'what does a rose mean?').text).not.toContain(OFFLINE_NOTICE);
  });

  it('keeps the design slots over the conversation and asks one question at a time', () => {
    const first = ask('design', 'I want a wolf');
    expect(first.fields.subject).toBe('wolf');
    expect(first.missing).toEqual(['style', 'color']);
    expect(first.text).toMatch(/Which style would you like for the wolf\?/);
    expect(first.text).toMatch(/Realism/);
    expect(first.text).not.toMatch(/colour palette\?/);

    const second = ask('design', 'I want a wolf', 'realism please');
    expect(second.fields).toMatchObject({ subject: 'wolf', style: 'realism' });
    expect(second.text).toMatch(/Which colour palette\?/);
    expect(second.text).toMatch(/Black & Gray/);
    expect(second.readyToGenerate).toBe(false);

    const third = ask('design', 'I want a wolf', 'realism please', 'black and grey');
    expect(third.missing).toEqual([]);
    expect(third.completion).toBe(100);
    expect(third.readyToGenerate).toBe(true);
    expect(third.text).toMatch(/Generate Image/);
    expect(third.generate).toBe(false);

    const fourth = ask('design', 'I want a wolf', 'realism please', 'black and grey', 'show me');
    expect(fourth.generate).toBe(true);
    // A bare request for the image is not a question for the guide ("show" once pulled in how colours show on skin).
    for (const words of ['show me', 'draw it', "let's see it"]) {
      const r = ask('design', 'I want a wolf', 'realism please', 'black and grey', words);
      expect(r.used, words).toEqual([]);
      expect(r.text, words).not.toMatch(/melanin/);
    }
  });

  it('asks for the placement with sizes once the talk turns to the body', () => {
    const r = ask('design', 'a traditional rose in full colour, I want to see it on my skin');
    expect(r.keywords.mode).toBe('body_preview');
    expect(r.missing).toEqual(['placement']);
    expect(r.text).toMatch(/Where on the body/);
    expect(r.text).toMatch(/\*\*Forearm\*\* \(small 5x7\.5 cm/);
  });

  it('answers a design question and still asks for the next field', () => {
    const r = ask('design', 'I want a koi', 'what does a koi symbolise?');
    expect(r.text).toMatch(/perseverance/);
    expect(r.text).toMatch(/Which style/);
  });

  it('refuses hate imagery and never offers to generate it', () => {
    const r = ask('design', 'a realistic eagle with 1488 in black and grey');
    expect(r.text).toMatch(/hate symbols/);
    expect(r.readyToGenerate).toBe(false);
    expect(r.generate).toBe(false);
  });

  it('does not refuse Norse designs by default', () => {
    const r = ask('design', 'a vegvisir with runes in blackwork, black only');
    expect(r.text).not.toMatch(/can't help/);
    expect(r.text).toMatch(/judged in context/);
    expect(r.readyToGenerate).toBe(true);
  });

  it('each assistant answers in its own focus', () => {
    const question = 'tell me about the rose';
    expect(ask('tattoo', question).used[0]).toMatch(/^symbol-rose/);
    expect(ask('aftercare', 'what is normal after a day?').used[0]).toMatch(/^aftercare-/);
    expect(ask('styles', 'tell me about blackwork').used[0]).toMatch(/^(style|style-fact)-/);
  });

  it('streams the same text in chunks', async () => {
    const r = ask('tattoo', 'What does a swallow tattoo mean?');
    let streamed = '';
    for await (const c of r.chunks()) streamed += c;
    expect(streamed).toBe(r.text);
  });
});
