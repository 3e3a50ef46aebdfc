// The colour a watercolour tattoo is laid in round its line drawing (domain notes §4): a few
// glazes of diluted colour, each with the hard, darker rim where pigment pooled as it dried, one
// colour overlapping the next; runs of colour dripping down off the lower washes; and splatter
// flicked off the brush. The earlier backdrop was soft radial-gradient blobs: airbrush clouds with
// no edge, which read as a digital glow rather than paint on skin.
import { sw, type TCtx } from './context';
import { mix } from './palettes';
import type { TBox } from './path';
import type { TRng } from './prng';
import { blobD } from './ornaments';

const f = (n: number) => String(Math.round(n * 10) / 10);
const P = (x: number, y: number) => `${f(x)} ${f(y)}`;
type TPt = [number, number];

/** A wash's outline: an ellipse whose radius wanders with a few slow waves (a glaze spreads
 *  unevenly), plus a finer ripple where it crept along the skin. */
export function washOutline(rng: TRng, c: TPt, rx: number, ry: number, rot: number): TPt[] {
  const waves = Array.from({ length: 3 }, (_, i) => ({
    k: [2, 3, 5][i] + rng.int(0, 1),
    amp: [0.16, 0.1, 0.05][i] * rng.range(0.7, 1.3),
    ph: rng.range(0, Math.PI * 2),
  }));
  const [cos, sin] = [Math.cos(rot), Math.sin(rot)];
  const n = 90;
  return Array.from({ length: n }, (_, i) => {
    const t = (i / n) * Math.PI * 2;
    const r = 1 + waves.reduce((s, w) => s + w.amp * Math.sin(w.k * t + w.ph), 0);
    const [x, y] = [Math.cos(t) * rx * r, Math.sin(t) * ry * r];
    return [c[0] + x * cos - y * sin, c[1] + x * sin + y * cos];
  });
}

/** The glaze drawn in toward its centre until it clears the canvas edge by `pad`: cut off by the
 *  edge it read as a crop, not a wash. */
export function inside(pts: TPt[], c: TPt, W: number, H: number, pad: number): TPt[] {
  const [cx, cy] = [Math.min(Math.max(c[0], pad), W - pad), Math.min(Math.max(c[1], pad), H - pad)];
  let k = 1;
  for (const [x, y] of pts) {
    if (x < pad) k = Math.min(k, (cx - pad) / (cx - x));
    if (x > W - pad) k = Math.min(k, (W - pad - cx) / (x - cx));
    if (y < pad) k = Math.min(k, (cy - pad) / (cy - y));
    if (y > H - pad) k = Math.min(k, (H - pad - cy) / (y - cy));
  }
  return pts.map(([x, y]) => [cx + (x - cx) * k, cy + (y - cy) * k]);
}

const polyD = (pts: TPt[]) => `M${pts.map(([x, y]) => P(x, y)).join('L')}Z`;

/** A glaze: paler where the brush laid it, the colour gathering toward the rim as it dried. */
function glazeFill(ctx: TCtx, colour: string, fx: number, fy: number): string {
  const id = ctx.nextId('glaze');
  const paper = ctx.palette.paper;
  ctx.defs.push(
    `<radialGradient id="${id}" fx="${f(fx)}" fy="${f(fy)}" r="0.62"><stop offset="0" stop-color="${mix(colour, paper, 0.55)}" stop-opacity="0.35"/><stop offset="0.7" stop-color="${colour}" stop-opacity="0.5"/><stop offset="1" stop-color="${colour}" stop-opacity="0.72"/></radialGradient>`,
  );
  return `url(#${id})`;
}

/** A run of colour down from a wash's lower rim: a thin line narrowing a little as it runs,
 *  ending in the bead of pigment that stopped it. */
function drip(ctx: TCtx, rng: TRng, top: TPt, len: number, colour: string): string {
  const w = ctx.mm(rng.range(0.7, 1.1));
  const [x, y] = top;
  const bend = rng.range(-0.06, 0.06) * len;
  const end: TPt = [x + bend, y + len];
  const d =
    `M${P(x - w, y - w)}C${P(x - w * 0.8, y + len * 0.5)} ${P(end[0] - w * 0.55, end[1] - len * 0.3)} ${P(end[0] - w * 0.5, end[1])}` +
    `L${P(end[0] + w * 0.5, end[1])}C${P(end[0] + w * 0.55, end[1] - len * 0.3)} ${P(x + w * 0.8, y + len * 0.5)} ${P(x + w, y - w)}Z`;
  const bead = `M${P(end[0] - w * 1.3, end[1])}a${f(w * 1.3)} ${f(w * 1.5)} 0 1 0 ${f(w * 2.6)} 0a${f(w * 1.3)} ${f(w * 1.5)} 0 1 0 ${f(-w * 2.6)} 0Z`;
  return `<path d="${d}${bead}" fill="${colour}" fill-opacity="0.7"/>`;
}

/** Drops flicked off the brush, thrown outward from the wash: each irregular, with a few
 *  satellites, some drawn out into a tail along the throw. */
function splatter(ctx: TCtx, rng: TRng, c: TPt, R: number, colours: string[]): string {
  let s = '';
  for (let i = 0; i < 8; i++) {
    const a = rng.range(0, Math.PI * 2);
    const [x, y] = [
      c[0] + Math.cos(a) * R * rng.range(0.85, 1.25),
      c[1] + Math.sin(a) * R * rng.range(0.85, 1.25),
    ];
    const col = rng.pick(colours);
    const r = ctx.mm(rng.range(1, 2.6));
    s += `<path d="${blobD(rng, x, y, r, 0.45, 6)}" fill="${col}" fill-opacity="0.8"/>`;
    for (let k = rng.int(2, 4); k > 0; k--) {
      const t = a + rng.range(-0.6, 0.6);
      const d = r * rng.range(1.8, 4.5);
      s += `<circle cx="${f(x + Math.cos(t) * d)}" cy="${f(y + Math.sin(t) * d)}" r="${f(r * rng.range(0.15, 0.4))}" fill="${col}" fill-opacity="0.8"/>`;
    }
  }
  return s;
}

/** One glaze's place round the subject: its centre (offset from the subject's middle, in R),
 *  its radii (in R) and its slant. */
type TGlaze = { at: TPt; rx: number; ry: number; rot: number };

/** How each variation lays its glazes: v0 four washes round the subject, each colour in its own
 *  quarter; v1 one round pool of colour behind it, two glazes blending in the disc (the
 *  "watercolour moon" artists set a subject against); v2 broad brush sweeps across it on a
 *  slant; v3 a bloom rising above it, the colour lifting off the top of the piece. */
function glazes(rng: TRng, variant: number): TGlaze[] {
  const j = () => rng.range(-0.08, 0.08);
  switch (variant % 4) {
    case 1: {
      const c: TPt = [j(), -0.1 + j()];
      return [
        { at: c, rx: 0.92, ry: 0.9, rot: 0 },
        { at: [c[0] + 0.25, c[1] + 0.2], rx: 0.62, ry: 0.55, rot: rng.range(0, Math.PI) },
        { at: [c[0] - 0.3, c[1] - 0.2], rx: 0.5, ry: 0.45, rot: rng.range(0, Math.PI) },
      ];
    }
    case 2: {
      const slant = rng.chance(0.5) ? -0.6 : 0.6;
      const [nx, ny] = [-Math.sin(slant), Math.cos(slant)];
      return [-0.42, 0, 0.42].map((k) => ({
        at: [nx * k + j(), ny * k + j()] as TPt,
        rx: rng.range(0.95, 1.15),
        ry: rng.range(0.22, 0.32),
        rot: slant + rng.range(-0.1, 0.1),
      }));
    }
    case 3:
      return [
        { at: [j(), -0.45 + j()], rx: 0.75, ry: 0.55, rot: rng.range(-0.3, 0.3) },
        { at: [-0.45 + j(), -0.1 + j()], rx: 0.5, ry: 0.4, rot: rng.range(0, Math.PI) },
        { at: [0.45 + j(), -0.05 + j()], rx: 0.5, ry: 0.42, rot: rng.range(0, Math.PI) },
        { at: [j(), 0.35 + j()], rx: 0.45, ry: 0.3, rot: rng.range(-0.3, 0.3) },
      ];
    default: {
      const a0 = rng.range(0, Math.PI * 2);
      return [0, 1, 2, 3].map((i) => {
        const a = a0 + (i * Math.PI) / 2 + rng.range(-0.4, 0.4);
        const off = rng.range(0.35, 0.6);
        const rx = rng.range(0.55, 0.8);
        return {
          at: [Math.cos(a) * off, Math.sin(a) * off * 0.8] as TPt,
          rx,
          ry: rx * rng.range(0.6, 0.9),
          rot: rng.range(0, Math.PI),
        };
      });
    }
  }
}

/** The washes, drips and splatter round the main subject's box (behind its line drawing). */
export function watercolourSplashes(ctx: TCtx, main: TBox, colours: string[], variant = 0): string {
  if (ctx.stencil || !colours.length) return '';
  const rng = ctx.rng.fork('splash');
  const c: TPt = [main.x + main.w / 2, main.y + main.h / 2];
  const R = Math.max(main.w, main.h) * 0.5;
  const { width: W, height: H } = ctx.canvas;
  const floor = H - ctx.mm(4);
  let s = '';
  let drips = '';
  // each variation leads with other colours of the palette, as an artist offers a piece warm
  // or cool
  const lead = (variant * 2) % colours.length;
  glazes(rng, variant).forEach((g, i) => {
    const colour = colours[(lead + i) % colours.length];
    const at: TPt = [c[0] + g.at[0] * R, c[1] + g.at[1] * R];
    const pts = inside(washOutline(rng, at, g.rx * R, g.ry * R, g.rot), at, W, H, ctx.mm(2));
    const d = polyD(pts);
    const rim = mix(colour, ctx.palette.ink, 0.22);
    s +=
      `<path d="${d}" fill="${glazeFill(ctx, colour, rng.range(0.3, 0.7), rng.range(0.3, 0.6))}"/>` +
      `<path d="${d}" fill="none" stroke="${rim}" stroke-width="${sw(ctx.mm(0.5))}" stroke-opacity="0.4" stroke-linejoin="round"/>`;
    // the lower glazes run: a drip or two from the lowest stretch of the rim
    if (at[1] < c[1] - R * 0.1) return;
    const span = Math.max(g.rx, g.ry) * R * 0.6;
    const low = pts.filter(([x, y]) => y > at[1] && Math.abs(x - at[0]) < span);
    for (let k = rng.int(1, 2); k > 0 && low.length; k--) {
      const [x, y] = rng.pick(low);
      const len = Math.min(R * rng.range(0.18, 0.42), floor - y);
      if (len > ctx.mm(3)) drips += drip(ctx, rng, [x, y], len, colour);
    }
  });
  return s + drips + splatter(ctx, rng, c, R, colours);
}
