import { describe, expect, it } from 'vitest';
import { pantherHead } from './big-cats';
import { composeDesign } from './index';
import { paletteFor } from './palettes';
import { pantherCrawling } from './panther-crawling';
import { inkOf } from './gen-shape.testing';
import { raster } from './shape-raster';

const nums = (d: string) => (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
const inBox = (d: string) => nums(d).every((n) => n >= 0 && n <= 512 && !Number.isNaN(n));
const closed = (d: string) =>
  d
    .split('M')
    .slice(1)
    .every((s) => s.trim().endsWith('Z'));

describe('black panther head', () => {
  const g = pantherHead();
  it('is closed and in the box', () => {
    const all = g.d + (g.holes ?? '') + (g.alt ?? '') + (g.inks ?? []).map((k) => k.d).join('');
    expect(inBox(all)).toBe(true);
    expect(closed(all)).toBe(true);
  });

  it('snarls: ears, yellow slit eyes, a red open mouth, white fangs over it', () => {
    const body = raster({ d: g.d });
    expect(body(400, 110)).toBe(true); // right ear
    expect(body(112, 110)).toBe(true); // left ear
    expect(body(256, 70)).toBe(false);
    expect(body(450, 214)).toBe(true); // cheek ruff
    expect(inkOf(g, 'yellow')(340, 214)).toBe(true); // eye
    expect(inkOf(g, 'yellow')(172, 214)).toBe(true);
    expect(inkOf(g, 'black')(326, 222)).toBe(true); // slit pupil
    expect(inkOf(g, 'red')(340, 360)).toBe(true); // mouth
    expect(inkOf(g, 'bone')(320, 340)).toBe(true); // upper fang
    expect(inkOf(g, 'bone')(192, 340)).toBe(true);
    expect(inkOf(g, 'bone')(256, 200)).toBe(false);
  });

  it('has a sheen of highlights (the alt ink) over the brow and cheeks', () => {
    const sheen = raster({ d: g.alt ?? 'M0 0Z' });
    expect(sheen(322, 185)).toBe(true); // brow
    expect(sheen(366, 277)).toBe(true); // cheek
  });
});

describe('crawling panther', () => {
  const g = pantherCrawling();
  it('comes head down: paws with claws below, hind legs up top, the head at the foot', () => {
    const all = g.d + (g.holes ?? '') + (g.alt ?? '') + (g.inks ?? []).map((k) => k.d).join('');
    expect(inBox(all)).toBe(true);
    expect(closed(all)).toBe(true);
    const body = raster({ d: g.d });
    expect(body(372, 448)).toBe(true); // front paws either side of the head
    expect(body(140, 448)).toBe(true);
    expect(body(388, 60)).toBe(true); // hind paws at the top corners
    expect(body(124, 60)).toBe(true);
    expect(body(256, 150)).toBe(true); // the back
    expect(body(256, 288)).toBe(false); // a gap between the back and the head's crown
    expect(inkOf(g, 'red')(256, 420)).toBe(true); // the open mouth near the foot
    expect(body(256, 200)).toBe(true); // the hunched shoulders behind the head
    expect(raster({ d: g.alt ?? 'M0 0Z' })(259, 150)).toBe(true); // the sheen down the spine
    expect(inkOf(g, 'bone')(379, 488)).toBe(true); // claws out under the paw
  });
});

describe('big cats in a request', () => {
  const draw = (prompt: string, palette?: 'black-only') =>
    composeDesign({ prompt, seed: 4, output: 'design', ...(palette ? { palette } : {}) });

  it('draws crawling and roaring rather than leaving them out', () => {
    const p = draw('old school panther head crawling');
    expect(p.drawn.subjects[0].motif).toBe('panther-crawling');
    expect(p.drawn.leftOut.map((l) => l.name).join(' ')).not.toContain('crawling');
    const t = draw('traditional tiger head roaring, upper arm');
    expect(t.drawn.subjects[0].motif).toBe('tiger-roaring');
    expect(draw('a tiger and bamboo in japanese style').drawn.subjects[0].motif).toBe(
      'tiger-irezumi',
    );
    expect(draw('panther head, traditional').drawn.subjects[0].motif).toBe('panther');
    expect(draw('a black panther climbing').drawn.subjects[0].motif).toBe('panther-crawling');
    expect(draw('snarling tiger, old school').drawn.subjects[0].motif).toBe('tiger-roaring');
  });

  it('inks the traditional panther black, and black-only work still draws it', () => {
    const black = paletteFor('traditional').roles.black;
    expect(black).not.toBe(paletteFor('traditional').roles.metal);
    expect(draw('old school panther head').svg).toContain(`fill="${black}"`);
    // black-only: no colour at all, the panther keeps its lines (eyes, mouth, fangs)
    const svg = draw('old school panther head', 'black-only').svg;
    expect(svg).not.toContain(`fill="${paletteFor('traditional').roles.yellow}"`);
    expect(svg).not.toContain(`fill="${black}"`);
  });
});
