// A stencil of one of our own engine designs starts from its SVG, not from a picture of it. In a
// colour design the red of a rose or the orange of a tiger is as dark as a line in greyscale, so a
// traced rendering outlines every colour field with ragged edges beside the real contour. A stencil
// is the ink lines only (tattoo-domain §3): so before tracing, every coloured paint in the SVG
// becomes paper white and the neutral inks (black, the greys of black-and-grey shading) stay. The
// tracer then sees black linework on white and draws each contour once.

/** Below this spread of the RGB channels a paint is a neutral (black, grey, white). */
const NEUTRAL_CHROMA = 40;
/** A coloured paint this dark (by luminance) still reads as ink, like a deep red contour. */
const INK_LUMA = 80;

function parseHex(hex: string): [number, number, number] | null {
  const h = hex.slice(1);
  if (h.length === 3) return [0, 1, 2].map((k) => parseInt(h[k] + h[k], 16)) as [number, number, number];
  if (h.length === 6) return [0, 2, 4].map((k) => parseInt(h.slice(k, k + 2), 16)) as [number, number, number];
  return null;
}

/** True when a paint is kept as ink or paper; false when it is a colour fill to drop. */
export function isInkOrPaper(hex: string): boolean {
  const rgb = parseHex(hex);
  if (!rgb) return true;
  const [r, g, b] = rgb;
  if (Math.max(r, g, b) - Math.min(r, g, b) < NEUTRAL_CHROMA) return true;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < INK_LUMA;
}

/**
 * The SVG with every coloured paint (fill, stroke, gradient stop) and every pattern fill turned
 * white. Masks use only
 * #fff and #000, which are neutral and so untouched; `url(#id)` references are not colours.
 */
export function inkOnlySvg(svg: string): string {
  // Pattern fills are halftone texture (dots, hatching) laid over colour: shading, which a stencil
  // leaves to the artist. Traced, each dot became a little circle (745 lines on a tiger's head).
  const patterns = new Set([...svg.matchAll(/<pattern\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]));
  const noTexture = svg.replace(/\bfill="url\(#([^)"]+)\)"/g, (whole, id: string) => (patterns.has(id) ? 'fill="#ffffff"' : whole));
  return noTexture.replace(
    /((?:fill|stroke|stop-color|flood-color|color)\s*=\s*"|(?:fill|stroke|stop-color)\s*:\s*)(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3})\b/g,
    (whole, attr: string, hex: string) => (isInkOrPaper(hex) ? whole : `${attr}#ffffff`),
  );
}
