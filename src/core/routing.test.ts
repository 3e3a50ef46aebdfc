import { describe, expect, it } from 'vitest';
import { MODEL_IDS, type TModelId } from './models';
import { FALLBACK_NEXT, autoSelectModel, planModels } from './routing';

const all = new Set<TModelId>(MODEL_IDS);
const none = new Set<TModelId>();

describe('planModels', () => {
  it('follows the spec chains when every provider is available', () => {
    expect(planModels('chatgpt-image-1', all)).toEqual(['chatgpt-image-1', 'flux-context', 'local']);
    expect(planModels('ideogram', all)).toEqual(['ideogram', 'chatgpt-image-1', 'flux-context', 'local']);
    expect(planModels('flux-context', all)).toEqual(['flux-context', 'chatgpt-image-1', 'local']);
  });

  it('covers the models the spec does not chain', () => {
    expect(planModels('flux-schnell', all)).toEqual(['flux-schnell', 'flux-context', 'chatgpt-image-1', 'local']);
    expect(planModels('dall-e-3', all)).toEqual(['dall-e-3', 'chatgpt-image-1', 'flux-context', 'local']);
    expect(planModels('dall-e-2', all)).toEqual(['dall-e-2', 'chatgpt-image-1', 'flux-context', 'local']);
  });

  it('skips models the caller cannot use, keeping the order', () => {
    const onlyFlux = new Set<TModelId>(['flux-context', 'flux-schnell', 'local']);
    expect(planModels('chatgpt-image-1', onlyFlux)).toEqual(['flux-context', 'local']);
    expect(planModels('ideogram', onlyFlux)).toEqual(['flux-context', 'local']);
    const onlyOpenAI = new Set<TModelId>(['chatgpt-image-1', 'dall-e-3', 'dall-e-2']);
    expect(planModels('flux-context', onlyOpenAI)).toEqual(['chatgpt-image-1', 'local']);
  });

  it('ends at local when nothing can serve, and local alone when local is asked for', () => {
    expect(planModels('chatgpt-image-1', none)).toEqual(['local']);
    expect(planModels('local', all)).toEqual(['local']);
    expect(planModels('local', none)).toEqual(['local']);
  });

  it('never repeats a model and always ends with local, for every request and availability', () => {
    const ids = MODEL_IDS.filter((m) => m !== 'local');
    for (let mask = 0; mask < 1 << ids.length; mask++) {
      const available = new Set<TModelId>(ids.filter((_, i) => mask & (1 << i)));
      for (const requested of MODEL_IDS) {
        const plan = planModels(requested, available);
        expect(new Set(plan).size).toBe(plan.length);
        expect(plan[plan.length - 1]).toBe('local');
        for (const m of plan.slice(0, -1)) expect(available.has(m)).toBe(true);
      }
    }
  });

  it('has a next model for every provider model', () => {
    for (const m of MODEL_IDS) if (m !== 'local') expect(FALLBACK_NEXT[m]).toBeDefined();
  });
});

describe('autoSelectModel', () => {
  const base = { mode: 'design' as const, currentModel: 'chatgpt-image-1' as const };

  it('picks ideogram for lettering words', () => {
    expect(autoSelectModel({ ...base, text: 'A rose with the word Mom in script' })).toBe('ideogram');
    expect(autoSelectModel({ ...base, text: 'Lettering across my ribs' })).toBe('ideogram');
    expect(autoSelectModel({ ...base, text: 'my daughter’s NAME in a banner' })).toBe('ideogram');
  });

  it('picks ideogram in typography mode', () => {
    expect(autoSelectModel({ ...base, mode: 'typography', text: 'something elegant' })).toBe('ideogram');
  });

  it('picks flux-context for realism words or body_preview mode', () => {
    expect(autoSelectModel({ ...base, text: 'a photorealistic lion' })).toBe('flux-context');
    expect(autoSelectModel({ ...base, text: 'Realism wolf portrait' })).toBe('flux-context');
    expect(autoSelectModel({ ...base, mode: 'body_preview', text: 'a koi fish' })).toBe('flux-context');
  });

  it('prefers ideogram when both lettering and realism are asked for', () => {
    expect(autoSelectModel({ ...base, text: 'realistic clock with the text carpe diem' })).toBe('ideogram');
  });

  it('keeps chatgpt-image-1 otherwise, and does not match inside other words', () => {
    expect(autoSelectModel({ ...base, text: 'a traditional swallow' })).toBe('chatgpt-image-1');
    expect(autoSelectModel({ ...base, text: 'textured context, unrealistic namesake swordfish' })).toBe('chatgpt-image-1');
  });

  it('never overrides a model the user already changed', () => {
    expect(autoSelectModel({ text: 'lettering please', mode: 'design', currentModel: 'flux-context' })).toBe('flux-context');
    expect(autoSelectModel({ text: 'photorealistic', mode: 'body_preview', currentModel: 'ideogram' })).toBe('ideogram');
  });
});
