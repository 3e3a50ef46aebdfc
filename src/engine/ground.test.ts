import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { mix, paletteFor } from './palettes';

// variation 2 (seed % 4 === 2) lays the piece on an arched panel, red in this palette
const panel = (prompt: string) =>
  composeDesign({ prompt, style: 'traditional', palette: 'traditional', seed: 2, output: 'design' })
    .svg;

describe('the panel behind a flash motif', () => {
  const pal = paletteFor('traditional');
  const red = mix(pal.roles.red, pal.paper, 0.12);
  const blue = mix(pal.roles.blue, pal.paper, 0.12);

  it("is not the motif's own colour: a red heart is laid on blue", () => {
    const svg = panel('a heart');
    expect(svg).not.toContain(`fill="${red}"`);
    expect(svg).toContain(`fill="${blue}"`);
  });

  it('keeps its red for a motif of another colour', () => {
    expect(panel('an anchor')).toContain(`fill="${red}"`);
  });
});
