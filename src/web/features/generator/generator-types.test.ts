import { describe, expect, it } from 'vitest';
import { mergeHistory, type TGeneratedDesign } from './generator-types';

const design = (id: string, timestamp: string, generationId?: string): TGeneratedDesign =>
  ({ id, generationId, url: `/img/${id}`, prompt: id, description: '', model: 'local', width: 1, height: 1, timestamp }) as TGeneratedDesign;

describe('mergeHistory', () => {
  it('puts the newest first across session and server designs, to the millisecond', () => {
    const merged = mergeHistory(
      [design('a', '2026-11-27T10:00:00.001Z'), design('b', '2026-11-27T09:00:00.000Z')],
      [design('c', '2026-11-27T10:00:00.002Z'), design('d', '2025-01-01T00:00:00.000Z')],
    );
    expect(merged.map((d) => d.id)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('keeps one entry per generation, the session copy', () => {
    const merged = mergeHistory([design('session', '2026-11-27T10:00:00.000Z', 'g1')], [design('server', '2026-11-27T10:00:00.000Z', 'g1')]);
    expect(merged.map((d) => d.id)).toEqual(['session']);
  });
});
