// Any image to a stored stencil: trace it (src/server/images/stencil-trace) and keep the SVG in the
// image store. Its 300 DPI PNG is the SVG's lazy print.png (drawn on first request and kept), not
// rendered here: the render was as slow as the trace itself (bench/stencil.ts), and most stencils
// are looked at as SVG and printed as the vector PDF. Dependencies are injected.
import type { TStencilOptions, TStencilResponse } from '../../../core/print/print-schemas';
import { HttpError, notFound } from '../../http-errors';
import { printPngDpi, printPngUrl, type TImageRecord, type TSaveImage } from '../../images/image-store';
import { svgWidthMm } from '../../images/svg-vector';
import { inkOnlySvg } from '../../images/stencil-source';
import { traceStencil } from '../../images/stencil-trace';

export const STENCIL_MODEL = 'stencil';
export const DEFAULT_STENCIL_WIDTH_MM = 100;

export interface TStencilDeps {
  find(id: string): Promise<TImageRecord | undefined>;
  read(record: TImageRecord): Promise<Buffer>;
  save(input: TSaveImage): Promise<TImageRecord>;
  /** Rasterises an SVG source (an engine design) for tracing. */
  renderSvg(svg: string, longSidePx: number): Promise<Buffer>;
}

const url = (id: string) => `/api/images/${id}`;

export function createStencilService(deps: TStencilDeps) {
  async function make(raster: Buffer, options: TStencilOptions, widthMm: number, ownerId: string | null, sourceId: string | null): Promise<TStencilResponse> {
    const traced = await traceStencil(raster, { ...options, widthMm });
    if (traced.paths === 0) {
      throw new HttpError(422, 'no_lines', 'No lines were found at this threshold. Raise the threshold or try a clearer image.');
    }
    const svgRecord = await deps.save({
      bytes: Buffer.from(traced.svg, 'utf8'),
      mime: 'image/svg+xml',
      model: STENCIL_MODEL,
      ownerId,
      width: traced.widthPx,
      height: traced.heightPx,
    });
    // The print PNG's pixel size, as the print.png route draws it (resvg fits the width).
    const pngWidth = Math.round((traced.widthMm / 25.4) * printPngDpi(traced.widthMm, traced.heightMm));
    return {
      id: svgRecord.id,
      url: printPngUrl(svgRecord.id),
      svgId: svgRecord.id,
      svgUrl: url(svgRecord.id),
      width: pngWidth,
      height: Math.round((pngWidth * traced.heightPx) / traced.widthPx),
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
        // Our own SVGs (engine designs) are traced from their ink alone: colour fields would
        // otherwise trace as ragged outlines of their own (stencil-source).
        raster = await deps.renderSvg(inkOnlySvg(svg), 1024);
      }
      return make(raster, options, options.widthMm ?? ownWidth ?? DEFAULT_STENCIL_WIDTH_MM, ownerId, record.id);
    },
  };
}
