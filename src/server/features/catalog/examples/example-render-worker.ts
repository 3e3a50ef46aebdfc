// Worker thread: renders examples off the main thread so the server keeps answering while
// the style library's images are drawn (each takes a few hundred milliseconds of CPU).
import { parentPort } from 'node:worker_threads';
import { renderExample } from './render-example';
import type { TWorkerRequest, TWorkerResponse } from './example-renderer';

parentPort?.on('message', (request: TWorkerRequest) => {
  let response: TWorkerResponse;
  try {
    const out = renderExample(request.styleId, request.example);
    response = { id: request.id, ok: true, bytes: out.bytes, width: out.width, height: out.height };
  } catch (error) {
    response = { id: request.id, ok: false, message: (error as Error).message || String(error) };
  }
  parentPort?.postMessage(response);
});
