// Renders one style example with the offline engine: SVG, then a PNG 1024 px on its long side.
import { composeDesign } from '../../../../engine/index';
import { pngSize, renderPng } from '../../../images/render';
import type { TStyleExample } from '../../../../core/catalog-schemas';
import { EXAMPLE_LONG_SIDE_PX, exampleSeed } from './example-recipe';

export interface TRenderedExample {
  bytes: Buffer;
  mime: 'image/png';
  width: number;
  height: number;
}

export { pngSize };

export function renderExample(styleId: string, example: TStyleExample): TRenderedExample {
  const design = composeDesign({ ...example, seed: exampleSeed(styleId), output: 'design' });
  const bytes = renderPng(design.svg, EXAMPLE_LONG_SIDE_PX);
  return { bytes, mime: 'image/png', ...pngSize(bytes) };
}
