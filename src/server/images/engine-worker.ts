// Worker thread of the engine pool (engine-pool.ts): runs one job at a time, so composing and
// rasterising a design (tens to hundreds of ms of CPU) never holds up the server's event loop.
import { parentPort } from 'node:worker_threads';
import { runEngineJob, type TEngineJob } from './engine-jobs';
import type { TWorkerReply } from './engine-pool';

parentPort?.on('message', ({ id, job }: { id: number; job: TEngineJob }) => {
  let reply: TWorkerReply;
  try {
    reply = { id, ok: true, output: runEngineJob(job) };
  } catch (error) {
    reply = { id, ok: false, message: (error as Error).message || String(error) };
  }
  parentPort?.postMessage(reply);
});
parentPort?.postMessage('ready');
