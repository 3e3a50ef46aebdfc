// A design on skin shows only its ink: the paper it was drawn on (the engine's cream ground, an AI
// image's white) is skin in a tattoo. The paper colour is read from the image's border; pixels near
// it become transparent, with a soft ramp so anti-aliased edges stay smooth. Multiply alone does not
// do it: cream times dark skin still leaves a pale patch on darker skin tones. Runs in the browser.
import { useEffect, useState } from 'react';

/** Colour distance (0-441) up to which a pixel is paper, and from which it is fully ink. */
const PAPER_UNTIL = 22;
const INK_FROM = 64;
/** Share of border pixels that must be the one paper colour for the image to count as "on paper". */
const PAPER_BORDER_SHARE = 0.6;

/** The paper colour, when the border is mostly one opaque colour; null for a photo or a cut-out. */
export function paperColour(data: Uint8ClampedArray, w: number, h: number): [number, number, number] | null {
  const border: number[] = [];
  const push = (x: number, y: number) => border.push((y * w + x) * 4);
  for (let x = 0; x < w; x++) {
    push(x, 0);
    push(x, h - 1);
  }
  for (let y = 1; y < h - 1; y++) {
    push(0, y);
    push(w - 1, y);
  }
  const opaque = border.filter((i) => data[i + 3] > 200);
  if (opaque.length < border.length * PAPER_BORDER_SHARE) return null;
  const median = (c: number) => {
    const v = opaque.map((i) => data[i + c]).sort((a, b) => a - b);
    return v[v.length >> 1];
  };
  const paper: [number, number, number] = [median(0), median(1), median(2)];
  const near = opaque.filter((i) => distance2(data, i, paper) <= PAPER_UNTIL ** 2).length;
  return near >= border.length * PAPER_BORDER_SHARE ? paper : null;
}

/** Squared colour distance: the per-pixel loop compares squares and takes a root only on the ramp. */
function distance2(data: Uint8ClampedArray, i: number, [r, g, b]: [number, number, number]): number {
  const dr = data[i] - r;
  const dg = data[i + 1] - g;
  const db = data[i + 2] - b;
  return dr * dr + dg * dg + db * db;
}

/** Makes the paper transparent in place; false when the image is not on plain paper. */
export function keyOutPaper(data: Uint8ClampedArray, w: number, h: number): boolean {
  const paper = paperColour(data, w, h);
  if (!paper) return false;
  const inkFrom2 = INK_FROM ** 2;
  for (let i = 0; i < data.length; i += 4) {
    const d2 = distance2(data, i, paper);
    if (d2 >= inkFrom2) continue;
    const keep = Math.max(0, (Math.sqrt(d2) - PAPER_UNTIL) / (INK_FROM - PAPER_UNTIL));
    data[i + 3] = Math.round(data[i + 3] * keep);
  }
  return true;
}

async function inkOnlyUrl(src: string, maxSide: number): Promise<string | null> {
  const img = new Image();
  img.decoding = 'async';
  img.src = src;
  await img.decode();
  // An SVG reports a small natural size (its mm at 96 dpi) but draws sharp at any size.
  const long = Math.max(img.naturalWidth, img.naturalHeight);
  const scale = Math.min(maxSide, Math.max(1024, long)) / long;
  const w = Math.max(1, Math.round(img.naturalWidth * scale));
  const h = Math.max(1, Math.round(img.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(img, 0, 0, w, h);
  const pixels = ctx.getImageData(0, 0, w, h);
  if (!keyOutPaper(pixels.data, w, h)) return null;
  ctx.putImageData(pixels, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? URL.createObjectURL(blob) : null;
}

/**
 * The design with its paper keyed out, as an object URL (revoked when src changes); the original
 * src while that is being made, or when the image has no plain paper to remove (a photo).
 */
export function useInkOnly(src: string | null, maxSide = 1400): string | null {
  const [keyed, setKeyed] = useState<{ from: string; url: string } | null>(null);
  useEffect(() => {
    if (!src) return;
    let live = true;
    let made: string | null = null;
    inkOnlyUrl(src, maxSide)
      .then((url) => {
        made = url;
        if (!live && url) URL.revokeObjectURL(url);
        else if (url) setKeyed({ from: src, url });
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [src, maxSide]);
  return keyed && keyed.from === src ? keyed.url : src;
}
