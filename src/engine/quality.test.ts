import { describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import { COMPOSITIONS, values } from '../core/options';
import { composeDesign, unitsPerMm, type TDesignRequest } from './index';

// Motif silhouettes are registered once each as <path id="sN"> in defs.
const motifCount = (svg: string) => [...svg.matchAll(/<path id="s\d+"/g)].length;

describe('symmetrical composition', () => {
  const base: TDesignRequest = {
    style: 'tribal',
    composition: 'symmetrical',
    palette: 'black-only',
    placement: 'chest',
    seed: 7,
    output: 'design',
  };

  it('keeps a single creature single and centred', () => {
    for (const subject of ['eagle', 'wolf', 'owl', 'butterfly'])
      expect(motifCount(composeDesign({ ...base, subject }).svg), subject).toBe(1);
  });

  it('flanks a named subject with stars only, never with a creature nobody asked for', () => {
    for (let seed = 0; seed < 4; seed++) {
      const r = composeDesign({
        prompt: 'an anchor, american traditional, across the chest',
        seed,
        output: 'design',
      });
      expect(
        r.drawn.subjects.map((s) => s.motif),
        `seed ${seed}`,
      ).toEqual(['anchor']);
      expect(r.drawn.elements, `seed ${seed}`).toContain('stars');
      // a spread eagle spans the chest alone: no room, and no call, for fillers beside it
      const eagle = composeDesign({
        prompt: 'eagle with spread wings, american traditional, across the chest',
        seed,
        output: 'design',
      });
      expect(eagle.drawn.subjects.map((s) => s.motif)).toEqual(['eagle']);
      expect(eagle.drawn.elements, `seed ${seed}`).not.toContain('stars');
    }
  });

  it('still pairs the motifs that are traditionally paired', () => {
    for (const subject of ['swallow', 'dagger'])
      expect(motifCount(composeDesign({ ...base, subject }).svg), subject).toBe(2);
  });
});

describe('minimalist', () => {
  // fine line, 3RL: domain notes §2.3 give 0.3-0.8 mm; the engine draws 0.5-0.6 mm
  it('stays a single fine line with no fills whatever the composition', () => {
    for (const composition of values(COMPOSITIONS))
      for (const [k, subject] of ['moon', 'rose', 'wolf'].entries()) {
        const r = composeDesign({
          subject,
          style: 'minimalist',
          composition,
          palette: (['black-only', 'full-color', 'earth-tones'] as const)[k],
          placement: (['wrist', 'forearm', 'chest'] as const)[k],
          seed: 7,
          output: 'design',
        });
        const upm = unitsPerMm(r);
        const widths = [...r.svg.matchAll(/stroke-width="([\d.]+)"/g)].map(
          (m) => parseFloat(m[1]) / upm,
        );
        expect(widths.length).toBeGreaterThan(0);
        for (const w of widths) {
          expect(w, composition).toBeGreaterThanOrEqual(0.5 - 0.05);
          expect(w, composition).toBeLessThanOrEqual(0.6 + 0.06);
        }
        // paths and shapes are open linework: only "none" or the skin colour fill them
        const paper = r.svg.match(/<rect width="\d+" height="\d+" fill="([^"]+)"/)![1];
        for (const m of r.svg.matchAll(/<(path|use)\b[^>]*\bfill="([^"]+)"/g))
          expect([paper, 'none'], `${composition} ${subject}`).toContain(m[2]);
        expect(r.svg, composition).not.toContain('fill-opacity');
      }
  });
});

describe('lettering', () => {
  // Renders only the pixels inside the lettering's boxes: with everything, and with the lettering
  // alone on the skin. Any difference is another element drawn into the lettering.
  const pixels = (svg: string, width: number) => {
    const img = new Resvg(svg, {
      fitTo: { mode: 'width', value: width },
      font: { loadSystemFonts: false },
    }).render();
    // the pixels getter copies the whole buffer: read it once
    return { width: img.width, pixels: img.pixels };
  };
  const letteringOnly = (svg: string) =>
    svg.replace(
      /(<rect width="\d+" height="\d+" fill="[^"]+"\/>)[\s\S]*?(<g data-role="lettering")/,
      '$1$2',
    );
  const boxesOf = (svg: string) =>
    svg
      .match(/data-boxes="([^"]*)"/)![1]
      .split(',')
      .map((b) => b.split(' ').map(Number));

  const samples: TDesignRequest[] = [
    {
      subject: 'koi fish',
      style: 'japanese',
      composition: 'flowing',
      palette: 'full-color',
      placement: 'forearm',
      prompt: 'A japanese tattoo of koi fish "ever onward"',
      seed: 7,
      output: 'design',
    },
    ...(
      [
        'traditional',
        'neo-traditional',
        'japanese',
        'watercolor',
        'realism',
        'blackwork',
        'tribal',
        'geometric',
        'minimalist',
        'surrealism',
      ] as const
    ).flatMap((style, i) =>
      values(COMPOSITIONS).map((composition, j): TDesignRequest => ({
        subject: ['rose', 'wolf', 'koi', 'eagle', 'skull and snake'][(i + j) % 5],
        style,
        composition,
        palette: i % 2 ? 'black-gray' : 'full-color',
        placement: (['forearm', 'chest', 'upper-arm', 'calf', 'back'] as const)[(i * 2 + j) % 5],
        prompt: j % 2 ? '"Stay Wild"' : '"ever onward"',
        seed: 7 + i * 13 + j,
        output: 'design',
      })),
    ),
  ];

  it('keeps every other element out of the lettering', () => {
    for (const req of samples) {
      const r = composeDesign(req);
      const scale = 400 / r.width;
      const full = pixels(r.svg, 400);
      const alone = pixels(letteringOnly(r.svg), 400);
      const boxes = boxesOf(r.svg);
      expect(boxes.length, JSON.stringify(req)).toBeGreaterThan(0);
      let differing = 0;
      for (const [x, y, w, h] of boxes)
        for (let py = Math.ceil(y * scale); py < Math.floor((y + h) * scale); py++)
          for (let px = Math.ceil(x * scale); px < Math.floor((x + w) * scale); px++) {
            const o = (py * full.width + px) * 4;
            if (
              Math.abs(full.pixels[o] - alone.pixels[o]) +
                Math.abs(full.pixels[o + 1] - alone.pixels[o + 1]) +
                Math.abs(full.pixels[o + 2] - alone.pixels[o + 2]) >
              24
            )
              differing++;
          }
      expect(differing, `${req.style}/${req.composition}/${req.subject}`).toBe(0);
    }
  });
});

describe('blackwork', () => {
  it('cuts skin-coloured detail into its solid motifs and frames them with linework', () => {
    for (const subject of ['wolf', 'eagle', 'skull', 'rose']) {
      const r = composeDesign({
        subject,
        style: 'blackwork',
        composition: 'symmetrical',
        palette: 'black-only',
        placement: 'upper-arm',
        seed: 7,
        output: 'design',
      });
      const paper = r.svg.match(/<rect width="\d+" height="\d+" fill="([^"]+)"\/>/)![1];
      // fur/feather cuts and a stippled highlight in the skin colour, inside the silhouette
      expect(r.svg, subject).toMatch(
        /<g clip-path="url\(#c\d+\)"><use href="#s\d+" fill="none" stroke="#?\w+"/,
      );
      expect(r.svg, subject).toContain('fill="url(#p-cuts)"');
      expect(r.svg, subject).toContain('fill="url(#p-paper-dots)"');
      expect(r.svg, subject).toContain(`stroke="${paper}"`);
      // the motif itself is solid ink, not a paper-coloured hole in a black stamp
      const fills = [...r.svg.matchAll(/<use href="#s\d+" fill="(#[0-9a-f]{6})" stroke=/g)].map(
        (m) => m[1],
      );
      expect(fills.filter((c) => c !== paper).length, subject).toBeGreaterThan(0);
    }
  });
});

describe('subject words in the prompt', () => {
  it('reads part and "-like" words as describing the subject, not as extra motifs', () => {
    const cases: [string, string][] = [
      ['lion', "a lion's face in three-quarter view"],
      ['raven', 'a raven with spread wings in solid black, feathers cut out in bare skin'],
      ['sun', 'a tribal sun with flame-like curved rays'],
    ];
    for (const [subject, prompt] of cases) {
      const r = composeDesign({ subject, prompt, seed: 3, output: 'design' });
      expect(
        r.motifs.map((m) => m.id),
        prompt,
      ).toEqual([subject]);
    }
    // a second real motif named in the prompt is still drawn
    const both = composeDesign({
      subject: 'rose',
      prompt: 'a rose and a dagger',
      seed: 3,
      output: 'design',
    });
    expect(both.motifs.map((m) => m.id)).toEqual(['rose', 'dagger']);
  });
});

describe('interior detail', () => {
  it('gives every coloured silhouette a hand-drawn inner contour, and every realism one its wash', () => {
    for (const style of ['traditional', 'neo-traditional', 'japanese', 'realism'] as const)
      for (const subject of ['wolf', 'rose', 'eagle']) {
        const r = composeDesign({
          subject,
          style,
          placement: 'upper-arm',
          seed: 11,
          output: 'design',
        });
        const motifs = motifCount(r.svg);
        // the contour line is cut from a wide stroke by a mask holding a narrower one
        const rims = [
          ...r.svg.matchAll(
            /<mask [^>]*><rect [^>]*\/><use href="#[so]\d+" fill="none" stroke="#000"/g,
          ),
        ];
        expect(motifs, `${style} ${subject}`).toBeGreaterThan(0);
        // realism draws no inner line: its grey wash models the silhouette instead
        const washes = r.svg.match(/fill="url\(#wash\d+\)"/g) ?? [];
        // or paints its own tone (the realism rose, realism-rose-art.ts)
        const painted = r.svg.match(/<clipPath id="rosebloom\d+"/g) ?? [];
        const modelled = style === 'realism' ? washes.length + painted.length : rims.length;
        expect(modelled, `${style} ${subject}`).toBeGreaterThanOrEqual(motifs);
      }
  });
});
