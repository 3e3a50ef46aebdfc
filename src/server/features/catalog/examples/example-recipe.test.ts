import { describe, expect, it } from 'vitest';
import type { TStyleExample } from '../../../../core/catalog-schemas';
import { engineFingerprint, exampleRecipeHash, exampleSeed } from './example-recipe';

const example: TStyleExample = {
  subject: 'koi',
  style: 'japanese',
  technique: 'bold-lines',
  composition: 'flowing',
  palette: 'full-color',
  placement: 'back',
  prompt: 'a koi climbing a waterfall',
};

describe('example recipe', () => {
  it('derives a fixed 32-bit seed from the style id', () => {
    expect(exampleSeed('japanese')).toBe(exampleSeed('japanese'));
    expect(exampleSeed('japanese')).not.toBe(exampleSeed('neo-japanese'));
    expect(Number.isInteger(exampleSeed('x')) && exampleSeed('x') >= 0 && exampleSeed('x') <= 0xffffffff).toBe(true);
  });

  it('changes the recipe hash with the recipe, the style id or the engine, and nothing else', () => {
    const base = exampleRecipeHash('japanese', example, 'engine-a');
    expect(exampleRecipeHash('japanese', { ...example }, 'engine-a')).toBe(base);
    expect(exampleRecipeHash('japanese', { ...example, subject: 'dragon' }, 'engine-a')).not.toBe(base);
    expect(exampleRecipeHash('neo-japanese', example, 'engine-a')).not.toBe(base);
    expect(exampleRecipeHash('japanese', example, 'engine-b')).not.toBe(base);
  });

  it('fingerprints the engine source', async () => {
    const fingerprint = await engineFingerprint();
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(await engineFingerprint()).toBe(fingerprint);
  });
});
