// Wrapping a flat design round a limb: seen from the front, a strip at angle θ round a cylinder
// lands at sin(θ) of the radius, so the design is compressed toward the limb's edges and darkens
// a little there. The preview draws the design as vertical strips placed by these numbers. Pure.

export interface TWrapStrip {
  /** Source span across the design, 0..1. */
  u0: number;
  u1: number;
  /** Where it appears across the design's flat width, -0.5..0.5 of that width (centre 0). */
  x0: number;
  x1: number;
  /** 0 (lit, centre) to ~0.35 (turning away at the edges). */
  shade: number;
}

/**
 * `designWidth` and `limbWidth` in the same unit. The design's flat width is an arc length on a
 * cylinder of diameter limbWidth; arcs longer than half the circumference are cut at the sides.
 */
export function wrapStrips(designWidth: number, limbWidth: number, count = 24): TWrapStrip[] {
  const r = limbWidth / 2;
  const strips: TWrapStrip[] = [];
  for (let i = 0; i < count; i++) {
    const u0 = i / count;
    const u1 = (i + 1) / count;
    const project = (u: number) => {
      const arc = (u - 0.5) * designWidth;
      const theta = Math.max(-Math.PI / 2, Math.min(Math.PI / 2, arc / r));
      return (r * Math.sin(theta)) / designWidth;
    };
    const mid = ((u0 + u1) / 2 - 0.5) * designWidth;
    const theta = Math.min(Math.PI / 2, Math.abs(mid / r));
    strips.push({ u0, u1, x0: project(u0), x1: project(u1), shade: 0.35 * (1 - Math.cos(theta)) });
  }
  return strips;
}

/** The width the wrapped design takes on the outline (same unit as the inputs). */
export function wrappedWidth(designWidth: number, limbWidth: number): number {
  const r = limbWidth / 2;
  const half = Math.min(Math.PI / 2, designWidth / 2 / r);
  return 2 * r * Math.sin(half);
}
