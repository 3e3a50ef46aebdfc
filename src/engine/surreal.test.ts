import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { understand } from './understand';

const svg = (prompt: string, seed = 3) => composeDesign({ prompt, seed, output: 'design' }).svg;

describe('surreal relations draw the impossible act, not two motifs side by side', () => {
  it('reads "fishing" as a relation and draws a rod and line', () => {
    expect(understand({ prompt: 'an astronaut fishing on the moon' }).relation).toBe('fishing');
    expect(svg('an astronaut fishing on the moon')).not.toBe(svg('an astronaut on the moon'));
  });

  it('hangs a melting clock over its branch, unlike a clock beside one', () => {
    const melt = svg('a surreal melting clock on a tree branch');
    expect(melt).not.toBe(svg('a surreal clock on a tree branch'));
    expect(understand({ prompt: 'a melting clock on a tree branch' }).melt).toBe(true);
  });

  it('makes the balloon envelope of the skull: no balloon icon, a basket under it', () => {
    const r = composeDesign({
      prompt: 'a hot air balloon made of a skull',
      seed: 3,
      output: 'design',
    });
    const plain = composeDesign({ prompt: 'a hot air balloon', seed: 3, output: 'design' });
    expect(r.svg).not.toBe(plain.svg);
    expect(r.drawn.subjects.map((s) => s.motif)).toEqual(['hot-air-balloon', 'skull']);
  });
});
