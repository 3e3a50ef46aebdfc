import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { recordLayout } from './layout-recorder.testing';
import { wildflowers } from './wildflowers';

describe('wildflowers', () => {
  it('are several small flowers of different colours, not one petal mass', () => {
    const w = wildflowers();
    const roles = new Set(w.inks!.map((k) => k.role));
    // green stems plus white daisies, red poppies, blue cornflowers and yellow buttercups
    for (const r of ['green', 'bone', 'red', 'blue', 'yellow'] as const) expect(roles).toContain(r);
    // eight heads: eight flower centres across the centre inks
    const centres = w.inks!.filter(
      (k) => ['black', 'purple', 'orange'].includes(k.role) || k.role === 'yellow',
    );
    expect(
      centres.map((k) => k.d.split('M').filter(Boolean).length).reduce((a, b) => a + b, 0),
    ).toBeGreaterThanOrEqual(8);
  });

  it('are what a skull with wildflowers draws, and a daisy is still a daisy', () => {
    const subjects = composeDesign({
      prompt: 'a deer skull with antlers and wildflowers',
      seed: 4242,
      output: 'design',
    }).drawn.subjects.map((s) => s.motif);
    expect(subjects).toEqual(expect.arrayContaining(['deer-skull', 'wildflowers']));
    const daisy = composeDesign({ prompt: 'a daisy', seed: 1, output: 'design' });
    expect(daisy.drawn.subjects[0].motif).toBe('daisy');
  });

  it('grow as one clump at the foot of what they come with, not copies scattered round it', () => {
    // the drawing already holds eight flowers: asked in the plural it is still one bunch
    const placed = recordLayout('with', 'bull-skull', [['wildflowers', 3]]);
    expect(placed.map((p) => p.id)).toEqual(['bull-skull', 'wildflowers']);
    const [skull, bunch] = placed;
    expect(bunch.at.cy).toBeGreaterThan(skull.at.cy);
    expect(bunch.layer).toBe('front');
  });
});

