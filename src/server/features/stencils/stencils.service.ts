// Any image to a stored stencil: trace it (src/server/images/stencil-trace), render a print-ready
// PNG of the linework, and keep both in the image store. Dependencies are injected.
import type { TStencilOptions, TStencilResponse } from '../../../core/print/print-schemas';
import { mmToPx, PRINT_DPI } from '../../../core/print/units';
import { HttpError, notFound } from '../../http-errors';
import type { TImageRecord, TSaveImage } from '../../images/image-store';
import { svgWidthMm } from '../../images/svg-vector';
import { traceStencil } from '../../images/stencil-trace';

export const STENCIL_MODEL = 'stencil';
/** Long side of the stored stencil PNG: 300 DPI up to this many pixels. */
export const STENCIL_PNG_MAX_SIDE = 2400;
export const DEFAULT_STENCIL_WIDTH_MM = 100;

export interface TStencilDeps {
  find(id: string): Promise<TImageRecord | undefined>;
  read(record: TImageRecord): Promise<Buffer>;
  save(input: TSaveImage): Promise<TImageRecord>;
  renderSvg(svg: string, longSidePx: number): Promise<Buffer>;
}

const url = (id: string) => `/api/images/${id}`;

export function createStencilService(deps: TStencilDeps) {
  async function make(raster: Buffer, options: TStencilOptions, widthMm: number, ownerId: string | null, sourceId: string | null): Promise<TStencilResponse> {
    const traced = await traceStencil(raster, { ...options, widthMm });
    if (traced.paths === 0) {
      throw new HttpError(422, 'no_lines', 'No lines were found at this threshold. Raise the threshold or try a clearer image.');
    }
    const longMm = Math.max(traced.widthMm, traced.heightMm);
    const side = Math.min(STENCIL_PNG_MAX_SIDE, Math.round(mmToPx(longMm, PRINT_DPI)));
    const png = await deps.renderSvg(traced.svg, side);
    const svgRecord = await deps.save({
      bytes: Buffer.from(traced.svg, 'utf8'),
      mime: 'image/svg+xml',
      model: STENCIL_MODEL,
      ownerId,
      width: traced.widthPx,
      height: traced.heightPx,
    });
    const pngRecord = await deps.save({ bytes: png, mime: 'image/png', model: STENCIL_MODEL, ownerId });
    return {
      id: pngRecord.id,
      url: url(pngRecord.id),
      svgId: svgRecord.id,
      svgUrl: url(svgRecord.id),
      width: pngRecord.width,
      height: pngRecord.height,
      widthMm: traced.widthMm,
      heightMm: traced.heightMm,
      paths: traced.paths,
      kind: traced.kind,
      sourceId,
      // The SVG is already mirrored when asked: print it as it is.
      printUrl: `${url(svgRecord.id)}/print.pdf?widthMm=${Math.round(traced.widthMm * 10) / 10}`,
    };
  }

  return {
    /** An upload that already passed checkUpload (never stored itself). */
    fromUpload(bytes: Buffer, options: TStencilOptions, ownerId: string | null) {
      return make(bytes, options, options.widthMm ?? DEFAULT_STENCIL_WIDTH_MM, ownerId, null);
    },

    /** A stored image: an engine design (its SVG or PNG), a provider image, a saved design. */
    async fromImage(imageId: string, options: TStencilOptions, ownerId: string | null) {
      const record = await deps.find(imageId);
      if (!record) throw notFound('Image');
      const bytes = await deps.read(record);
      let raster = bytes;
      let ownWidth: number | undefined;
      if (record.mime === 'image/svg+xml') {
        const svg = bytes.toString('utf8');
        ownWidth = svgWidthMm(svg);
        raster = await deps.renderSvg(svg, 1024);
      }
      return make(raster, options, options.widthMm ?? ownWidth ?? DEFAULT_STENCIL_WIDTH_MM, ownerId, record.id);
    },
  };
}
