import { describe, expect, it } from 'vitest';
import type { TSafeStorage } from '../../lib/safe-storage';
import type { TGeneratedDesign } from './generator-types';
import { keepWork, markForSaving, readWork, restoreWork, settleClaim, WORK_KEY, WORK_MAX_DESIGNS, WORK_TTL_MS } from './generator-work';

function memoryStorage(): TSafeStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

const design = (id: string, extra: Partial<TGeneratedDesign> = {}): TGeneratedDesign => ({
  id,
  imageId: `img-${id}`,
  url: `/api/images/img-${id}`,
  width: 100,
  height: 150,
  prompt: `prompt ${id}`,
  description: 'AI-generated tattoo based on your specifications',
  model: 'local',
  seed: 1,
  output: 'design',
  mirror: false,
  attributes: {},
  timestamp: new Date(0).toISOString(),
  claimToken: `token-${id}`,
  ...extra,
});

const NOW = 1_800_000_000_000;

describe('generator work kept in the browser', () => {
  it("restores a guest's designs and the one on show after a reload", () => {
    const storage = memoryStorage();
    keepWork(storage, null, [design('b'), design('a')], design('a'), NOW);
    const restored = restoreWork(storage, null, NOW + 1000);
    expect(restored.designs.map((d) => d.id)).toEqual(['b', 'a']);
    expect(restored.current?.id).toBe('a');
    expect(restored.toClaim).toEqual([]);
  });

  it('hands the design a guest asked to save to the account that signs in, once', () => {
    const storage = memoryStorage();
    const designs = [design('b'), design('a')];
    markForSaving(storage, designs[1], designs, NOW);
    const restored = restoreWork(storage, 'user-1', NOW + 1000);
    expect(restored.toClaim.map((d) => d.id)).toEqual(['a']);
    expect(restored.current?.id).toBe('a');
    expect(readWork(storage, NOW + 1000)?.owner).toBe('user-1');
    settleClaim(storage, 'a', NOW + 2000);
    expect(restoreWork(storage, 'user-1', NOW + 3000).toClaim).toEqual([]);
    // ...and the designs are still there for the account.
    expect(restoreWork(storage, 'user-1', NOW + 3000).designs).toHaveLength(2);
  });

  it('never shows one account the work of another, nor a guest the work of an account', () => {
    const storage = memoryStorage();
    keepWork(storage, 'user-1', [design('a')], design('a'), NOW);
    expect(restoreWork(storage, 'user-2', NOW).designs).toEqual([]);
    expect(storage.data.has(WORK_KEY)).toBe(false);
    keepWork(storage, 'user-1', [design('a')], design('a'), NOW);
    expect(restoreWork(storage, null, NOW).designs).toEqual([]);
  });

  it('drops work older than a day and ignores broken records', () => {
    const storage = memoryStorage();
    keepWork(storage, null, [design('a')], null, NOW);
    expect(restoreWork(storage, null, NOW + WORK_TTL_MS + 1).designs).toEqual([]);
    storage.set(WORK_KEY, '{not json');
    expect(restoreWork(storage, null, NOW).designs).toEqual([]);
    storage.set(WORK_KEY, JSON.stringify({ v: 1, owner: 'guest', savedAt: NOW, designs: [{ id: 3 }], pendingSave: [] }));
    expect(restoreWork(storage, null, NOW).designs).toEqual([]);
  });

  it('keeps the newest designs only, and only designs with a claim token are claimed', () => {
    const storage = memoryStorage();
    const many = Array.from({ length: WORK_MAX_DESIGNS + 5 }, (_, i) => design(`d${i}`));
    keepWork(storage, null, many, many[0], NOW);
    expect(readWork(storage, NOW)?.designs).toHaveLength(WORK_MAX_DESIGNS);
    const tokenless = design('t', { claimToken: undefined });
    markForSaving(storage, tokenless, [tokenless], NOW);
    expect(restoreWork(storage, 'user-1', NOW).toClaim).toEqual([]);
  });
});
