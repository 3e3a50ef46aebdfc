// Authored "tree growing inside a light bulb": the icon set's bulb is a solid blob with its
// filament cut out, and a tree icon laid over it shrinks to a smudge on grey glass. Here the
// glass is clear (only a tint, and a highlight streak left as bare skin), the filament is gone,
// and the tree is the bulb's content: roots gripping the top of the socket, a trunk rising from
// them and parting into limbs, and a full, billowing crown filling the globe. The bulb takes the
// bold contour; the tree is drawn in its own inks at the finer detail weight, as it is inside.
// Same TGenShape contract as creatures.ts (512 box).
import { ellipse, mirrored, P, polar, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';
import type { TMotifDef } from './motifs';
import type { TRelationEnv } from './relations';

// the globe's centre and radius, and the neck where glass meets socket
const G: TPt = [256, 196];
const R = 150;
const NECK = 356;

/** A limb from a to b through control c, `w0` wide at a narrowing to `w1` at b, as a closed band. */
export function limb(a: TPt, c: TPt, b: TPt, w0: number, w1: number, n = 10): string {
  const at = (t: number): TPt => [
    (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
    (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1],
  ];
  const left: TPt[] = [];
  const right: TPt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const p = at(t);
    const q = at(Math.min(1, t + 0.02));
    const o = at(Math.max(0, t - 0.02));
    const len = Math.hypot(q[0] - o[0], q[1] - o[1]) || 1;
    const w = (w0 + (w1 - w0) * t) / 2;
    left.push([p[0] - ((q[1] - o[1]) / len) * w, p[1] + ((q[0] - o[0]) / len) * w]);
    right.push([p[0] + ((q[1] - o[1]) / len) * w, p[1] - ((q[0] - o[0]) / len) * w]);
  }
  return `M${[...left, ...right.reverse()].map(P).join('L')}Z`;
}

/** The bulb: globe narrowing to the neck, collar, threaded base and contact tip. */
function bulb(): string {
  const glass =
    `M${P([194, NECK])}C194 318 ${G[0] - R} 290 ${G[0] - R} ${G[1]}` +
    `C${G[0] - R} 113 173 ${G[1] - R} ${G[0]} ${G[1] - R}` +
    `C339 ${G[1] - R} ${G[0] + R} 113 ${G[0] + R} ${G[1]}` +
    `C${G[0] + R} 290 318 318 318 ${NECK}Z`;
  const band = (y: number, h: number, x0: number, x1: number, slant: number) =>
    `M${x0} ${y + slant}L${x1} ${y}L${x1} ${y + h}L${x0} ${y + h + slant}Z`;
  return (
    glass +
    band(NECK + 4, 16, 188, 324, 0) +
    band(NECK + 26, 18, 194, 318, 8) +
    band(NECK + 50, 18, 194, 318, 8) +
    band(NECK + 74, 18, 198, 314, 8) +
    `M226 ${NECK + 100}L286 ${NECK + 100}C286 ${NECK + 122} 272 ${NECK + 132} 256 ${NECK + 132}C240 ${NECK + 132} 226 ${NECK + 122} 226 ${NECK + 100}Z`
  );
}

/** A billowing outline: leaf clusters as scallops round an ellipse, one closed path. */
function clump(c: TPt, rx: number, ry: number, n: number, k0 = 0): string {
  const pts: TPt[] = [];
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + ((i + k0) / n) * Math.PI * 2;
    const k = 1 - 0.07 * ((i * 7) % 3);
    pts.push([c[0] + Math.cos(a) * rx * k, c[1] + Math.sin(a) * ry * k]);
  }
  let d = `M${P(pts[0])}`;
  for (let i = 0; i < n; i++) {
    const p = pts[i];
    const q = pts[(i + 1) % n];
    const m: TPt = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    const out = Math.atan2(m[1] - c[1], m[0] - c[0]);
    const bulge = Math.hypot(q[0] - p[0], q[1] - p[1]) * 0.55;
    d += `C${P(polar(p, bulge, out - 0.3))} ${P(polar(q, bulge, out + 0.3))} ${P(q)}`;
  }
  return d + 'Z';
}

/** The crown, and the clusters inside it that make it foliage rather than one grey mass. */
function crown(c: TPt, rx: number, ry: number): { d: string; clusters: string } {
  const clusters =
    clump([c[0] - rx * 0.42, c[1] - ry * 0.3], rx * 0.36, ry * 0.34, 6, 0.3) +
    clump([c[0] + rx * 0.38, c[1] - ry * 0.36], rx * 0.38, ry * 0.34, 6, 0.1) +
    clump([c[0] - rx * 0.02, c[1] - ry * 0.6], rx * 0.34, ry * 0.28, 6, 0.5) +
    clump([c[0] + rx * 0.56, c[1] + ry * 0.22], rx * 0.3, ry * 0.3, 5, 0.2) +
    clump([c[0] - rx * 0.6, c[1] + ry * 0.24], rx * 0.28, ry * 0.3, 5, 0.6);
  return { d: clump(c, rx, ry, 12), clusters };
}

/** Trunk, limbs and roots as one outline (overlapping parts would each draw their edge across
 *  the others): the roots grip the collar, the trunk and two limbs rise into the crown and end
 *  at its lower edge, as every ink's edge is drawn over all the fills and wood carried on inside
 *  the crown would show through the foliage as a fan of sticks. */
function wood(): string {
  return mirrored(
    [256, 280],
    [
      // the trunk's top dips into the crown's lower edge
      [
        [262, 280],
        [266, 276],
        [268, 274],
      ],
      [
        [269, 282],
        [269, 286],
        [270, 296],
      ],
      // the limb's upper edge out to its tip under the crown, and back along its underside
      [
        [284, 288],
        [304, 276],
        [318, 264],
      ],
      [
        [324, 262],
        [326, 272],
        [320, 277],
      ],
      [
        [304, 288],
        [286, 298],
        [275, 314],
      ],
      // down the trunk, flaring into two roots over the neck's shoulder onto the collar
      [
        [272, 326],
        [274, 336],
        [282, 342],
      ],
      [
        [296, 348],
        [312, 352],
        [324, NECK + 10],
      ],
      [
        [314, NECK + 8],
        [300, NECK + 2],
        [290, NECK + 2],
      ],
      [
        [294, NECK + 8],
        [294, NECK + 14],
        [290, NECK + 18],
      ],
      [
        [280, NECK + 10],
        [268, NECK + 6],
        [256, NECK + 6],
      ],
    ],
  );
}

export function bulbTree(): TGenShape {
  const top = crown([256, 182], 112, 98);
  // the glass's light: a streak down the upper left and a glint, bare skin through the tint
  const holes =
    taper(
      polar(G, R * 0.86, Math.PI * 0.84),
      polar(G, R * 0.9, Math.PI * 1.0),
      polar(G, R * 0.86, Math.PI * 1.14),
      7,
    ) + ellipse(...polar(G, R * 0.84, Math.PI * 1.22), 4, 4, false);
  return {
    d: bulb(),
    holes,
    // the wood first, so the crown closes over the limbs and only the trunk shows below it
    // (limbs painted over the foliage read as a fan of sticks laid on a grey cloud)
    inks: [
      { role: 'brown', d: wood(), lit: true },
      { role: 'green', d: top.d, lit: true },
      { role: 'green', d: top.clusters, lit: true },
    ],
  };
}

// what grows inside a bulb: drawn as the bulb's own content, not a small icon laid over it
const GROWS = new Set(['tree', 'tree-of-life']);

/** "A lightbulb with a tree growing inside": the authored bulb with its tree, as one drawing;
 *  false unless one is the bulb and the other a tree. */
export function grownInBulb(env: TRelationEnv, a: TMotifDef, b: TMotifDef): boolean {
  const [bulbDef, plant] = a.id === 'light-bulb' ? [a, b] : [b, a];
  if (bulbDef.id !== 'light-bulb' || !GROWS.has(plant.id)) return false;
  const def: TMotifDef = {
    ...bulbDef,
    id: `light-bulb:${plant.id}`,
    gen: 'bulb-tree',
    roles: ['yellow', 'metal'],
  };
  // the glass is clear: no band of shadow dragged across the tree inside it
  env.draw(def, { cx: env.cx, cy: env.cy, size: env.S * 1.08 }, 'front', { shading: 'none' });
  return true;
}
