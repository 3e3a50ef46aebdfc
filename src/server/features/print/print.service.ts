// Print and brief PDFs for a stored image. Side effects (store, database, renderer, clock) are
// dependencies so the service is testable alone.
import sharp from 'sharp';
import { labelOf, PLACEMENTS } from '../../../core/options';
import type { TBriefQuery, TPrintQuery } from '../../../core/print/print-schemas';
import { notFound } from '../../http-errors';
import { paletteOf } from '../../images/palette';
import { traceStencil } from '../../images/stencil-trace';
import { buildBriefPdf } from './pdf-brief';
import { buildPrintPdf } from './pdf-print';
import { loadPrintable, type TPrintSourceDeps } from './print-source';

export interface TPrintServiceDeps extends TPrintSourceDeps {
  clock: () => Date;
}

const placementLabel = (value: string | null | undefined) => (value ? labelOf(PLACEMENTS, value) : undefined);

export function createPrintService(deps: TPrintServiceDeps) {
  /** A PNG of any stored image (SVG rendered), long side about `side` px. */
  async function pngOf(id: string, side: number): Promise<Buffer> {
    const record = await deps.find(id);
    if (!record) throw notFound('Image');
    const bytes = await deps.read(record);
    if (record.mime === 'image/svg+xml') return deps.renderSvg(bytes.toString('utf8'), side);
    return sharp(bytes).resize(side, side, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
  }

  return {
    async print(id: string, query: TPrintQuery) {
      const printable = await loadPrintable(deps, id, { widthMm: query.widthMm, mirror: query.mirror });
      const isStencil = /stencil/i.test(printable.source.model) || printable.art.kind === 'vector';
      const bytes = await buildPrintPdf({
        art: printable.art,
        widthMm: printable.widthMm,
        heightMm: printable.heightMm,
        paper: query.paper,
        mirror: query.mirror,
        placement: placementLabel(query.placement ?? printable.context?.placement),
        title: isStencil ? 'InkGlow stencil' : 'InkGlow design',
        date: deps.clock(),
        ...(printable.effectiveDpi ? { effectiveDpi: printable.effectiveDpi } : {}),
      });
      const size = `${Math.round(printable.widthMm)}x${Math.round(printable.heightMm)}mm`;
      return { bytes, filename: `inkglow-${isStencil ? 'stencil' : 'design'}-${size}-${query.paper}${query.mirror ? '-mirrored' : ''}.pdf` };
    },

    async brief(id: string, query: TBriefQuery) {
      const printable = await loadPrintable(deps, id, { widthMm: query.widthMm, mirror: false });
      const designPng = await pngOf(id, 1200);
      let stencilPng: Buffer;
      if (query.stencilId) {
        stencilPng = await pngOf(query.stencilId, 1200);
      } else {
        const traced = await traceStencil(designPng, {
          threshold: 128,
          mode: 'outline',
          lineMm: 0.5,
          mirror: false,
          widthMm: printable.widthMm,
        });
        stencilPng = await deps.renderSvg(traced.svg, 1200);
      }
      const bytes = await buildBriefPdf({
        paper: query.paper,
        designPng,
        stencilPng,
        widthMm: printable.widthMm,
        heightMm: printable.heightMm,
        placement: placementLabel(query.placement ?? printable.context?.placement),
        palette: await paletteOf(designPng),
        prompt: query.prompt ?? printable.context?.prompt ?? undefined,
        notes: query.notes,
        date: deps.clock(),
        printPath: `/api/images/${query.stencilId ?? id}/print.pdf?widthMm=${Math.round(printable.widthMm)}&paper=${query.paper}`,
      });
      return { bytes, filename: 'inkglow-artist-brief.pdf' };
    },
  };
}
