// The renderer the example-image job calls. In the server it runs the engine in a worker thread;
// tests (and any environment where the worker cannot start) render inline.
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../../../images/ts-worker';
import type { TStyleExample } from '../../../../core/catalog-schemas';
import { renderExample, type TRenderedExample } from './render-example';

export type TExampleRenderer = {
  render(styleId: string, example: TStyleExample): Promise<TRenderedExample>;
  close(): Promise<void>;
};

export interface TWorkerRequest {
  id: number;
  styleId: string;
  example: TStyleExample;
}
export type TWorkerResponse =
  | { id: number; ok: true; bytes: Uint8Array; width: number; height: number }
  | { id: number; ok: false; message: string };

export const inlineExampleRenderer = (): TExampleRenderer => ({
  render: async (styleId, example) => renderExample(styleId, example),
  close: async () => {},
});

function startWorker(): Worker {
  return startTsWorker(new URL('./example-render-worker.ts', import.meta.url));
}

/**
 * One worker, one request at a time (the job is sequential). If the worker itself dies (it failed to
 * boot, or crashed), rendering carries on inline: a broken worker must not read as a broken engine.
 */
export function workerExampleRenderer(
  options: { onWorkerLost?: (error: Error) => void; start?: () => Worker } = {},
): TExampleRenderer {
  const worker = (options.start ?? startWorker)();
  worker.unref();
  const inline = inlineExampleRenderer();
  let next = 0;
  let lost = false;
  let closed = false;
  const pending = new Map<number, { request: TWorkerRequest; resolve: (r: TRenderedExample) => void; reject: (e: Error) => void }>();

  const workerLost = (error: Error) => {
    if (lost || closed) return;
    lost = true;
    options.onWorkerLost?.(error);
    for (const p of pending.values()) inline.render(p.request.styleId, p.request.example).then(p.resolve, p.reject);
    pending.clear();
  };
  worker.on('message', (response: TWorkerResponse) => {
    const p = pending.get(response.id);
    if (!p) return;
    pending.delete(response.id);
    if (response.ok) {
      const bytes = Buffer.from(response.bytes.buffer, response.bytes.byteOffset, response.bytes.byteLength);
      p.resolve({ bytes, mime: 'image/png', width: response.width, height: response.height });
    } else {
      p.reject(new Error(response.message));
    }
  });
  worker.on('error', (error) => workerLost(error));
  worker.on('exit', (code) => workerLost(new Error(`example renderer worker exited (${code})`)));

  return {
    render(styleId, example) {
      if (closed) return Promise.reject(new Error('example renderer closed'));
      if (lost) return inline.render(styleId, example);
      const request: TWorkerRequest = { id: (next += 1), styleId, example };
      return new Promise<TRenderedExample>((resolve, reject) => {
        pending.set(request.id, { request, resolve, reject });
        worker.ref(); // keep the process alive only while a render is in flight
        worker.postMessage(request);
      }).finally(() => {
        if (pending.size === 0) worker.unref();
      });
    },
    close: async () => {
      closed = true;
      for (const p of pending.values()) p.reject(new Error('example renderer closed'));
      pending.clear();
      await worker.terminate();
    },
  };
}
