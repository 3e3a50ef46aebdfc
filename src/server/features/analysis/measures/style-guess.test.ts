// The style guess's tie-breaking and how it words a close call.
import { describe, expect, it } from 'vitest';
import { guessStyles, styleCall, traitScores } from './style-guess';

// Measures of a flat, colourful, asymmetric design with medium detail and no measurable lines.
const measures = {
  designBox: { x: 0, y: 0, width: 100, height: 100 },
  lines: { binPx: 0.5, counts: [] },
  colorShare: 0.6,
  greyTones: 1,
  inkCoverage: 0.5,
  blackCoverage: 0.05,
  symmetry: { horizontal: 0.3, vertical: 0.3 },
  detail: 'medium' as const,
  shapes: 3,
};

describe('style guess', () => {
  it('breaks a tie in the mean on the weakest trait, then on the evidence', () => {
    const scores = traitScores(measures, 15);
    expect(scores.color).toBe(1);
    expect(scores.organic).toBe(1);
    const guesses = guessStyles(
      measures,
      [
        // color 1 + large 0.2: mean 0.6 (pulled to 0.567)
        { id: 'a-uneven', name: 'Uneven', traits: ['color', 'large'] },
        // color 1 + organic 1 + illustrative 1: all fit, three traits of evidence
        { id: 'b-three', name: 'Three', traits: ['color', 'organic', 'illustrative'] },
        // color 1 + organic 1: all fit, two traits
        { id: 'c-two', name: 'Two', traits: ['color', 'organic', 'lettering'] },
      ],
      15,
    );
    expect(guesses.map((g) => g.id)).toEqual(['b-three', 'c-two', 'a-uneven']);
    // More evidence scores higher for the same fit; unmeasurable traits are reported.
    expect(guesses[0].confidence).toBeGreaterThan(guesses[1].confidence);
    expect(guesses[1]).toMatchObject({ traitsMeasured: 2, traitsTotal: 3 });
  });

  it('orders equal means on the weakest trait', () => {
    // Symmetry 0.78 gives geometric 0.6: {0.6, 0.6} and {1, 0.2} share the mean 0.6.
    const m = { ...measures, symmetry: { horizontal: 0.78, vertical: 0.3 } };
    expect(traitScores(m, 15).geometric).toBeCloseTo(0.6);
    const guesses = guessStyles(
      m,
      [
        { id: 'a-uneven', name: 'Uneven', traits: ['color', 'large'] },
        { id: 'b-even', name: 'Even', traits: ['geometric', 'geometric'] },
      ],
      15,
    );
    expect(guesses[0].confidence).toBe(guesses[1].confidence);
    expect(guesses.map((g) => g.id)).toEqual(['b-even', 'a-uneven']);
  });

  it('says "close between" when the top guesses are within the margin, and not otherwise', () => {
    expect(
      styleCall([
        { name: 'Japanese', confidence: 0.68 },
        { name: 'Trash Polka', confidence: 0.66 },
        { name: 'Realism', confidence: 0.5 },
      ]),
    ).toMatch(/^It is close between Japanese and Trash Polka \(trait match 68%, 66%\)/);
    expect(
      styleCall([
        { name: 'Japanese', confidence: 0.8 },
        { name: 'Trash Polka', confidence: 0.6 },
      ]),
    ).toBe('It reads closest to Japanese (trait match 80%).');
    expect(styleCall([])).toMatch(/No style/);
  });

  it('judges bold against fine from the line width in mm at the chosen size', () => {
    // A 500 px design whose lines are all 5 px wide (the 4.5-5 px bin, centre 4.75 px).
    const counts = new Array<number>(20).fill(0);
    counts[9] = 100;
    const m = {
      ...measures,
      designBox: { x: 0, y: 0, width: 500, height: 500 },
      lines: { binPx: 0.5, counts },
    };
    // 5 cm: 0.1 mm per px, lines 0.475 mm: fine line (1RL-3RL, under 0.8 mm).
    expect(traitScores(m, 5)).toMatchObject({ fine: 1, bold: 0 });
    // 20 cm: 0.4 mm per px, lines 1.9 mm: bold (9RL-14RL, 1.2-1.9 mm).
    expect(traitScores(m, 20)).toMatchObject({ fine: 0, bold: 1 });
    // 10.5 cm: 0.95 mm lines sit between the two, leaning fine.
    const mid = traitScores(m, 10.5);
    expect(mid.fine).toBeGreaterThan(mid.bold);
    expect(mid.bold).toBeGreaterThan(0);
    const catalog = [
      { id: 'fine-line', name: 'Fine Line', traits: ['fine'] },
      { id: 'traditional', name: 'Traditional', traits: ['bold'] },
    ];
    expect(guessStyles(m, catalog, 5)[0].id).toBe('fine-line');
    expect(guessStyles(m, catalog, 20)[0].id).toBe('traditional');
  });
});
