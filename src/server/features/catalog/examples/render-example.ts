// Renders one style example with the offline engine: SVG, then a PNG 1024 px on its long side.
import { composeDesign } from '../../../../engine/index';
import { renderPng } from '../../../images/render';
import type { TStyleExample } from '../../../../core/catalog-schemas';
import { EXAMPLE_LONG_SIDE_PX, exampleSeed } from './example-recipe';

export interface TRenderedExample {
  bytes: Buffer;
  mime: 'image/png';
  width: number;
  height: number;
}

/** Reads the pixel size from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export function renderExample(styleId: string, example: TStyleExample): TRenderedExample {
  const design = composeDesign({ ...example, seed: exampleSeed(styleId), output: 'design' });
  const bytes = renderPng(design.svg, EXAMPLE_LONG_SIDE_PX);
  return { bytes, mime: 'image/png', ...pngSize(bytes) };
}
