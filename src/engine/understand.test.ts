import { describe, expect, it } from 'vitest';
import prompts from './fixtures/design-prompts.json';
import { composeDesign, type TDesignRequest } from './index';
import { extractLetteringCues, understand } from './understand';

interface TPrompt {
  prompt: string;
  expect: { subjects: string[]; lettering?: string[]; style?: string; placement?: string };
  menus?: Partial<TDesignRequest>;
}
const PROMPTS = (prompts as { prompts: TPrompt[] }).prompts;

// a drawn entry covers an expected subject when either names the other ("flower" / "wildflower")
// (a short name such as "ox" or "" covers nothing by accident)
const covers = (names: string[], want: string) =>
  names.some((n) => n.length >= 3 && (n.includes(want) || want.includes(n)));

describe('request understanding over the 100 judging prompts', () => {
  it('draws every named subject or says why not: no silent substitutions', () => {
    const silent: string[] = [];
    PROMPTS.forEach((p, i) => {
      const r = composeDesign({ ...p.menus, prompt: p.prompt, seed: 7 + i, output: 'design' });
      const names = [
        ...r.drawn.subjects.flatMap((s) => [s.name, s.label.toLowerCase(), s.motif]),
        ...r.drawn.elements,
        ...r.drawn.leftOut.map((l) => l.name),
      ];
      for (const want of p.expect.subjects) if (!covers(names, want)) silent.push(`#${i} ${want}`);
      // a stand-in is never silent: it carries its reason, and so does every left-out item
      for (const s of r.drawn.subjects) if (s.standIn) expect(s.standIn.length).toBeGreaterThan(10);
      for (const l of r.drawn.leftOut) expect(l.why.length).toBeGreaterThan(5);
    });
    expect(silent).toEqual([]);
  });

  // acts the prompt asks for: each is drawn (by a relation, the melt, or a drawing that shows
  // it) or listed in leftOut naming it
  const ACTS: [RegExp, (u: ReturnType<typeof understand>, motifs: string[]) => boolean][] = [
    [/\bfishing\b/, (u) => u.relation === 'fishing'],
    [/\bmelting\b/, (u) => !!u.melt],
    [/\bturning into\b|\bmade of\b/, (u) => u.relation === 'made-of'],
    [/\bcoming out of\b|\brising\b|\bemerging\b/, (u) => u.relation === 'rising'],
    [/\bhowling\b/, (_, m) => m.some((id) => id.includes('howl'))],
    [/\bcrying\b/, (u) => u.relation === 'crying'],
    [/\bholding\b/, (u) => u.relation === 'holding'],
    [/\bwrapped\b|\bcoiled\b/, (u) => u.relation === 'wrap'],
    [/\bgrowing inside\b/, (u) => u.relation === 'inside'],
    [/\bflying\b/, (u) => u.poses.includes('in flight')],
    [/\bswimming\b/, (u) => u.poses.includes('swimming')],
    [/\broaring\b/, (u) => u.poses.includes('roaring')],
    [/\bcrawling\b/, (u) => u.poses.includes('crawling')],
    [/\bpraying\b/, (u) => u.poses.includes('praying')],
    [/\bdrinking\b/, (u) => u.relation === 'feeding'],
    [/\bblowing\b/, (_, m) => m.includes('dandelion')],
  ];
  it('draws every asked act or says it was left out', () => {
    const silent: string[] = [];
    let seen = 0;
    PROMPTS.forEach((p, i) => {
      const lower = p.prompt.toLowerCase();
      const u = understand({ ...p.menus, prompt: p.prompt });
      const motifs = u.subjects.map((s) => s.motif.id);
      for (const [re, handled] of ACTS) {
        const m = re.exec(lower);
        if (!m) continue;
        seen++;
        const word = m[0].split(' ')[0];
        const said = u.leftOut.some((l) => l.name.includes(word));
        if (!handled(u, motifs) && !said) silent.push(`#${i} ${m[0]}`);
      }
    });
    expect(silent).toEqual([]);
    // the set asks for these acts: the check must not pass by matching none of them
    expect(seen).toBeGreaterThanOrEqual(15);
  });

  it('spells every expected lettering exactly', () => {
    PROMPTS.forEach((p, i) => {
      if (!p.expect.lettering) return;
      const r = composeDesign({ ...p.menus, prompt: p.prompt, seed: 7 + i, output: 'design' });
      expect(r.lettering).toEqual(p.expect.lettering);
      expect(r.drawn.lettering).toEqual(p.expect.lettering);
    });
  });

  it('reads style and placement words from the prompt when the menus are empty', () => {
    let styles = 0;
    let stylesRight = 0;
    PROMPTS.forEach((p) => {
      const u = understand({ ...p.menus, prompt: p.prompt });
      if (p.expect.placement) expect(u.placement).toBe(p.expect.placement);
      if (p.expect.style) {
        styles++;
        if (u.style === p.expect.style) stylesRight++;
      }
    });
    // a miss is a style the prompt never names
    expect(stylesRight).toBeGreaterThanOrEqual(styles - 1);
  });

  it('inks esoteric symbols in blackwork unless a style is named', () => {
    expect(understand({ prompt: 'a hand with an eye in the palm' }).style).toBe('blackwork');
    expect(understand({ prompt: 'a third eye over a lotus' }).style).toBe('blackwork');
    expect(understand({ prompt: 'a hand with an eye in the palm, neo traditional' }).style).toBe(
      'neo-traditional',
    );
    expect(understand({ prompt: 'a hand holding a rose' }).style).toBe('traditional');
  });
});

describe('unquoted lettering cues', () => {
  it.each([
    ["small heart with my daughter's name Aria in script", ['Aria']],
    ['tiny arrow with the word brave', ['brave']],
    ['an anchor with a rope and a banner that says Hope', ['Hope']],
    ['the words Strength & Honor in a banner with two swords', ['Strength & Honor']],
    ['initials J.M. inside a heart', ['J.M.']],
    ["my son's birth date 12.05.2019 in roman numerals", ['XII.V.MMXIX']],
    ['a compass rose with the coordinates 40.7128 N 74.0060 W', ['40.7128 N 74.0060 W']],
    ['Mom in a heart banner', ['Mom']],
    ['a rose "carpe diem"', ['carpe diem']],
  ])('reads %s', (prompt, texts) => {
    expect(extractLetteringCues(prompt).texts).toEqual(texts);
  });

  it('takes the lettering font from the prompt', () => {
    expect(extractLetteringCues('"Amor Fati" in blackletter').font).toBe('blackletter');
  });
});

describe('relations change the composition', () => {
  const svg = (prompt: string) => composeDesign({ prompt, seed: 3, output: 'design' }).svg;
  it.each([
    ['a snake wrapped around a dagger', 'a snake and a dagger'],
    ['a phoenix rising from flames', 'a phoenix and flames'],
    ['a lightbulb with a tree growing inside', 'a lightbulb and a tree'],
    ['an octopus holding a lantern', 'an octopus and a lantern'],
    ['a realistic eye crying a galaxy', 'a realistic eye and a galaxy'],
    ['a skull with a snake coming out of the eye socket', 'a skull and a snake'],
    ['an astronaut fishing on the moon', 'an astronaut on the moon'],
    ['a fox curled up in autumn leaves', 'a fox and autumn leaves'],
  ])('"%s" is laid out unlike "%s"', (a, b) => {
    expect(svg(a)).not.toBe(svg(b));
    expect(understand({ prompt: a }).relation).toBeDefined();
  });

  it('draws a diamond frame, not the plain frame, when a diamond is asked', () => {
    const r = composeDesign({
      prompt: 'a stag head in a diamond frame',
      seed: 3,
      output: 'design',
    });
    expect(r.drawn.elements).toContain('diamond frame');
    // a rhombus on its point, centred, spanning a good part of the piece
    const rhombus = (doc: string, W: number) =>
      [
        ...doc.matchAll(
          /d="M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)Z"/g,
        ),
      ]
        .map((m) => m.slice(1).map(Number))
        .some(
          ([x0, y0, x1, y1, x2, y2, x3, y3]) =>
            Math.abs(x0 - x2) < 1 &&
            Math.abs(y1 - y3) < 1 &&
            Math.abs(x0 - W / 2) < W * 0.05 &&
            Math.abs(x1 - x3) > W * 0.5 &&
            Math.abs(y0 - y2) > W * 0.5,
        );
    expect(rhombus(r.svg, r.width)).toBe(true);
    const plain = composeDesign({ prompt: 'a stag head in a frame', seed: 3, output: 'design' });
    expect(rhombus(plain.svg, plain.width)).toBe(false);
  });

  it('beds a subject curled up in leaves on a wreath of them, in autumn colours', () => {
    const u = understand({ prompt: 'a fox curled up in autumn leaves' });
    expect(u.relation).toBe('framed');
    expect(u.subjects.map((s) => s.motif.id)).toEqual(['fox-curled', 'maple-leaf']);
    expect(understand({ prompt: 'a fox and a leaf' }).subjects[1].motif.id).toBe('leaf');
  });

  it('draws a pair for "matching sun and moon"', () => {
    const r = composeDesign({ prompt: 'matching sun and moon', seed: 1, output: 'design' });
    expect(r.drawn.relation).toBe('pair');
    expect(r.drawn.subjects.map((s) => s.motif)).toEqual(['sun', 'moon']);
  });
});

describe('a subject said twice', () => {
  it('is one subject, and its shorter parts are not read as more subjects', () => {
    const u = understand({
      subject: 'stag head',
      prompt: 'a stag head left as bare skin inside solid black',
    });
    expect(u.subjects.map((s) => s.motif.id)).toEqual(['stag-head']);
  });
});

describe('lettering chosen as the subject', () => {
  it('makes the words the piece, with no stand-in motif', () => {
    const r = composeDesign({
      subject: 'lettering',
      prompt: 'the words "still here" in flowing script',
      seed: 7,
      output: 'design',
    });
    expect(r.drawn.lettering).toContain('still here');
    expect(r.drawn.subjects).toEqual([]);
    expect(r.drawn.leftOut).toEqual([]);
    expect(r.subjectMatched).toBe(true);
  });
});

describe('words after quoted lettering', () => {
  it('are not read as more lettering', () => {
    expect(extractLetteringCues('the words "still here" in flowing script')).toMatchObject({
      texts: ['still here'],
      font: 'script',
    });
    expect(extractLetteringCues('a bolt with the word "POW!" and halftone dots').texts).toEqual([
      'POW!',
    ]);
  });
});
