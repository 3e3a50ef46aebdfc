// The `local` model: InkGlow's offline design engine. Needs no key, so it is always available and
// ends every fallback chain. The engine functions are passed in so the runner is testable alone.
import type { TGenerationAttributes, TOutputKind } from '../../../core/generation-schemas';
import type { ImageModelRunner, TRunnerImage, TRunnerRequest, TRunnerResult } from './image-model-runner';

/** The parts of the engine's request this runner sets (src/engine TDesignRequest). */
export interface TLocalEngineRequest extends TGenerationAttributes {
  prompt?: string;
  seed: number;
  output: TOutputKind;
  mirror?: boolean;
}

/** The parts of the engine's result this runner reads (src/engine TDesignResult). */
export interface TLocalEngineDesign {
  svg: string;
  width: number;
  height: number;
  widthMm: number;
  heightMm: number;
  subjectMatched: boolean;
  note?: string;
}

export interface TLocalEngine<D extends TLocalEngineDesign = TLocalEngineDesign> {
  compose(request: TLocalEngineRequest): D;
  /** PNG with the long side at `longSidePx`. */
  renderPng(svg: string, longSidePx: number): Buffer | Promise<Buffer>;
  /** PNG at the design's physical size and `dpi`. */
  renderPrintPng(design: D, dpi: number): Buffer | Promise<Buffer>;
}

export const LOCAL_PREVIEW_LONG_SIDE = 1024;
export const LOCAL_PRINT_DPI = 300;

/** Variation i of a request uses seed + i, wrapped to uint32. */
export const variationSeed = (seed: number, index: number) => (seed + index) >>> 0;

export function createLocalRunner<D extends TLocalEngineDesign>(engine: TLocalEngine<D>): ImageModelRunner {
  return {
    id: 'local',
    availability: () => ({ available: true }),
    async generate(request: TRunnerRequest, _context, signal): Promise<TRunnerResult> {
      const longSide = Math.max(request.width ?? 0, request.height ?? 0) || LOCAL_PREVIEW_LONG_SIDE;
      const images: TRunnerImage[] = [];
      let subjectMatched = true;
      let note: string | undefined;
      for (let i = 0; i < request.n; i++) {
        signal?.throwIfAborted();
        const seed = variationSeed(request.seed, i);
        const design = engine.compose({
          ...request.attributes,
          prompt: request.prompt,
          seed,
          output: request.output,
          mirror: request.output === 'stencil' ? request.mirror : false,
        });
        if (!design.subjectMatched) {
          subjectMatched = false;
          note ??= design.note;
        }
        const [preview, print] = await Promise.all([
          engine.renderPng(design.svg, longSide),
          engine.renderPrintPng(design, LOCAL_PRINT_DPI),
        ]);
        images.push({
          bytes: preview,
          mime: 'image/png',
          seed,
          svg: { bytes: Buffer.from(design.svg, 'utf8'), mime: 'image/svg+xml', width: design.width, height: design.height },
          print: { bytes: print, mime: 'image/png' },
          widthMm: design.widthMm,
          heightMm: design.heightMm,
        });
      }
      return { images, subjectMatched, ...(note ? { note } : {}) };
    },
  };
}
