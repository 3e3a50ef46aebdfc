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
  /**
   * Composes the design and renders its preview PNG with the long side at `longSidePx` (in the
   * server: on a worker thread, so the event loop stays free).
   */
  draw(request: TLocalEngineRequest, longSidePx: number): Promise<{ design: D; png: Buffer; width: number; height: number }>;
}

export const LOCAL_PREVIEW_LONG_SIDE = 1024;

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
      signal?.throwIfAborted();
      // Variations are drawn side by side: the engine pool runs as many as it has threads.
      const drawings = await Promise.all(
        Array.from({ length: request.n }, (_, i) =>
          engine.draw(
            {
              ...request.attributes,
              prompt: request.prompt,
              seed: variationSeed(request.seed, i),
              output: request.output,
              mirror: request.output === 'stencil' ? request.mirror : false,
            },
            longSide,
          ),
        ),
      );
      for (const [i, { design, png, width, height }] of drawings.entries()) {
        if (!design.subjectMatched) subjectMatched = false;
        // The engine's note says what it drew instead, left out, or drew as a study (realism).
        note ??= design.note;
        // The 300 DPI print PNG is not drawn here: it is rendered from the stored SVG the first
        // time someone asks for it (GET /api/images/:svgId/print.png), as few designs are printed.
        images.push({
          bytes: png,
          mime: 'image/png',
          width,
          height,
          seed: variationSeed(request.seed, i),
          svg: { bytes: Buffer.from(design.svg, 'utf8'), mime: 'image/svg+xml', width: design.width, height: design.height },
          widthMm: design.widthMm,
          heightMm: design.heightMm,
        });
      }
      return { images, subjectMatched, ...(note ? { note } : {}) };
    },
  };
}
