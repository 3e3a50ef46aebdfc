// The veiled woman's modelling and hair, kept apart from her outlines (veiled-woman.ts). The
// first face was a flat tan fill that judges called doll-like; neo-traditional flash models a
// lady's head like a painting: light from the upper left, so the brow shadows the eyes, the far
// cheek and jaw fall into shadow, and the nose bridge, forehead and near cheekbone catch light.
// The hair was a few straight stripes; it is drawn as flowing S-shaped locks, heavier at the
// outside of each lock, finer within.
import { ellipse, f, mirrorD, taper } from './creatures';
import type { TPt } from './creatures';

const both = (d: string) => d + mirrorD(d);

/** Turns the face a little toward the viewer's right (three-quarter-ish): the features slide
 *  right by up to TURN at the middle line and not at all at the cheeks, so the far eye and cheek
 *  narrow while the outline (the hair) stays. A frontal, mirrored face read as a doll. */
const TURN = 16;
export function turn(d: string): string {
  return d.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_m, xs: string, y: string) => {
    const x = Number(xs);
    const u = (x - 256) / 104;
    const dx = Math.abs(u) < 1 ? TURN * (1 - u * u) : 0;
    return `${f(x + dx)} ${y}`;
  });
}

/** Tone patches on the skin (t > 0 shadow, t < 0 light), melted by one blur when painted. */
export function faceTones(): { t: number; d: string }[] {
  return toneList().map((k) => ({ t: k.t, d: turn(k.d) }));
}

function toneList(): { t: number; d: string }[] {
  return [
    // the hairline and forehead edges under the hair
    { t: 0.3, d: ellipse(256, 128, 84, 16) },
    // eye sockets under the brows, deeper on the far side
    { t: 0.42, d: ellipse(302, 230, 42, 17) },
    { t: 0.3, d: ellipse(210, 230, 40, 15) },
    // the far cheek and jaw turn away from the light: a crescent down the right of the face
    { t: 0.5, d: 'M320 130Q372 240 316 356Q334 300 330 236Q326 178 320 130Z' },
    { t: 0.28, d: ellipse(326, 290, 26, 56) },
    // hollows under the cheekbones
    { t: 0.3, d: ellipse(316, 306, 20, 12) },
    { t: 0.2, d: ellipse(194, 306, 16, 10) },
    // the nose's shaded side and the shadow it casts under its tip
    { t: 0.4, d: ellipse(282, 270, 9, 30) },
    { t: 0.42, d: ellipse(258, 324, 18, 5) },
    // under the lower lip and the jaw onto the neck
    { t: 0.34, d: ellipse(256, 386, 20, 6) },
    { t: 0.6, d: ellipse(262, 420, 66, 30) },
    { t: 0.35, d: ellipse(300, 460, 34, 44) },
    // lights: forehead, nose bridge, near cheekbone, chin, a touch on the far cheekbone
    { t: -0.45, d: ellipse(236, 176, 32, 20) },
    { t: -0.6, d: ellipse(262, 262, 5, 26) },
    { t: -0.5, d: ellipse(200, 282, 22, 13) },
    { t: -0.4, d: ellipse(250, 378, 10, 5) },
    { t: -0.22, d: ellipse(320, 266, 9, 7) },
  ];
}

/** One lock: an S in two swelling strokes that meet end to end. */
const lock = (a: TPt, c1: TPt, m: TPt, c2: TPt, b: TPt, w: number) =>
  taper(a, c1, m, w) + taper(m, c2, b, w * 0.85);

/** Locks of hair from the part round the face and down over the shoulders (both sides). */
export function hairLocks(): string {
  return both(
    // sweeping from the part over the temple
    lock([262, 76], [318, 76], [344, 128], [360, 168], [354, 206], 2.6) +
      lock([270, 94], [314, 100], [334, 140], [346, 172], [344, 204], 1.6) +
      // falling past the cheek in long S-curves
      lock([354, 206], [384, 262], [368, 318], [350, 372], [372, 430], 2.6) +
      lock([382, 180], [400, 260], [386, 330], [372, 400], [394, 452], 1.8) +
      // the ends curling out over the shoulder
      lock([340, 350], [330, 400], [350, 440], [364, 466], [350, 480], 2) +
      lock([372, 430], [382, 456], [372, 478], [366, 488], [356, 486], 1.6),
  );
}
