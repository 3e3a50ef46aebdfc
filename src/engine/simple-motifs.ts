// Simple silhouettes no icon set has in tattoo form (hearts, stars, a crescent, a mandala), drawn in
// the same 512 x 512 box as game-icons.
import type { TGenShape } from './gen-shape';
import type { TRng } from './prng';

const f = (n: number) => Math.round(n * 10) / 10;
const P = (x: number, y: number) => `${f(x)} ${f(y)}`;

export function circle(cx: number, cy: number, r: number, clockwise = true): string {
  const s = clockwise ? 1 : 0;
  return `M${P(cx - r, cy)}A${f(r)} ${f(r)} 0 1 ${s} ${P(cx + r, cy)}A${f(r)} ${f(r)} 0 1 ${s} ${P(cx - r, cy)}Z`;
}

function polar(cx: number, cy: number, r: number, a: number): [number, number] {
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

export function heart(): TGenShape {
  const d =
    'M256 462C222 430 40 318 40 176C40 100 98 52 158 52C204 52 238 78 256 112C274 78 308 52 354 52C414 52 472 100 472 176C472 318 290 430 256 462Z';
  // the white highlight swoosh at the upper left, as flash hearts have (an ink of its own: as a
  // cut-out it is too small to stay open and filled black)
  const shine = 'M104 170C106 128 132 100 170 94C146 112 130 136 126 172Z';
  return { d, inks: [{ role: 'bone', d: shine }] };
}

export function nauticalStar(): TGenShape {
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

export function cross(): TGenShape {
  // Latin cross with flared terminals and an inset line the artist can shade against.
  const d =
    'M226 24L286 24L280 140L392 134L392 194L280 188L286 488L226 488L232 188L120 194L120 134L232 140Z';
  const holes =
    'M248 60L264 60L262 146L250 146Z M248 186L264 186L262 450L250 450Z M160 156L240 158L240 170L160 172Z M272 158L352 156L352 172L272 170Z';
  return { d, holes };
}

export function semicolon(heartDot = false): TGenShape {
  // a round dot over a comma whose tail sweeps down and left, the Project Semicolon mark
  // the tail draws to a point, as a pen's comma does; a blunt end reads as a cut-off stub
  // or, as Project Semicolon pieces often do, its dot a small heart
  const dot = heartDot
    ? 'M256 214C236 196 190 164 190 128C190 106 206 92 224 92C238 92 250 100 256 112C262 100 274 92 288 92C306 92 322 106 322 128C322 164 276 196 256 214Z'
    : circle(256, 156, 58);
  const comma =
    'M256 276C292 276 318 302 318 340C318 404 280 454 206 482C248 448 266 422 272 396C262 400 252 402 244 402C212 402 194 376 194 340C194 304 220 276 256 276Z';
  if (!heartDot) return { d: dot + comma };
  // the heart variation's comma leans forward as a hand-written one does, its heart kept upright
  // and moved over the comma's head (both paths are absolute M/C/Z pairs, so each pair maps)
  const move = (d: string, k: number, dx = 0) =>
    d.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_, x: string, y: string) =>
      P(Number(x) - (Number(y) - 300) * k + dx, Number(y)),
    );
  return { d: move(dot, 0, 0.22 * (300 - 156)) + move(comma, 0.22) };
}

export function blossom(): TGenShape {
  const cx = 256;
  const cy = 256;
  let d = '';
  let holes = '';
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
    holes += `M${P(...v0)}L${P(...v2)}L${P(...v1)}Z`;
  }
  const alt = circle(cx, cy, 46);
  for (let i = 0; i < 8; i++) {
    const [x, y] = polar(cx, cy, 72, (i * Math.PI) / 4 + 0.3);
    holes += circle(x, y, 9);
  }
  return { d, holes, alt };
}

export function mandala(rng: TRng): TGenShape {
  const cx = 256;
  const cy = 256;
  const n = rng.pick([8, 10, 12]);
  let d = '';
  let holes = '';
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
    holes += `M${P(...h0)}L${P(...h1)}L${P(...ht)}Z`;
  }
  // middle ring of round petals
  d += circle(cx, cy, 156);
  for (let i = 0; i < n; i++) {
    const a = ((i + 0.5) * 2 * Math.PI) / n;
    const [x, y] = polar(cx, cy, 120, a);
    holes += circle(x, y, 22);
  }
  holes += circle(cx, cy, 84);
  // inner flower
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n;
    const b0 = polar(cx, cy, 30, a - Math.PI / n);
    const b1 = polar(cx, cy, 30, a + Math.PI / n);
    const tip = polar(cx, cy, 76, a);
    alt += `M${P(...b0)}Q${P(...polar(cx, cy, 74, a - 0.25))} ${P(...tip)}Q${P(...polar(cx, cy, 74, a + 0.25))} ${P(...b1)}Z`;
  }
  alt += circle(cx, cy, 28);
  return { d: d + alt, holes, alt };
}

export function constellation(rng: TRng): TGenShape {
  const n = rng.int(6, 8);
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    pts.push([
      40 + t * 432 + rng.range(-20, 20),
      256 + Math.sin(t * Math.PI * rng.range(1.2, 2.2)) * 150 + rng.range(-50, 50),
    ]);
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

export function butterfly(): TGenShape {
  // right half, mirrored: upper wing, lower wing, spots cut out; body in the second ink
  const half = (m: number) => {
    const X = (x: number) => 256 + m * (x - 256);
    const up = `M${P(X(266), 214)}C${P(X(300), 120)} ${P(X(390), 40)} ${P(X(470), 52)}C${P(X(500), 120)} ${P(X(470), 220)} ${P(X(420), 250)}C${P(X(370), 270)} ${P(X(300), 262)} ${P(X(266), 250)}Z`;
    const low = `M${P(X(266), 262)}C${P(X(330), 272)} ${P(X(420), 290)} ${P(X(430), 350)}C${P(X(436), 410)} ${P(X(380), 460)} ${P(X(330), 440)}C${P(X(290), 420)} ${P(X(270), 360)} ${P(X(264), 300)}Z`;
    const spots =
      circle(X(410), 110, 26) +
      circle(X(350), 190, 20) +
      circle(X(372), 360, 22) +
      `M${P(X(300), 230)}C${P(X(330), 160)} ${P(X(380), 110)} ${P(X(430), 90)}C${P(X(400), 130)} ${P(X(350), 190)} ${P(X(300), 240)}Z`;
    return { d: up + low, holes: spots };
  };
  const r = half(1);
  const l = half(-1);
  const body =
    'M256 150C272 150 274 200 270 260C268 330 264 390 256 400C248 390 244 330 242 260C238 200 240 150 256 150Z' +
    'M250 156C240 120 220 96 196 84L200 78C228 92 250 118 258 152Z' +
    'M262 156C272 120 292 96 316 84L312 78C284 92 262 118 254 152Z';
  return { d: r.d + l.d + body, holes: r.holes + l.holes, alt: body };
}

/** The crescent with two sparkles in its hollow, or `bare` without them (a cradle that another
 *  subject stands in, whose sparkles would peek out from behind it as stray marks). */
export function crescent(bare = false): TGenShape {
  // two circles: R at the origin, r offset by dd; the crescent is the outer minus the inner
  const R = 220;
  const r = 190;
  const dd = 110;
  const x = (dd * dd + R * R - r * r) / (2 * dd);
  const y = Math.sqrt(R * R - x * x);
  const cx = 236;
  const cy = 256;
  const d = `M${P(cx + x, cy - y)}A${R} ${R} 0 1 0 ${P(cx + x, cy + y)}A${r} ${r} 0 0 1 ${P(cx + x, cy - y)}Z`;
  // a small star and a dot beside the crescent
  const star = (sx: number, sy: number, sr: number) => {
    let s2 = '';
    for (let k = 0; k < 8; k++) {
      const a = -Math.PI / 2 + (k * Math.PI) / 4;
      const [px, py] = polar(sx, sy, k % 2 === 0 ? sr : sr * 0.3, a);
      s2 += (k === 0 ? 'M' : 'L') + P(px, py);
    }
    return s2 + 'Z';
  };
  if (bare) return { d };
  const alt = star(380, 170, 56) + star(420, 330, 30);
  return { d: d + alt, alt };
}

/** A tribal armband: a band with hooked spikes flowing up and down, alternating. */
export function tribalBand(): TGenShape {
  let d = 'M0 236L512 236L512 276L0 276Z';
  const n = 6;
  const w = 512 / n;
  for (let i = 0; i < n; i++) {
    const x = i * w;
    const up = i % 2 === 0;
    const s = up ? -1 : 1;
    const y0 = up ? 238 : 274;
    // a long hooked spike and a short one beside it
    d += `M${P(x + w * 0.05, y0)}C${P(x + w * 0.2, y0 + s * 60)} ${P(x + w * 0.55, y0 + s * 120)} ${P(x + w * 0.95, y0 + s * 150)}C${P(x + w * 0.6, y0 + s * 90)} ${P(x + w * 0.55, y0 + s * 40)} ${P(x + w * 0.75, y0)}Z`;
    d += `M${P(x + w * 0.7, y0)}C${P(x + w * 0.8, y0 + s * 30)} ${P(x + w * 0.95, y0 + s * 50)} ${P(x + w * 1.15, y0 + s * 60)}C${P(x + w * 1.0, y0 + s * 30)} ${P(x + w * 1.0, y0 + s * 10)} ${P(x + w * 1.05, y0)}Z`;
  }
  return { d };
}
