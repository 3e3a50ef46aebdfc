// Silhouettes no icon set has in tattoo form, drawn in the same 512 x 512 box as game-icons.
// Each returns the shape and, optionally, an "alt" region painted in the motif's second ink.
import { font } from './assets';
import type { TRng } from './prng';

export interface TGenShape {
  d: string;
  alt?: string;
}

const f = (n: number) => Math.round(n * 10) / 10;
const P = (x: number, y: number) => `${f(x)} ${f(y)}`;

export function circle(cx: number, cy: number, r: number, clockwise = true): string {
  const s = clockwise ? 1 : 0;
  return `M${P(cx - r, cy)}A${f(r)} ${f(r)} 0 1 ${s} ${P(cx + r, cy)}A${f(r)} ${f(r)} 0 1 ${s} ${P(cx - r, cy)}Z`;
}

function polar(cx: number, cy: number, r: number, a: number): [number, number] {
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

function heart(): TGenShape {
  const d =
    'M256 462C222 430 40 318 40 176C40 100 98 52 158 52C204 52 238 78 256 112C274 78 308 52 354 52C414 52 472 100 472 176C472 318 290 430 256 462Z' +
    // highlight cut: a small swoosh hole at upper left
    'M120 150C124 118 146 100 170 98C150 112 138 130 134 156Z';
  return { d };
}

function nauticalStar(): TGenShape {
  const cx = 256;
  const cy = 270;
  const R = 240;
  const r = 96;
  let d = '';
  let alt = '';
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    const tip = polar(cx, cy, R, a);
    const l = polar(cx, cy, r, a - Math.PI / 5);
    const rr = polar(cx, cy, r, a + Math.PI / 5);
    d += `M${P(cx, cy)}L${P(...l)}L${P(...tip)}Z`;
    alt += `M${P(cx, cy)}L${P(...tip)}L${P(...rr)}Z`;
  }
  return { d: d + alt, alt };
}

function cross(): TGenShape {
  // Latin cross with flared terminals and an inset line the artist can shade against.
  const d =
    'M226 24L286 24L280 140L392 134L392 194L280 188L286 488L226 488L232 188L120 194L120 134L232 140Z' +
    'M248 70L264 70L262 150L248 150Z M248 178L264 178L262 440L250 440Z';
  return { d };
}

function semicolon(): TGenShape {
  const ft = font('sans');
  const g = ft.charToGlyph(';');
  const size = 420;
  const p = g.getPath(0, 0, size);
  const bb = p.getBoundingBox();
  const dx = 256 - (bb.x1 + bb.x2) / 2;
  const dy = 256 - (bb.y1 + bb.y2) / 2;
  return { d: g.getPath(dx, dy, size).toPathData(1) };
}

function blossom(): TGenShape {
  const cx = 256;
  const cy = 256;
  let d = '';
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    const base = polar(cx, cy, 40, a);
    const tipL = polar(cx, cy, 236, a - 0.12);
    const tipR = polar(cx, cy, 236, a + 0.12);
    const notch = polar(cx, cy, 200, a);
    const c1 = polar(cx, cy, 210, a - 0.55);
    const c2 = polar(cx, cy, 210, a + 0.55);
    d += `M${P(...base)}Q${P(...c1)} ${P(...tipL)}L${P(...notch)}L${P(...tipR)}Q${P(...c2)} ${P(...base)}Z`;
    // petal vein cut
    const v0 = polar(cx, cy, 90, a);
    const v1 = polar(cx, cy, 170, a - 0.03);
    const v2 = polar(cx, cy, 170, a + 0.03);
    d += `M${P(...v0)}L${P(...v2)}L${P(...v1)}Z`;
  }
  const alt = circle(cx, cy, 46);
  let stamens = '';
  for (let i = 0; i < 8; i++) {
    const [x, y] = polar(cx, cy, 70, (i * Math.PI) / 4 + 0.3);
    stamens += circle(x, y, 9, false);
  }
  return { d: d + circle(cx, cy, 46) + stamens, alt };
}

function mandala(rng: TRng): TGenShape {
  const cx = 256;
  const cy = 256;
  const n = rng.pick([8, 10, 12]);
  let d = '';
  let alt = '';
  // outer pointed petals
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n;
    const b0 = polar(cx, cy, 150, a - Math.PI / n);
    const b1 = polar(cx, cy, 150, a + Math.PI / n);
    const tip = polar(cx, cy, 250, a);
    const c0 = polar(cx, cy, 240, a - Math.PI / n / 1.6);
    const c1 = polar(cx, cy, 240, a + Math.PI / n / 1.6);
    d += `M${P(...b0)}Q${P(...c0)} ${P(...tip)}Q${P(...c1)} ${P(...b1)}Z`;
    const h0 = polar(cx, cy, 178, a - Math.PI / n / 3);
    const h1 = polar(cx, cy, 178, a + Math.PI / n / 3);
    const ht = polar(cx, cy, 222, a);
    d += `M${P(...h0)}L${P(...h1)}L${P(...ht)}Z`;
  }
  // middle ring of round petals
  d += circle(cx, cy, 156);
  for (let i = 0; i < n; i++) {
    const a = ((i + 0.5) * 2 * Math.PI) / n;
    const [x, y] = polar(cx, cy, 120, a);
    d += circle(x, y, 22, false);
  }
  d += circle(cx, cy, 84, true);
  // inner flower
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n;
    const b0 = polar(cx, cy, 30, a - Math.PI / n);
    const b1 = polar(cx, cy, 30, a + Math.PI / n);
    const tip = polar(cx, cy, 76, a);
    alt += `M${P(...b0)}Q${P(...polar(cx, cy, 74, a - 0.25))} ${P(...tip)}Q${P(...polar(cx, cy, 74, a + 0.25))} ${P(...b1)}Z`;
  }
  alt += circle(cx, cy, 28);
  return { d: d + alt, alt };
}

function constellation(rng: TRng): TGenShape {
  const n = rng.int(6, 8);
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    pts.push([40 + t * 432 + rng.range(-20, 20), 256 + Math.sin(t * Math.PI * rng.range(1.2, 2.2)) * 150 + rng.range(-50, 50)]);
  }
  let d = '';
  const bar = 7;
  for (let i = 0; i < n - 1; i++) {
    const [x0, y0] = pts[i];
    const [x1, y1] = pts[i + 1];
    const len = Math.hypot(x1 - x0, y1 - y0);
    const nx = (-(y1 - y0) / len) * bar;
    const ny = ((x1 - x0) / len) * bar;
    d += `M${P(x0 + nx, y0 + ny)}L${P(x1 + nx, y1 + ny)}L${P(x1 - nx, y1 - ny)}L${P(x0 - nx, y0 - ny)}Z`;
  }
  let alt = '';
  pts.forEach(([x, y], i) => {
    const R = i % 3 === 0 ? 46 : 32;
    const r = R * 0.28;
    let s = '';
    for (let k = 0; k < 8; k++) {
      const a = -Math.PI / 2 + (k * Math.PI) / 4;
      const [px, py] = polar(x, y, k % 2 === 0 ? R : r, a);
      s += (k === 0 ? 'M' : 'L') + P(px, py);
    }
    alt += s + 'Z';
  });
  return { d: d + alt, alt };
}

export function generateShape(gen: string, rng: TRng): TGenShape {
  switch (gen) {
    case 'heart':
      return heart();
    case 'nautical-star':
      return nauticalStar();
    case 'cross':
      return cross();
    case 'semicolon':
      return semicolon();
    case 'blossom':
      return blossom();
    case 'mandala':
      return mandala(rng);
    case 'constellation':
    default:
      return constellation(rng);
  }
}
