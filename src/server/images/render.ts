// SVG to PNG with resvg. The engine draws all text as paths, so no system fonts are loaded.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Resvg, renderAsync } from '@resvg/resvg-js';
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

function previewOptions(svg: string, longSidePx: number) {
  const { w, h } = viewBox(svg);
  const fitTo =
    w >= h
      ? ({ mode: 'width', value: longSidePx } as const)
      : ({ mode: 'height', value: longSidePx } as const);
  return {
    options: { fitTo, font: FONT_OPTS },
    pixels: (longSidePx * longSidePx * Math.min(w, h)) / Math.max(w, h),
  };
}

/** What a print render needs of a design: the SVG and its physical size. */
export type TPrintSource = Pick<TDesignResult, 'svg' | 'widthMm' | 'heightMm'>;

/** The pixel size of a PNG, read from its IHDR chunk. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function printOptions(result: TPrintSource, dpi: number) {
  const px = Math.round((result.widthMm / 25.4) * dpi);
  return {
    options: { fitTo: { mode: 'width', value: px } as const, font: FONT_OPTS, dpi },
    pixels: px * Math.round((result.heightMm / 25.4) * dpi),
  };
}

/** Raster preview: the long side is longSidePx pixels. */
export function renderPng(svg: string, longSidePx = 1024): Buffer {
  const { options, pixels } = previewOptions(svg, longSidePx);
  const png = new Resvg(svg, options).render().asPng();
  afterRender(pixels);
  return png;
}

/** Print-ready PNG at the design's physical size (default 300 DPI), e.g. for stencil printers. */
export function renderPrintPng(result: TPrintSource, dpi = 300): Buffer {
  const { options, pixels } = printOptions(result, dpi);
  const png = new Resvg(result.svg, options).render().asPng();
  afterRender(pixels);
  return png;
}

// The server's versions: resvg renders on libuv's thread pool, so a large print render does not
// stop the process from answering other requests meanwhile.
export async function renderPngAsync(svg: string, longSidePx = 1024): Promise<Buffer> {
  const { options, pixels } = previewOptions(svg, longSidePx);
  const png = (await renderAsync(svg, options)).asPng();
  afterRender(pixels);
  return png;
}

export async function renderPrintPngAsync(result: TPrintSource, dpi = 300): Promise<Buffer> {
  const { options, pixels } = printOptions(result, dpi);
  const png = (await renderAsync(result.svg, options)).asPng();
  afterRender(pixels);
  return png;
}
