import { describe, expect, it } from 'vitest';
import {
  astronaut,
  deerSkull,
  ellipse,
  horn,
  manta,
  mirrorD,
  mirrored,
  moth,
  taper,
} from './creatures';
import { whale } from './whale';
import { composeDesign } from './index';
import { bbox, parsePath, signedArea, splitSubpaths } from './path';
import { raster } from './shape-raster';

const finite = (d: string) => !/NaN|Infinity|undefined/.test(d);

describe('path helpers', () => {
  it('mirrored() closes one contour whose left half mirrors the right', () => {
    const d = mirrored(
      [256, 10],
      [
        [
          [300, 10],
          [400, 100],
          [400, 200],
        ],
        [
          [400, 300],
          [300, 400],
          [256, 400],
        ],
      ],
    );
    expect(d.match(/M/g)).toHaveLength(1);
    expect(d).toContain('C212 400 112 300 112 200');
    expect(d.endsWith('Z')).toBe(true);
  });

  it('mirrorD() flips x about the centre line and leaves y alone', () => {
    expect(mirrorD('M300 10L400 20C500 30 260 40 256 50Z')).toBe(
      'M212 10L112 20C12 30 252 40 256 50Z',
    );
  });

  it('taper() spans an area through its end points, so the engine can set its winding', () => {
    const sub = splitSubpaths(parsePath(taper([100, 256], [256, 256], [412, 256], 20)))[0];
    expect(Math.abs(signedArea(sub))).toBeGreaterThan(100);
  });

  it('taper() is pointed at both ends and wide in the middle', () => {
    const ink = raster({ d: taper([100, 256], [256, 256], [412, 256], 20) });
    expect(ink(256, 256)).toBe(true);
    expect(ink(256, 262)).toBe(true);
    expect(ink(110, 262)).toBe(false);
    expect(ink(402, 262)).toBe(false);
  });

  it('ellipse() winds both ways and survives mirrorD (no arc flags to corrupt)', () => {
    const cw = ellipse(300, 200, 40, 20);
    const ccw = ellipse(300, 200, 40, 20, false);
    expect(cw).not.toContain('A');
    const area = (d: string) => signedArea(splitSubpaths(parsePath(d))[0]);
    expect(Math.sign(area(cw))).toBe(-Math.sign(area(ccw)));
    // signedArea goes through the end points only: the inscribed diamond of the ellipse
    expect(Math.abs(area(cw))).toBeCloseTo(2 * 40 * 20, 0);
    const ink = raster({ d: mirrorD(cw) });
    expect(ink(212, 200)).toBe(true);
    expect(ink(300, 200)).toBe(false);
  });
});

describe('authored creature silhouettes', () => {
  it.each([
    ['manta', manta],
    ['moth', moth],
    ['whale', whale],
    ['astronaut', astronaut],
    ['deer skull', deerSkull],
  ])('%s: finite path data inside the 512 box', (_name, make) => {
    const g = make();
    for (const d of [g.d, g.holes ?? '', g.alt ?? '']) {
      expect(finite(d)).toBe(true);
      for (const n of d.match(/-?\d+(?:\.\d+)?/g) ?? []) {
        expect(Number(n)).toBeGreaterThanOrEqual(0);
        expect(Number(n)).toBeLessThanOrEqual(512);
      }
    }
  });

  it('manta: two cephalic fins either side of an open gap, wing tips, whip tail', () => {
    const ink = raster(manta());
    expect(ink(294, 110)).toBe(true); // right cephalic fin
    expect(ink(218, 110)).toBe(true); // left cephalic fin
    expect(ink(256, 120)).toBe(false); // the gap between them
    expect(ink(490, 246)).toBe(true); // right wing tip
    expect(ink(22, 246)).toBe(true); // left wing tip
    expect(ink(256, 470)).toBe(true); // tail
    expect(ink(300, 470)).toBe(false);
    // wing lines cut on both sides: a mirrored cut keeps its winding against the body
    expect(ink(406, 229)).toBe(false);
    expect(ink(106, 229)).toBe(false);
    expect(ink(253, 300)).toBe(false); // spine ridge cut reads as a line
    expect(ink(256, 250)).toBe(true);
  });

  it('moth: feathered antennae, eye spots with dark pupils, banded abdomen', () => {
    const ink = raster(moth());
    // the antenna is a narrow feather along a curved shaft, its barbs cut across it: walking
    // along the shaft meets ink broken by several slits
    const shaft = (t: number): [number, number] => [
      (1 - t) ** 2 * 250 + 2 * (1 - t) * t * 214 + t * t * 140,
      (1 - t) ** 2 * 166 + 2 * (1 - t) * t * 100 + t * t * 70,
    ];
    let slits = 0;
    let was = true;
    for (let t = 0.2; t <= 0.85; t += 0.005) {
      const now = ink(...shaft(t));
      if (!now && was) slits++;
      was = now;
    }
    expect(slits).toBeGreaterThanOrEqual(3);
    expect(ink(shaft(0.5)[0] - 5, shaft(0.5)[1] + 6)).toBe(true); // wider than a line
    expect(ink(512 - shaft(0.38)[0], shaft(0.38)[1])).toBe(true); // and mirrored
    expect(ink(400, 160)).toBe(true); // pupil
    expect(ink(400 + 20, 160)).toBe(false); // ring around it
    expect(ink(112, 160)).toBe(true); // mirrored pupil
    expect(ink(256, 330)).toBe(true); // abdomen
    expect(ink(150, 330)).toBe(true); // hindwing
  });

  it('whale: a humpback with its stock raised so the flukes spread flat, not a fish tail', () => {
    const g = whale();
    const ink = raster(g);
    expect(ink(200, 300)).toBe(true); // body
    expect(ink(40, 290)).toBe(true); // rostrum
    expect(ink(24, 250)).toBe(false); // pointed, not a blunt blimp nose
    expect(ink(300, 410)).toBe(true); // the long flipper, swept back below the belly
    expect(ink(200, 400)).toBe(false); // no strut hanging straight down under the jaw
    expect(ink(430, 200)).toBe(true); // the tail stock rising
    // the flukes spread left and right across the top of the stock, notched in the middle
    expect(ink(350, 112)).toBe(true);
    expect(ink(494, 96)).toBe(true);
    expect(ink(432, 110)).toBe(false);
    // between the stock and the head: open sky, the stock is raised, not level like a fish's
    expect(ink(380, 180)).toBe(false);
    // the flipper is a third of the body's length
    const box = bbox(parsePath(g.d.split('Z')[0] + 'Z'));
    const fin = bbox(parsePath('M' + g.d.split('ZM')[1]));
    expect(fin.w).toBeGreaterThan(box.w / 3);
    // mouth, eye, throat pleats and tubercles cut as detail
    expect((g.holes ?? '').split('M').length).toBeGreaterThan(6);
    // the pale belly is its own lit region
    expect(g.inks?.some((k) => k.lit)).toBe(true);
  });

  it('astronaut: helmet with a visor in the second ink, suit, arms, two legs', () => {
    const g = astronaut();
    expect(g.alt).toBeTruthy();
    // the visor (second ink) has its reflection left out, so the body colour shows there
    const visor = raster({ d: 'M0 0Z', alt: g.alt });
    expect(visor(256, 140)).toBe(true);
    expect(visor(212, 94)).toBe(false);
    expect(visor(256, 30)).toBe(false);
    const ink = raster(g);
    expect(ink(256, 30)).toBe(true); // helmet dome
    expect(ink(256, 110)).toBe(true); // visor
    expect(ink(372, 300)).toBe(true); // arm
    expect(ink(296, 420)).toBe(true); // right leg
    expect(ink(216, 420)).toBe(true); // left leg
    expect(ink(256, 430)).toBe(false); // gap between the legs
  });
});

describe('antlered deer skull', () => {
  it('horn() is wide at its root and pointed at its tip', () => {
    const ink = raster({ d: horn([100, 256], [256, 256], [412, 256], 40) });
    expect(ink(104, 256 + 16)).toBe(true);
    expect(ink(404, 256 + 6)).toBe(false);
    expect(ink(404, 256)).toBe(true);
  });

  it('has both antler beams with tines, open eye sockets and a long snout', () => {
    const ink = raster(deerSkull());
    for (const [x, y] of [
      [415, 97],
      [382, 147],
      [378, 100],
    ]) {
      expect(ink(x, y), `right antler ${x},${y}`).toBe(true);
      expect(ink(512 - x, y), `left antler ${512 - x},${y}`).toBe(true);
    }
    expect(ink(256, 120)).toBe(false); // open between the antlers
    // eye sockets out on the sides of the skull, not at the front like a bird's
    expect(ink(328, 254)).toBe(false);
    expect(ink(184, 254)).toBe(false);
    expect(ink(256, 400)).toBe(true); // long snout
    expect(ink(320, 440)).toBe(false);
    expect(ink(300, 400)).toBe(false); // narrow muzzle
    // blunt, squared end, not a beak point: still bone out to the sides at the tip
    expect(ink(278, 466)).toBe(true);
    expect(ink(234, 466)).toBe(true);
  });
});

describe('the subjects these motifs draw', () => {
  const drawn = (prompt: string, extra = {}) =>
    composeDesign({ prompt, seed: 3, output: 'design', ...extra }).drawn.subjects;

  it.each([
    ['maori inspired manta ray', 'manta'],
    ['a moth with a skull on its back, blackwork, chest', 'moth'],
    ['a whale flying through the sky with clouds', 'whale'],
    ['an astronaut fishing on the moon', 'astronaut'],
    ['geometric deer with a forest inside', 'deer'],
    ['a luna moth', 'moth'],
    ['a whale tail', 'whale-tail'],
    ['a stag head', 'stag-head'],
    ['an astronaut helmet', 'astronaut-helmet'],
    ['a deer skull with antlers and wildflowers', 'deer-skull'],
  ])('"%s" draws %s as itself, not a stand-in', (prompt, id) => {
    const main = drawn(prompt).find((s) => s.motif === id);
    expect(main, JSON.stringify(drawn(prompt))).toBeDefined();
    expect(main!.standIn).toBeUndefined();
  });

  it('a moth is no longer drawn as a butterfly', () => {
    expect(drawn('a moth').map((s) => s.motif)).not.toContain('butterfly');
  });

  it.each(['manta ray', 'moth', 'whale', 'astronaut'])(
    '%s renders in every style without NaN',
    (subject) => {
      for (const style of [
        'traditional',
        'neo-traditional',
        'tribal',
        'blackwork',
        'watercolor',
        'realism',
        'minimalist',
        'geometric',
        'surrealism',
        'japanese',
      ] as const) {
        const r = composeDesign({ subject, style, seed: 5, output: 'design' });
        expect(finite(r.svg), `${subject} ${style}`).toBe(true);
        expect(r.drawn.subjects[0].standIn).toBeUndefined();
      }
    },
  );

  it('a large deer is the whole standing stag; a small one keeps the bolder head', () => {
    const big = composeDesign({ subject: 'deer', placement: 'back', seed: 3, output: 'design' });
    const small = composeDesign({ subject: 'deer', placement: 'wrist', seed: 3, output: 'design' });
    expect(big.drawn.subjects[0].motif).toBe('deer');
    expect(small.drawn.subjects[0].motif).toBe('deer');
    // the motif silhouettes differ: different source drawings, not a rescale of one
    const shapeOf = (svg: string) => svg.match(/<path id="s\d+" d="([^"]+)"/)![1];
    const count = (d: string) => (d.match(/[MZ]/g) ?? []).length;
    expect(count(shapeOf(big.svg))).not.toBe(count(shapeOf(small.svg)));
  });
});
