// The artwork of a print: vector paths (drawn as PDF paths) or a raster image (PNG or JPEG placed
// at its exact physical size), drawn so that its top-left sits at a given millimetre position.
import {
  clip,
  concatTransformationMatrix,
  endPath,
  grayscale,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  type PDFDocument,
  type PDFImage,
} from 'pdf-lib';
import type { TRect } from '../../../core/print/print-layout';
import { mmToPt } from '../../../core/print/units';
import type { TVectorSvg } from '../../images/svg-vector';
import type { MmPage } from './pdf-parts';

export type TArt =
  | { kind: 'vector'; svg: TVectorSvg }
  | { kind: 'raster'; bytes: Buffer; mime: 'image/png' | 'image/jpeg'; widthPx: number; heightPx: number };

export interface TEmbeddedArt {
  kind: TArt['kind'];
  image?: PDFImage;
  svg?: TVectorSvg;
}

export async function embedArt(doc: PDFDocument, art: TArt): Promise<TEmbeddedArt> {
  if (art.kind === 'vector') return { kind: 'vector', svg: art.svg };
  const image = art.mime === 'image/png' ? await doc.embedPng(art.bytes) : await doc.embedJpg(art.bytes);
  return { kind: 'raster', image };
}

/**
 * Draws the whole design (w × h mm) with its top-left at (x, y) mm, clipped to `clipRect` mm.
 * `mirror` flips vectors left-right about the design's centre (rasters come flipped already).
 */
export function drawArt(
  p: MmPage,
  art: TEmbeddedArt,
  at: { x: number; y: number; w: number; h: number },
  clipRect: TRect,
  mirror: boolean,
) {
  const page = p.page;
  page.pushOperators(
    pushGraphicsState(),
    rectangle(p.x(clipRect.x), p.y(clipRect.y + clipRect.h), mmToPt(clipRect.w), mmToPt(clipRect.h)),
    clip(),
    endPath(),
  );
  if (art.kind === 'raster' && art.image) {
    page.drawImage(art.image, { x: p.x(at.x), y: p.y(at.y + at.h), width: mmToPt(at.w), height: mmToPt(at.h) });
  } else if (art.svg) {
    if (mirror) {
      const axis = 2 * p.x(at.x + at.w / 2);
      page.pushOperators(concatTransformationMatrix(-1, 0, 0, 1, axis, 0));
    }
    const scale = mmToPt(at.w) / art.svg.width;
    for (const path of art.svg.paths) {
      page.drawSvgPath(path.d, {
        x: p.x(at.x),
        y: p.y(at.y),
        scale,
        borderWidth: path.strokeWidth,
        borderColor: grayscale(path.grey),
        ...(path.dash ? { borderDashArray: path.dash } : {}),
      });
    }
  }
  page.pushOperators(popGraphicsState());
}
