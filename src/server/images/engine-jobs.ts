// The offline engine's CPU work, as jobs a worker thread (engine-worker.ts) or the calling thread
// can run: compose a design and render its preview, or render an SVG at print size.
import { composeDesign, warmUp, type TDesignRequest, type TDesignResult } from '../../engine/index';
import { pngSize, renderPng, renderPrintPng, type TPrintSource } from './render';

export type TEngineJob =
  | { op: 'draw'; request: TDesignRequest; longSidePx: number }
  | { op: 'print'; source: TPrintSource; dpi: number }
  | { op: 'warm' };

export interface TEngineOutput {
  png: Uint8Array;
  width: number;
  height: number;
  /** The composed design (draw jobs). */
  design?: TDesignResult;
}

const WARM_REQUEST: TDesignRequest = { prompt: 'a rose', seed: 1, output: 'design' };

export function runEngineJob(job: TEngineJob): TEngineOutput {
  switch (job.op) {
    case 'draw': {
      const design = composeDesign(job.request);
      const png = renderPng(design.svg, job.longSidePx);
      return { png, ...pngSize(png), design };
    }
    case 'print': {
      const png = renderPrintPng(job.source, job.dpi);
      return { png, ...pngSize(png) };
    }
    case 'warm': {
      // Fonts and icon sets load on first use: do it now, and take resvg through one small render.
      warmUp();
      const png = renderPng(composeDesign(WARM_REQUEST).svg, 64);
      return { png, ...pngSize(png) };
    }
  }
}
