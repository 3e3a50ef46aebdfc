import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSeedData } from './load-seed-data';

const style = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: id.toUpperCase(),
  shortDescription: 'Short.',
  fullDescription: 'One.\n\nTwo.',
  characteristics: ['a', 'b', 'c', 'd', 'e'],
  traits: ['bold'],
  example: {
    subject: 'rose',
    style: 'traditional',
    technique: 'bold-lines',
    composition: 'symmetrical',
    palette: 'traditional',
    placement: 'forearm',
    prompt: 'a rose',
  },
  ...overrides,
});

function seedDir(files: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'inkglow-seed-'));
  mkdirSync(join(dir, 'styles'));
  for (const [name, value] of Object.entries(files)) {
    writeFileSync(join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
  }
  return dir;
}

describe('loadSeedData', () => {
  it('loads the committed data files without a single problem', async () => {
    const data = await loadSeedData();
    expect(data.problems).toEqual([]);
    expect(data.styles.records.length).toBeGreaterThanOrEqual(10);
    expect(data.colors.records.length).toBeGreaterThan(0);
    expect(data.techniques.records.length).toBeGreaterThan(0);
    expect(data.themes.records.length).toBeGreaterThan(0);
    // The spec's ten catalogue styles come first, in the spec's order.
    expect(data.styles.records.slice(0, 10).map((s) => s.id)).toEqual([
      'realism', 'neo-traditional', 'traditional', 'japanese', 'surrealism',
      'illustrative', 'abstract', 'tribal', 'geometric', 'minimalist',
    ]);
  });

  it('reports a bad record by file and field, keeps its id and loads the rest', async () => {
    const dir = seedDir({
      'styles/good.json': style('good'),
      'styles/bad-trait.json': style('bad-trait', { traits: ['sparkly'] }),
      'styles/renamed.json': style('other-id'),
      'styles/broken.json': '{ not json',
      'color-palettes.json': [
        { id: 'ok', keyword: 'Ok', shortDescription: 's', detailedDescription: 'd', attributes: ['x'], guidanceLevel: 'Beginner', colors: ['#000'] },
        { id: 'bad-colour', keyword: 'Bad', shortDescription: 's', detailedDescription: 'd', attributes: ['x'], guidanceLevel: 'Beginner', colors: ['black'] },
      ],
      'techniques.json': { techniques: [{ id: 'dots', keyword: 'Dots', shortDescription: 's', detailedDescription: 'd', attributes: 'tiny, patient', guidanceLevel: 2 }] },
    });
    const data = await loadSeedData(dir);
    expect(data.styles.records.map((s) => s.id)).toEqual(['good']);
    expect(data.styles.keep.sort()).toEqual(['bad-trait', 'broken', 'renamed']);
    expect(data.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^styles\/bad-trait\.json: traits\.0: /),
        'styles/renamed.json: id "other-id" must match the file name',
        expect.stringMatching(/^styles\/broken\.json: invalid JSON/),
        expect.stringMatching(/^color-palettes\.json\[1\] \(bad-colour\): colors\.0: must be a hex colour/),
        'themes.json: file not found',
      ]),
    );
    expect(data.colors.records.map((c) => c.id)).toEqual(['ok']);
    expect(data.colors.keep).toEqual(['bad-colour']);
    // Comma-separated text (the spec's source format) becomes a list; a numeric level becomes text.
    expect(data.techniques.records[0]).toMatchObject({ attributes: ['tiny', 'patient'], guidanceLevel: '2' });
    expect(data.themes.available).toBe(false);
  });

  it('requires exactly five characteristics and accepts them as newline-separated text', async () => {
    const dir = seedDir({
      'styles/four.json': style('four', { characteristics: ['a', 'b', 'c', 'd'] }),
      'styles/text.json': style('text', { characteristics: 'a\nb\nc\nd\ne' }),
    });
    const data = await loadSeedData(dir);
    expect(data.styles.records.map((s) => [s.id, s.characteristics])).toEqual([['text', ['a', 'b', 'c', 'd', 'e']]]);
    expect(data.problems).toContain('styles/four.json: characteristics: must list exactly 5 characteristics');
    expect(data.problems.filter((p) => p.startsWith('styles/'))).toHaveLength(1);
  });
});
