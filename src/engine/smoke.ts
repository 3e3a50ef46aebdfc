// Realism's background: soft smoke in diluted black falling off behind the subject, darkest
// close round it so the subject's lit edge stands out against it, fading to bare skin before
// the canvas margin (realism has no frame), with a little stipple where it thins. Black-only palettes keep the
// stippled haze alone (no grey ink to smoke with).
import type { TCtx } from './context';
import { grey } from './grey-wash';
import { groundPath } from './ground';
import { stippleHaze } from './ornaments';
import { f } from './scene';
import type { TBox } from './path';

/** Where each variation's smoke mass lies: centre offset and radii, as fractions of the room
 *  round the subject (offset plus radius stays under 1, so it fades out inside the field). */
const LIE: [number, number, number, number][] = [
  [0, 0, 0.86, 0.86],
  [0.05, 0.3, 0.92, 0.6],
  [0, -0.1, 0.66, 0.88],
  [0.18, 0.12, 0.72, 0.76],
];

/** The field the smoke may fill: the canvas inside its margins (the variation picks only how the
 *  smoke lies; realism draws no frame, so none may cut the smoke's edge). */
export interface TSmokeField {
  variant: number;
  W: number;
  H: number;
  margin: number;
  /** a tight, pale smoke for a subject that fades into skin on its own (a lion's frayed mane):
   *  the full mass round it would read as an airbrushed halo */
  light?: boolean;
  /** the full mass without the stipple fade at its edge (CLEAN_SMOKE) */
  clean?: boolean;
}

export function smoke(ctx: TCtx, main: TBox, field: TSmokeField): string {
  if (ctx.stencil) return '';
  const rng = ctx.rng.fork('smoke');
  const R = Math.max(main.w, main.h) * 0.55;
  const cx = main.x + main.w / 2;
  const cy = main.y + main.h / 2;
  // the count follows the area so the density in dots per cm² stays the same at any size
  const n = Math.round(Math.min(1400, (R * R) / ctx.mm(1.5) ** 2));
  // (a subject that fades out on its own gets no haze in black only: the specks would scatter)
  if (ctx.palette.inkOnly && field.light) return '';
  if (ctx.palette.inkOnly) return stippleHaze(ctx, rng, cx, cy + R * 0.25, R * 1.05, R * 0.85, n);
  const { variant, W, H, margin } = field;
  const clip = ctx.nextId('smoke');
  ctx.defs.push(
    `<clipPath id="${clip}"><path d="${groundPath(ctx, 0, W, H, margin)}"/></clipPath>`,
  );
  // light falls from the top left: the smoke gathers low and to the right, behind the shadow
  // side, and fades out into skin before the canvas edge rather than being cut by it
  const ox = cx + R * 0.06;
  const oy = cy + R * 0.08;
  const edge = margin + ctx.mm(6);
  const rx = Math.min(R * 1.45, ox - edge, W - edge - ox);
  const ry = Math.min(R * 1.4, oy - edge, H - edge - oy);
  // no room round the subject (a slim forearm canvas): its own wash carries the tone alone
  if (rx < R * 0.6 || ry < R * 0.6) return '';
  // each variation lays the smoke its own way: round the subject, pooled low like fog it rises
  // from, a tall column behind it, or drifting off to the shadow side
  const [mx, my, kx, ky] = LIE[variant % LIE.length];
  const mox = ox + rx * mx;
  const moy = oy + ry * my;
  // pale: the mass alone, in light greys, laid the variation's way (a column rises higher, to
  // show over the subject's head), its edge kept inside the field
  if (field.light) {
    const dy = ry * my * (my > 0.2 ? 1 : 3);
    const ly = Math.min(ry * ky, ry + ctx.mm(5) - Math.abs(dy));
    const mass = soft(ctx, mox, oy + dy, rx * kx, ly, 0, LIGHT);
    return `<g clip-path="url(#${clip})">${mass}</g>`;
  }
  let s = '';
  for (let i = 0; i < 4; i++) {
    // drifting tongues of smoke reaching out from under the mass's edge
    const a = Math.PI * 0.1 + (i / 4) * Math.PI * 2 + rng.range(-0.4, 0.4);
    const r = R * rng.range(0.4, 0.55);
    const wx = mox + Math.cos(a) * rx * kx * 0.8;
    const wy = moy + Math.sin(a) * ry * ky * 0.8;
    s += soft(ctx, wx, wy, r * 1.4, r * 0.75, (a * 180) / Math.PI + 90, [
      [0, 0.5, 1],
      [0.45, 0.42, 1],
      [1, 0.3, 0],
    ]);
  }
  // billows: smoke rolls, so the mass is lumpy; one gathers low behind the shadow side, one
  // lighter up toward the light; the main mass's solid core covers their middles
  const billow = (dx: number, dy: number, bx: number, by: number, dark: number) =>
    soft(ctx, mox + rx * dx, moy + ry * dy, rx * bx, ry * by, rng.range(-25, 25), [
      [0, dark, 1],
      [0.6, dark - 0.08, 1],
      [1, 0.35, 0],
    ]);
  s +=
    billow(-0.22 * kx, -0.22 * ky, 0.6 * kx, 0.5 * ky, 0.66) +
    billow(0.2 * kx, 0.24 * ky, 0.62 * kx, 0.56 * ky, 0.86);
  // the mass itself: opaque near-black close round the subject, so its lit edge stands out,
  // rolling through mid grey to skin
  s += soft(ctx, mox, moy, rx * kx, ry * ky, 0, [
    [0, 0.9, 1],
    [0.55, 0.84, 1],
    [0.8, 0.5, 1],
    [1, 0.35, 0],
  ]);
  // stipple as a deliberate pepper fade, not scattered specks: fine dots packed where the mass's
  // grey thins (its own edge, not a ring out on bare skin), thinning to nothing within a short
  // reach past it, so the dots continue the grey's gradient
  if (field.clean) return `<g clip-path="url(#${clip})">${s}</g>`;
  const fade = (u: number) => 0.62 + 0.4 * Math.pow(u, 1.8);
  const dots = stippleHaze(ctx, rng, mox, moy, rx * kx, ry * ky, Math.round(n * 0.55), fade, 0.3);
  return `<g clip-path="url(#${clip})">${s}${dots}</g>`;
}

/** The pale smoke's stops: one soft mass in light greys (no billows, tongues or stipple). */
const LIGHT: [number, number, number][] = [
  [0, 0.44, 1],
  [0.6, 0.36, 1],
  [1, 0.16, 0],
];

/** A soft ellipse of diluted black: a radial gradient through the given stops (offset, how dark
 *  0-1, opacity), so the smoke's edge fades into skin without a blur filter (blurs cost a pass
 *  over their whole region, and the smoke's region is most of the canvas). */
function soft(
  ctx: TCtx,
  x: number,
  y: number,
  rx: number,
  ry: number,
  angle: number,
  stops: [number, number, number][],
): string {
  const id = ctx.nextId('smk');
  ctx.defs.push(
    `<radialGradient id="${id}">${stops.map(([o, t, a]) => `<stop offset="${o}" stop-color="${grey(ctx, t)}"${a < 1 ? ` stop-opacity="${a}"` : ''}/>`).join('')}</radialGradient>`,
  );
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" transform="rotate(${f(angle)} ${f(x)} ${f(y)})" fill="url(#${id})"/>`;
}
