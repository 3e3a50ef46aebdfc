import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DESCRIPTION,
  descriptionFor,
  EMPTY_PROMPT_MESSAGE,
  ENGINE_DESCRIPTION,
  ZGenerateRequest,
  ZGenerationsQuery,
  type TGenerateRequestInput,
} from './generation-schemas';

const parse = (input: unknown) => ZGenerateRequest.safeParse(input);
const firstIssue = (input: unknown) => {
  const result = parse(input);
  if (result.success) throw new Error('expected a failure');
  return { path: result.error.issues[0].path.join('.'), message: result.error.issues[0].message };
};

describe('ZGenerateRequest', () => {
  it('fills defaults', () => {
    const body: TGenerateRequestInput = { prompt: ' a rose ' };
    expect(ZGenerateRequest.parse(body)).toEqual({
      prompt: 'a rose',
      model: 'local',
      n: 1,
      output: 'design',
      mirror: false,
      attributes: {},
    });
  });

  it('normalises model aliases', () => {
    expect(ZGenerateRequest.parse({ prompt: 'x', model: 'chatgpt-image-one' }).model).toBe('chatgpt-image-1');
    expect(ZGenerateRequest.parse({ prompt: 'x', model: 'flux.schnell' }).model).toBe('flux-schnell');
  });

  it('refuses an empty or blank prompt with the spec message', () => {
    expect(firstIssue({ prompt: '   ' })).toEqual({ path: 'prompt', message: EMPTY_PROMPT_MESSAGE });
    expect(firstIssue({})).toEqual({ path: 'prompt', message: EMPTY_PROMPT_MESSAGE });
  });

  it('cuts a very long prompt at a word boundary instead of refusing it', () => {
    const prompt = 'dragon '.repeat(1500);
    const parsed = ZGenerateRequest.parse({ prompt });
    expect(parsed.prompt.length).toBeLessThanOrEqual(280);
    expect(parsed.prompt.endsWith('dragon')).toBe(true);
  });

  it('names the field of each bad value', () => {
    expect(firstIssue({ prompt: 'x', model: 'midjourney' })).toMatchObject({ path: 'model' });
    expect(firstIssue({ prompt: 'x', model: 'midjourney' }).message).toContain('unknown model "midjourney"');
    expect(firstIssue({ prompt: 'x', n: 9 })).toEqual({ path: 'n', message: 'must be from 1 to 4' });
    expect(firstIssue({ prompt: 'x', n: 0 })).toMatchObject({ path: 'n' });
    expect(firstIssue({ prompt: 'x', n: 1.5 })).toMatchObject({ path: 'n' });
    expect(firstIssue({ prompt: 'x', seed: -1 })).toMatchObject({ path: 'seed' });
    expect(firstIssue({ prompt: 'x', seed: 2 ** 32 })).toMatchObject({ path: 'seed' });
    expect(firstIssue({ prompt: 'x', output: 'poster' })).toMatchObject({ path: 'output' });
    expect(firstIssue({ prompt: 'x', width: 10 })).toMatchObject({ path: 'width' });
    expect(firstIssue({ prompt: 'x', attributes: { style: 'cubism' } })).toMatchObject({
      path: 'attributes.style',
    });
    expect(firstIssue({ prompt: 'x', attributes: { style: 'cubism' } }).message).toContain('traditional');
    expect(firstIssue({ prompt: 'x', attributes: { colour: 'red' } })).toMatchObject({ path: 'attributes' });
  });

  it('accepts every option and a free-text subject', () => {
    const parsed = ZGenerateRequest.parse({
      prompt: 'x',
      n: 4,
      seed: 4_294_967_295,
      output: 'stencil',
      mirror: true,
      attributes: {
        subject: ' koi fish ',
        style: 'japanese',
        technique: 'whip-shading',
        composition: 'flowing',
        palette: 'earth-tones',
        placement: 'calf',
      },
    });
    expect(parsed.attributes.subject).toBe('koi fish');
    expect(parsed.n).toBe(4);
  });
});

describe('ZGenerationsQuery', () => {
  it('coerces the limit from the query string', () => {
    expect(ZGenerationsQuery.parse({ limit: '5' })).toEqual({ limit: 5 });
    expect(ZGenerationsQuery.parse({})).toEqual({ limit: 24 });
    expect(ZGenerationsQuery.safeParse({ limit: '500' }).success).toBe(false);
  });
});

describe('descriptionFor', () => {
  it("keeps the spec's AI text for AI models and says the offline engine drew its designs", () => {
    expect(descriptionFor('chatgpt-image-1')).toBe(DEFAULT_DESCRIPTION);
    expect(descriptionFor('flux-context')).toBe('AI-generated tattoo based on your specifications');
    expect(descriptionFor('local')).toBe(ENGINE_DESCRIPTION);
    expect(ENGINE_DESCRIPTION).not.toMatch(/\bAI\b/);
  });
});
