// SVG to PNG with resvg. The engine draws all text as paths, so no system fonts are loaded.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Resvg } from '@resvg/resvg-js';
import type { TDesignResult } from '../../engine/index';

const FONT_OPTS = { loadSystemFonts: false, fontFiles: [] as string[] };

// resvg's pixmaps live in native memory that V8 cannot see, so nothing prompts a collection and
// the process grows by megabytes per render. A full collection every few renders keeps the
// resident size flat (measured with bench/engine.ts) for a couple of ms each time.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as (() => void) | undefined;
let pixelsSinceGc = 0;
const GC_EVERY_PIXELS = 24 * 1024 * 1024;

function afterRender(pixels: number): void {
  pixelsSinceGc += pixels;
  if (collect && pixelsSinceGc > GC_EVERY_PIXELS) {
    pixelsSinceGc = 0;
    collect();
  }
}

function viewBox(svg: string): { w: number; h: number } {
  const m = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  return m ? { w: parseFloat(m[1]), h: parseFloat(m[2]) } : { w: 1, h: 1 };
}

/** Raster preview: the long side is longSidePx pixels. */
export function renderPng(svg: string, longSidePx = 1024): Buffer {
  const { w, h } = viewBox(svg);
  const fitTo =
    w >= h
      ? ({ mode: 'width', value: longSidePx } as const)
      : ({ mode: 'height', value: longSidePx } as const);
  const png = new Resvg(svg, { fitTo, font: FONT_OPTS }).render().asPng();
  afterRender((longSidePx * longSidePx * Math.min(w, h)) / Math.max(w, h));
  return png;
}

/** Print-ready PNG at the design's physical size (default 300 DPI), e.g. for stencil printers. */
export function renderPrintPng(result: TDesignResult, dpi = 300): Buffer {
  const px = Math.round((result.widthMm / 25.4) * dpi);
  const png = new Resvg(result.svg, { fitTo: { mode: 'width', value: px }, font: FONT_OPTS, dpi })
    .render()
    .asPng();
  afterRender(px * Math.round((result.heightMm / 25.4) * dpi));
  return png;
}
