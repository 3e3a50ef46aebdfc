// The library's examples are drawn by the offline engine from each style's recipe. They must not
// show a stand-in silently (issue #10 item 5): every subject a recipe names is drawn, and where the
// engine renders a style only as an approximation the example carries a caption that says so.
import { describe, expect, it } from 'vitest';
import { composeDesign } from '../../../../engine/index';
import { loadSeedData } from '../../../db/seed/load-seed-data';
import { exampleSeed } from './example-recipe';

// styles that are line studies by nature: the engine's etched rendering is the style itself
const LINE_STUDIES = new Set(['botanical', 'engraving', 'single-needle']);

const { styles, problems } = await loadSeedData();
const drawn = styles.records.map((s) => ({
  style: s,
  design: composeDesign({ ...s.example, seed: exampleSeed(s.id), output: 'design' }),
}));

describe('style library examples', () => {
  it('are all valid recipes', () => {
    expect(problems).toEqual([]);
    expect(styles.records.length).toBeGreaterThanOrEqual(56);
  });

  it.each(drawn.map((d) => [d.style.id, d] as const))(
    '%s draws every subject its recipe names, with no stand-in',
    (_id, { design }) => {
      expect(design.subjectMatched).toBe(true);
      expect(design.drawn.leftOut).toEqual([]);
      expect(design.drawn.subjects.filter((s) => s.standIn)).toEqual([]);
    },
  );

  it('caption every example the engine renders as a study rather than the style itself', () => {
    const uncaptioned = drawn
      .filter((d) => d.design.drawn.style === 'realism' && !d.style.example.caption)
      .map((d) => d.style.id);
    expect(uncaptioned.filter((id) => !LINE_STUDIES.has(id))).toEqual([]);
  });
});
