import { describe, expect, it } from 'vitest';
import { COMPOSITIONS, PALETTES, PLACEMENTS, STYLES, TECHNIQUES, values } from '../core/options';
import {
  composeDesign,
  ENGINE_CREDITS,
  unitsPerMm,
  type TDesignRequest,
  type TDesignResult,
} from './index';
import { PLACEMENT_SIZES_MM } from './placements';

const strokeWidths = (svg: string) =>
  [...svg.matchAll(/stroke-width="([\d.]+)"/g)].map((m) => parseFloat(m[1]));

describe('composeDesign determinism', () => {
  const req: TDesignRequest = {
    subject: 'rose and dagger',
    style: 'traditional',
    palette: 'traditional',
    prompt: '"MOM"',
    seed: 42,
    output: 'design',
  };

  it('gives byte-identical SVG for the same request and seed', () => {
    expect(composeDesign(req).svg).toBe(composeDesign({ ...req }).svg);
  });

  it('gives different variations for different seeds', () => {
    const svgs = new Set([1, 2, 3, 4, 5].map((seed) => composeDesign({ ...req, seed }).svg));
    expect(svgs.size).toBe(5);
  });

  it('changes with the style', () => {
    expect(composeDesign({ ...req, style: 'japanese' }).svg).not.toBe(composeDesign(req).svg);
  });
});

describe('subjects', () => {
  const ids = (r: TDesignResult) => r.motifs.map((m) => m.id);
  const base = { seed: 7, output: 'design' as const };

  it.each([
    ['serpent', 'snake'],
    ['sakura', 'cherry-blossom'],
    ['knife', 'dagger'],
    ['Carp', 'koi'],
    ['crow', 'raven'],
    ['stag', 'deer'],
    ['hamsa', 'hamsa'],
    ['tree of life', 'tree-of-life'],
    ['oak', 'tree'],
    ['nautical star', 'star'],
    ['roses', 'rose'],
    ['Daggers', 'dagger'],
  ])('maps the synonym %s to %s', (subject, id) => {
    const r = composeDesign({ ...base, subject });
    expect(ids(r)[0]).toBe(id);
    expect(r.subjectMatched).toBe(true);
  });

  it('combines several motifs named in one subject', () => {
    expect(ids(composeDesign({ ...base, subject: 'rose and dagger' }))).toEqual(['rose', 'dagger']);
    expect(ids(composeDesign({ ...base, subject: 'skull with snake' }))).toEqual([
      'skull',
      'snake',
    ]);
  });

  it('finds motifs in the prompt when the subject is missing', () => {
    expect(ids(composeDesign({ ...base, prompt: 'a howling wolf under the moon' }))).toEqual([
      'howling-wolf',
      'moon',
    ]);
  });

  it('picks motifs from a theme id', () => {
    const r = composeDesign({ ...base, subject: 'celestial' });
    expect(r.subjectMatched).toBe(true);
    expect(r.motifs.length).toBeGreaterThan(0);
  });

  it('falls back with a note for an unknown subject', () => {
    const r = composeDesign({ ...base, subject: 'accountant quarterly report' });
    expect(r.subjectMatched).toBe(false);
    expect(r.note).toMatch(/No motif for 'accountant quarterly report' yet, so this uses an? /);
    expect(r.motifs).toHaveLength(1);
  });
});

describe('lettering', () => {
  it('spells quoted words exactly, as paths only', () => {
    const r = composeDesign({
      subject: 'heart',
      prompt: 'a heart with a banner "MOM" and “carpe diem”',
      seed: 3,
      output: 'design',
    });
    expect(r.lettering).toEqual(['MOM', 'carpe diem']);
    expect(r.svg).not.toMatch(/<text/);
    expect(r.svg).not.toMatch(/<tspan/);
    const without = composeDesign({
      subject: 'heart',
      prompt: 'a heart with a banner',
      seed: 3,
      output: 'design',
    });
    expect(without.lettering).toEqual([]);
    expect(r.svg.length).toBeGreaterThan(without.svg.length + 2000);
  });

  it('draws different glyph outlines for different words', () => {
    const a = composeDesign({ subject: 'rose', prompt: '"ANNA"', seed: 3, output: 'design' });
    const b = composeDesign({ subject: 'rose', prompt: '"ANNE"', seed: 3, output: 'design' });
    expect(a.svg).not.toBe(b.svg);
  });
});

describe('line weights in millimetres', () => {
  it.each(values(PLACEMENTS))('keeps every stroke at 0.5 mm or more at %s', (placement) => {
    for (const style of values(STYLES)) {
      for (const output of ['design', 'stencil'] as const) {
        const r = composeDesign({
          subject: 'skull',
          style,
          placement,
          prompt: '"Ok"',
          seed: 11,
          output,
        });
        const upm = unitsPerMm(r);
        expect(upm).toBeCloseTo(r.height / r.heightMm, 1);
        for (const w of strokeWidths(r.svg)) expect(w / upm).toBeGreaterThanOrEqual(0.5);
      }
    }
  });

  it('gives traditional work a 2.5-3 mm outer contour and fine line 0.8-1.2 mm', () => {
    for (const placement of values(PLACEMENTS)) {
      const trad = composeDesign({
        subject: 'anchor',
        style: 'traditional',
        placement,
        seed: 5,
        output: 'design',
      });
      const upm = unitsPerMm(trad);
      const contour = [
        ...trad.svg.matchAll(
          /data-line="contour" [^>]*stroke-width="([\d.]+)" data-detail="([\d.]+)"/g,
        ),
      ];
      expect(contour.length).toBeGreaterThan(0);
      for (const m of contour) {
        // the visible contour is the under-stroke's outer half plus the detail line's inner half
        const visible = (parseFloat(m[1]) + parseFloat(m[2])) / 2 / upm;
        expect(visible).toBeGreaterThanOrEqual(2.5 - 0.06);
        expect(visible).toBeLessThanOrEqual(3 + 0.06);
      }
      const fine = composeDesign({
        subject: 'anchor',
        style: 'minimalist',
        technique: 'fine-lines',
        placement,
        seed: 5,
        output: 'design',
      });
      const widths = [
        ...fine.svg.matchAll(/data-line="one-line" [^>]*stroke-width="([\d.]+)"/g),
      ].map((m) => parseFloat(m[1]) / unitsPerMm(fine));
      expect(widths.length).toBeGreaterThan(0);
      // fine line (domain notes §2.3: 0.3-0.8 mm)
      for (const w of widths) {
        expect(w).toBeGreaterThanOrEqual(0.45);
        expect(w).toBeLessThanOrEqual(0.6);
      }
    }
  });

  it('sizes the canvas from the placement', () => {
    const r = composeDesign({ subject: 'rose', placement: 'back', seed: 1, output: 'design' });
    expect([r.widthMm, r.heightMm]).toEqual([PLACEMENT_SIZES_MM.back.w, PLACEMENT_SIZES_MM.back.h]);
    expect(r.height).toBe(1000);
    expect(r.svg).toContain(`viewBox="0 0 ${r.width} ${r.height}"`);
    const wrist = composeDesign({ subject: 'rose', placement: 'wrist', seed: 1, output: 'design' });
    expect(wrist.widthMm).toBeLessThanOrEqual(60);
  });
});

describe('stencil', () => {
  it('is black linework on white: no fills but none or white, no shading', () => {
    for (const style of values(STYLES)) {
      const r = composeDesign({
        subject: 'rose and dagger',
        style,
        palette: 'full-color',
        technique: 'stippling',
        prompt: '"MOM"',
        seed: 9,
        output: 'stencil',
      });
      const fills = new Set([...r.svg.matchAll(/fill="([^"]+)"/g)].map((m) => m[1].toLowerCase()));
      for (const fill of fills) expect(['none', '#fff', '#ffffff', 'white']).toContain(fill);
      expect(r.svg).not.toMatch(/<(filter|linearGradient|radialGradient|pattern|mask)\b/);
      expect(r.svg).not.toMatch(/fill-opacity|opacity=/);
    }
  });

  it('mirrors for transfer when asked', () => {
    const plain = composeDesign({ subject: 'rose', prompt: '"R"', seed: 2, output: 'stencil' });
    const mirrored = composeDesign({
      subject: 'rose',
      prompt: '"R"',
      seed: 2,
      output: 'stencil',
      mirror: true,
    });
    expect(plain.svg).not.toContain('scale(-1 1)');
    expect(mirrored.svg).toContain(`translate(${mirrored.width} 0) scale(-1 1)`);
  });
});

describe('credits', () => {
  it('lists only licences that let people own and tattoo the design', () => {
    expect(ENGINE_CREDITS.length).toBeGreaterThanOrEqual(5);
    for (const c of ENGINE_CREDITS)
      expect(c.license).toMatch(
        /^(CC BY 3\.0|SIL Open Font License 1\.1|Apache License 2\.0|MIT|ISC|CC0)/,
      );
  });
});

describe('every style x composition x palette', () => {
  const techniques = values(TECHNIQUES);
  const placements = values(PLACEMENTS);
  // Speed is measured by bench/engine.ts; the generous timeout only keeps a busy machine from failing it.
  it('composes a well-formed SVG for all 480 combinations', { timeout: 120_000 }, () => {
    let i = 0;
    for (const style of values(STYLES))
      for (const composition of values(COMPOSITIONS))
        for (const palette of values(PALETTES)) {
          const r = composeDesign({
            subject: ['skull with snake', 'koi', 'animals', 'lotus'][i % 4],
            style,
            composition,
            palette,
            technique: techniques[i % techniques.length],
            placement: placements[i % placements.length],
            prompt: i % 3 === 0 ? '"Hold Fast"' : undefined,
            seed: i,
            output: i % 5 === 0 ? 'stencil' : 'design',
          });
          expect(r.svg.startsWith('<svg')).toBe(true);
          expect(r.svg.endsWith('</svg>')).toBe(true);
          expect(r.svg).not.toMatch(/NaN|undefined|Infinity/);
          i++;
        }
    expect(i).toBe(480);
  });
});

describe('lettering beyond ASCII', () => {
  it('spells accented and Cyrillic names with the font subsets that have them', () => {
    const plain = composeDesign({
      subject: 'rose',
      style: 'traditional',
      prompt: '"Jose"',
      seed: 1,
      output: 'design',
    });
    const accented = composeDesign({
      subject: 'rose',
      style: 'traditional',
      prompt: '"José"',
      seed: 1,
      output: 'design',
    });
    const cyrillic = composeDesign({
      subject: 'rose',
      style: 'traditional',
      prompt: '"Мама"',
      seed: 1,
      output: 'design',
    });
    expect(accented.lettering).toEqual(['José']);
    expect(accented.svg).not.toBe(plain.svg);
    expect(cyrillic.lettering).toEqual(['Мама']);
    const rose = composeDesign({
      subject: 'rose',
      style: 'traditional',
      seed: 1,
      output: 'design',
    });
    expect(cyrillic.svg.length).toBeGreaterThan(rose.svg.length + 1000);
  });
});

describe('motif coverage', () => {
  it.each([
    ['rose', 'rose'],
    ['skull', 'skull'],
    ['dagger', 'dagger'],
    ['swallow', 'swallow'],
    ['anchor', 'anchor'],
    ['snake', 'snake'],
    ['eagle', 'eagle'],
    ['koi', 'koi'],
    ['dragon', 'dragon'],
    ['wolf', 'wolf'],
    ['lion', 'lion'],
    ['tiger', 'tiger'],
    ['butterfly', 'butterfly'],
    ['moon', 'moon'],
    ['sun', 'sun'],
    ['compass', 'compass'],
    ['heart', 'heart'],
    ['owl', 'owl'],
    ['lotus', 'lotus'],
    ['feather', 'feather'],
    ['tree', 'tree'],
    ['mountain', 'mountain'],
    ['wave', 'wave'],
    ['eye', 'eye'],
    ['hand', 'hand'],
    ['clock', 'clock-face'],
    ['pocket watch', 'clock'],
    ['crown', 'crown'],
    ['sword', 'sword'],
    ['phoenix', 'phoenix'],
    ['raven', 'raven'],
    ['fox', 'fox'],
    ['bear', 'bear'],
    ['deer', 'deer'],
    ['whale', 'whale'],
    ['jellyfish', 'jellyfish'],
    ['cherry blossom', 'cherry-blossom'],
    ['peony', 'peony'],
    ['sunflower', 'sunflower'],
    ['fern', 'fern'],
    ['hourglass', 'hourglass'],
    ['key', 'key'],
    ['lock', 'lock'],
    ['ship', 'ship'],
    ['lighthouse', 'lighthouse'],
    ['hamsa', 'hamsa'],
    ['mandala', 'mandala'],
    ['buddha', 'buddha'],
    ['om', 'buddha'],
    ['angel wings', 'angel-wings'],
    ['cross', 'cross'],
    ['infinity', 'infinity'],
    ['semicolon', 'semicolon'],
    ['planets', 'planet'],
    ['stars', 'star'],
    ['constellations', 'constellation'],
  ])('has a motif for %s', (subject, id) => {
    const r = composeDesign({
      subject,
      style: 'traditional',
      composition: 'asymmetrical',
      seed: 1,
      output: 'design',
    });
    expect(r.subjectMatched).toBe(true);
    expect(r.motifs[0].id).toBe(id);
  });
});

describe('tattooable at real size across random requests', () => {
  const styles = values(STYLES);
  const comps = values(COMPOSITIONS);
  const pals = values(PALETTES);
  const techs = values(TECHNIQUES);
  const places = values(PLACEMENTS);
  const subjects = [
    'rose and dagger',
    'koi',
    'mythology',
    'quote',
    'wolf',
    'celestial',
    'swallow',
    'mandala',
  ];
  const requests = Array.from({ length: 80 }, (_, i) => ({
    subject: subjects[i % subjects.length],
    style: styles[(i * 7) % styles.length],
    composition: comps[(i * 5) % comps.length],
    palette: pals[(i * 3) % pals.length],
    technique: techs[(i * 11) % techs.length],
    placement: places[(i * 13) % places.length],
    prompt: i % 4 === 0 ? '"Stay Wild"' : undefined,
    seed: i * 104729,
  }));

  it('never draws a stroke under 0.5 mm', () => {
    for (const req of requests)
      for (const output of ['design', 'stencil'] as const) {
        const r = composeDesign({ ...req, output });
        const upm = unitsPerMm(r);
        for (const w of strokeWidths(r.svg)) expect(w / upm).toBeGreaterThanOrEqual(0.5);
      }
  });

  it('keeps at least 1.5 mm of skin between hatch lines', () => {
    let seen = 0;
    for (const req of requests) {
      const r = composeDesign({ ...req, technique: 'cross-hatching', output: 'design' });
      const upm = unitsPerMm(r);
      for (const m of r.svg.matchAll(
        /<pattern id="p-(?:hatch|hatch-cross|lines)"[^>]*height="([\d.]+)"[^>]*><rect y="0" width="[\d.]+" height="([\d.]+)"/g,
      )) {
        seen++;
        expect((parseFloat(m[1]) - parseFloat(m[2])) / upm).toBeGreaterThanOrEqual(1.5 - 0.05);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('never copies request text into the SVG (lettering is outlines)', () => {
    const r = composeDesign({
      subject: 'rose <script>',
      prompt: 'x "<b>&amp;</b>"',
      seed: 1,
      output: 'design',
    });
    expect(r.lettering).toEqual(['<b>&amp;</b>']);
    expect(r.svg).not.toMatch(/<script|<b>|&amp;/);
  });
});

describe('a body part with no canvas of its own', () => {
  it('says which placement it was sized as, with the size', () => {
    const r = composeDesign({
      prompt: 'a tiny paper plane behind the ear',
      seed: 3,
      output: 'design',
    });
    expect(r.drawn.placementNamed).toBe('behind the ear');
    expect(r.note).toContain(`behind the ear: sized for the ${r.drawn.placement}`);
    expect(r.note).toContain(`${r.widthMm} x ${r.heightMm} mm`);
    // a placement with its own canvas needs no such note
    expect(
      composeDesign({ prompt: 'a cat on my forearm', seed: 3, output: 'design' }).note,
    ).toBeUndefined();
  });
});
