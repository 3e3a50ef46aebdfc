// "An eye crying a galaxy" in black and grey: the tear is a dark stream that pours from the lower
// lid and opens into a spiral galaxy, worked as the artist would in diluted black: a black core,
// spiral arms left in bare skin fading through greys, stars as bare-skin dots and a few white
// sparkles on the dark. The flash icon (a pale pinwheel) reads as nothing in tone.
import { sw, type TCtx } from './context';
import { blurFilter, grey } from './grey-wash';
import { line } from './ornaments';
import { mix } from './palettes';
import type { TBox } from './path';
import type { TRng } from './prng';

const f = (n: number) => String(Math.round(n * 10) / 10);
const P = (x: number, y: number) => `${f(x)} ${f(y)}`;

/** The galaxy's disc: centre, radius, how flat it lies (minor/major) and its tilt in degrees. */
interface TDisc {
  x: number;
  y: number;
  r: number;
  flat: number;
  tilt: number;
}

/** A point of the face-on disc (unit radius) on the canvas, tilted and flattened. */
function onDisc(d: TDisc, u: number, v: number): [number, number] {
  const a = (d.tilt * Math.PI) / 180;
  const x = u * d.r;
  const y = v * d.r * d.flat;
  return [d.x + x * Math.cos(a) - y * Math.sin(a), d.y + x * Math.sin(a) + y * Math.cos(a)];
}

/** One spiral arm as a filled band on the canvas (sized in disc units): a logarithmic spiral
 *  from the core outward, swelling in the middle and tapering at both ends. Drawn in canvas units
 *  so its blur renders at full resolution. */
function armD(d: TDisc, start: number, turn: number, width: number, reach: number): string {
  const N = 40;
  const left: string[] = [];
  const right: string[] = [];
  const r0 = 0.13;
  const b = Math.log(reach / r0) / turn;
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const th = start + t * turn;
    const r = r0 * Math.exp(b * t * turn);
    const w = width * Math.pow(Math.sin(Math.PI * Math.min(1, t * 1.15)), 0.8) * (1 - 0.5 * t);
    // the normal of r = r0 e^(b th): the tangent is (b cos - sin, b sin + cos)
    const tx = b * Math.cos(th) - Math.sin(th);
    const ty = b * Math.sin(th) + Math.cos(th);
    const k = Math.hypot(tx, ty);
    const [nx, ny] = [-ty / k, tx / k];
    const [x, y] = [r * Math.cos(th), r * Math.sin(th)];
    left.push(P(...onDisc(d, x + nx * w, y + ny * w)));
    right.unshift(P(...onDisc(d, x - nx * w, y - ny * w)));
  }
  return `M${left.join('L')}L${right.join('L')}Z`;
}

/** A few sparkles over the disc's dark, placed the same in the design and its stencil. */
function sparkles(ctx: TCtx, rng: TRng, d: TDisc, spin: number): string {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const a = spin + i * 1.3 + rng.range(-0.3, 0.3);
    const rr = rng.range(0.3, 0.68);
    const [x, y] = onDisc(d, rr * Math.cos(a), rr * Math.sin(a));
    out += sparkleD(x, y, ctx.mm(rng.range(1.1, 2)));
  }
  return out;
}

/** A four-pointed sparkle (white ink on the dark). */
function sparkleD(x: number, y: number, r: number): string {
  const k = r * 0.22;
  return `M${P(x, y - r)}Q${P(x + k, y - k)} ${P(x + r, y)}Q${P(x + k, y + k)} ${P(x, y + r)}Q${P(x - k, y + k)} ${P(x - r, y)}Q${P(x - k, y - k)} ${P(x, y - r)}Z`;
}

function radial(ctx: TCtx, stops: [number, number, number][]): string {
  const id = ctx.nextId('gal');
  ctx.defs.push(
    `<radialGradient id="${id}">${stops.map(([o, t, a]) => `<stop offset="${o}" stop-color="${grey(ctx, t)}"${a < 1 ? ` stop-opacity="${a}"` : ''}/>`).join('')}</radialGradient>`,
  );
  return id;
}

/** The dark tear from the lower lid (x, y0) down into the galaxy's top, stars carried in it. */
function stream(ctx: TCtx, rng: TRng, x: number, y0: number, d: TDisc): string {
  const y1 = d.y - d.r * d.flat * 0.35;
  const w0 = Math.max(ctx.mm(1.6), (y1 - y0) * 0.05);
  const w1 = d.r * 0.32;
  const dx = d.x - x;
  const id = ctx.nextId('galtear');
  ctx.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${grey(ctx, 0.45)}"/><stop offset="0.5" stop-color="${grey(ctx, 0.8)}"/><stop offset="1" stop-color="${grey(ctx, 0.95)}"/></linearGradient>`,
  );
  const my = (y0 + y1) / 2;
  const body = `M${P(x - w0, y0)}C${P(x - w0 * 1.2, my)} ${P(x + dx - w1 * 0.7, y1 - (y1 - y0) * 0.25)} ${P(x + dx - w1, y1)}L${P(x + dx + w1, y1)}C${P(x + dx + w1 * 0.7, y1 - (y1 - y0) * 0.25)} ${P(x + w0 * 1.2, my)} ${P(x + w0, y0)}Z`;
  // its sides inked, its foot left open to run on into the galaxy
  const sides = `M${P(x + dx - w1, y1)}C${P(x + dx - w1 * 0.7, y1 - (y1 - y0) * 0.25)} ${P(x - w0 * 1.2, my)} ${P(x - w0, y0)}M${P(x + w0, y0)}C${P(x + w0 * 1.2, my)} ${P(x + dx + w1 * 0.7, y1 - (y1 - y0) * 0.25)} ${P(x + dx + w1, y1)}`;
  let stars = '';
  for (let i = 0; i < 14; i++) {
    const t = 0.15 + 0.85 * rng.next();
    const half = w0 + (w1 - w0) * t * t;
    const sx = x + dx * t * t + rng.range(-0.7, 0.7) * half;
    const r = ctx.mm(rng.range(0.25, 0.5));
    stars += `M${f(sx - r)} ${f(y0 + (y1 - y0) * t)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
  }
  // a glint of bare skin down its lit (left) side, so it reads as liquid against the smoke
  const g = (t: number) => {
    const half = w0 + (w1 - w0) * t * t;
    return P(x + dx * t * t - half * 0.55, y0 + (y1 - y0) * t);
  };
  const glint = `M${g(0.06)}Q${g(0.35)} ${g(0.62)}`;
  return (
    `<path d="${body}" fill="url(#${id})"/>` +
    `<path d="${glint}" fill="none" stroke="${grey(ctx, 0.08)}" stroke-width="${f(Math.max(w0 * 0.45, ctx.mm(0.6)))}" stroke-linecap="round"/>` +
    `<path d="${stars}" fill="${ctx.palette.paper}"/>` +
    `<path d="${sides}" fill="none" stroke="${ctx.palette.ink}" stroke-width="${sw(ctx.detail)}" stroke-linecap="round"/>` +
    // over the sides' tops, so they start where the welling spills into the stream
    welling(ctx, x, y0, w0)
  );
}

/** Where the tear leaves the lid: liquid welled along the rim, wider than the stream, spilling
 *  over into it; a wet glint on top and its under edge inked on into the stream's sides. */
function welling(ctx: TCtx, x: number, y0: number, w0: number): string {
  const w = w0 * 3.2;
  const top = y0 - w0 * 0.45;
  const pool =
    `M${P(x - w, top)}Q${P(x, top - w0 * 0.55)} ${P(x + w, top)}` +
    `Q${P(x + w0 * 1.7, y0 + w0 * 0.55)} ${P(x + w0, y0 + w0 * 0.8)}L${P(x - w0, y0 + w0 * 0.8)}` +
    `Q${P(x - w0 * 1.7, y0 + w0 * 0.55)} ${P(x - w, top)}Z`;
  // the under edge inked only where it turns down into the stream: drawn from the lid's rim
  // it stood up as two horns over the lashes
  const under = [-1, 1]
    .map((k) => {
      const [ex, cx2, fx] = [x + k * w, x + k * w0 * 1.7, x + k * w0];
      const [ey, cy2, fy] = [top, y0 + w0 * 0.55, y0 + w0 * 0.8];
      const t = 0.5;
      const sx = (1 - t) * (1 - t) * ex + 2 * (1 - t) * t * cx2 + t * t * fx;
      const sy = (1 - t) * (1 - t) * ey + 2 * (1 - t) * t * cy2 + t * t * fy;
      return `M${P(sx, sy)}Q${P((1 - t) * cx2 + t * fx, (1 - t) * cy2 + t * fy)} ${P(fx, fy)}`;
    })
    .join('');
  const white = mix(ctx.palette.paper, '#ffffff', 0.7);
  const gl = `M${P(x - w0 * 1.9, top + w0 * 0.05)}Q${P(x - w0 * 0.6, top - w0 * 0.3)} ${P(x + w0 * 0.4, top + w0 * 0.05)}`;
  return (
    `<path d="${pool}" fill="${grey(ctx, 0.5)}"/>` +
    `<path d="${gl}" fill="none" stroke="${white}" stroke-width="${f(w0 * 0.32)}" stroke-linecap="round"/>` +
    `<path d="${under}" fill="none" stroke="${ctx.palette.ink}" stroke-width="${sw(ctx.detail)}" stroke-linecap="round"/>`
  );
}

/** The galaxy itself: dark halo, bare-skin arms round a black core, stars and sparkles. */
function galaxy(ctx: TCtx, rng: TRng, d: TDisc, spin: number): string {
  // dark to its rim, so it stays a dark swirl on the smoke, fading out on bare skin
  const halo = radial(ctx, [
    [0, 0.97, 1],
    [0.5, 0.92, 1],
    [0.78, 0.8, 0.8],
    [1, 0.6, 0],
  ]);
  const core = radial(ctx, [
    [0, 1, 1],
    [0.55, 0.97, 1],
    [1, 0.9, 0],
  ]);
  const box: TBox = { x: d.x - d.r, y: d.y - d.r, w: 2 * d.r, h: 2 * d.r };
  const wide = blurFilter(ctx, box, d.r * 0.05);
  const fine = blurFilter(ctx, box, d.r * 0.014);
  let glow = '';
  let arms = '';
  for (let i = 0; i < 2; i++) {
    const s = spin + i * Math.PI;
    glow += armD(d, s, Math.PI * 1.55, 0.16, 0.92);
    arms += armD(d, s + 0.08, Math.PI * 1.5, 0.075, 0.86);
  }
  // two fainter arms between the main ones, as the dust lanes break them up
  let faint = '';
  for (let i = 0; i < 2; i++)
    faint += armD(d, spin + Math.PI / 2 + i * Math.PI, Math.PI, 0.06, 0.62);
  const t = `translate(${P(d.x, d.y)}) rotate(${f(d.tilt)}) scale(${f(d.r)} ${f(d.r * d.flat)})`;
  const disc =
    `<g transform="${t}">` +
    `<circle r="1" fill="url(#${halo})"/>` +
    `</g>` +
    `<path d="${glow}" fill="${grey(ctx, 0.42)}" filter="url(#${wide})"/>` +
    `<path d="${faint}" fill="${grey(ctx, 0.55)}" filter="url(#${wide})"/>` +
    `<path d="${arms}" fill="${grey(ctx, 0.04)}" filter="url(#${fine})"/>` +
    `<g transform="${t}"><circle r="0.2" fill="url(#${core})"/></g>`;
  // stars: bare-skin dots over the dark, thinning toward the rim
  let dots = '';
  for (let i = 0; i < 70; i++) {
    const a = rng.next() * Math.PI * 2;
    const rr = 0.22 + 0.7 * Math.sqrt(rng.next());
    const [x, y] = onDisc(d, rr * Math.cos(a), rr * Math.sin(a));
    const r = ctx.mm(rng.range(0.2, rr < 0.6 ? 0.55 : 0.4));
    dots += `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
  }
  const sparks = sparkles(ctx, rng.fork('sparks'), d, spin);
  const white = mix(ctx.palette.paper, '#ffffff', 0.7);
  return (
    disc +
    `<path d="${dots}" fill="${ctx.palette.paper}"/>` +
    `<path d="${sparks}" fill="${white}"/>`
  );
}

/** The whole tear: a stream from the lid at (x, y0) into a galaxy centred at (gx, gy), radius r. */
export function galaxyTear(
  ctx: TCtx,
  rng: TRng,
  x: number,
  y0: number,
  gx: number,
  gy: number,
  r: number,
): string {
  const d: TDisc = { x: gx, y: gy, r, flat: 0.62, tilt: rng.range(-16, -8) };
  const spin = rng.range(0, Math.PI * 2);
  if (ctx.stencil) return stencilLines(ctx, rng, x, y0, d, spin);
  return stream(ctx, rng, x, y0, d) + galaxy(ctx, rng, d, spin);
}

/** The stencil: the same tear and galaxy as lines only (the stream's sides, the arms' edges, the
 *  core and the sparkles), so the transfer matches the tonal piece. */
function stencilLines(ctx: TCtx, rng: TRng, x: number, y0: number, d: TDisc, spin: number): string {
  const y1 = d.y - d.r * d.flat * 0.35;
  const w0 = Math.max(ctx.mm(1.6), (y1 - y0) * 0.05);
  const w1 = d.r * 0.32;
  const dx = d.x - x;
  const my = (y0 + y1) / 2;
  const sides = `M${P(x + dx - w1, y1)}C${P(x + dx - w1 * 0.7, y1 - (y1 - y0) * 0.25)} ${P(x - w0 * 1.2, my)} ${P(x - w0, y0)}M${P(x + w0, y0)}C${P(x + w0 * 1.2, my)} ${P(x + dx + w1 * 0.7, y1 - (y1 - y0) * 0.25)} ${P(x + dx + w1, y1)}`;
  let arms = '';
  for (let i = 0; i < 2; i++)
    arms += armD(d, spin + i * Math.PI + 0.08, Math.PI * 1.5, 0.075, 0.86);
  const [cx, cy] = onDisc(d, 0, 0);
  const k = d.r * 0.11;
  const core = `M${P(cx - k, cy)}a${f(k)} ${f(k * d.flat)} 0 1 0 ${f(2 * k)} 0a${f(k)} ${f(k * d.flat)} 0 1 0 ${f(-2 * k)} 0`;
  const sparks = sparkles(ctx, rng.fork('sparks'), d, spin);
  return line(ctx, sides + arms + core, ctx.outline) + line(ctx, sparks, ctx.detail);
}
