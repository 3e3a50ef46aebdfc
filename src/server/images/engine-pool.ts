// A small pool of worker threads for the offline engine (composing, rasterising), so that drawing
// designs never blocks the server's event loop: with it, /api/health answers in milliseconds while
// twenty designs are being drawn. Jobs queue when every worker is busy (one job per worker at a
// time). A worker that dies hands its job to the calling thread (a lost worker must not read as a
// broken engine); one that had started is replaced, one that never started is not retried.
// A job that runs past its time limit (a hang in composing or rasterising) is failed with a 503
// and its worker is terminated and replaced: it is never run again on the calling thread, where
// the same hang would stop the whole server.
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { TDesignRequest, TDesignResult } from '../../engine/index';
import { runEngineJob, type TEngineJob, type TEngineOutput } from './engine-jobs';
import { DEFAULT_ENGINE_JOB_TIMEOUT_MS } from '../config';
import { HttpError } from '../http-errors';
import type { TPrintSource } from './render';
import { startTsWorker } from './ts-worker';

export type TWorkerReply = { id: number; ok: true; output: TEngineOutput } | { id: number; ok: false; message: string };

export interface TEngineDrawing {
  design: TDesignResult;
  png: Buffer;
  width: number;
  height: number;
}

export interface TEnginePool {
  /** Composes a design and renders its preview PNG with the long side at `longSidePx`. */
  draw(request: TDesignRequest, longSidePx: number): Promise<TEngineDrawing>;
  /** Renders an SVG at its physical size and `dpi`. */
  renderPrint(source: TPrintSource, dpi: number): Promise<Buffer>;
  /** Starts the workers and loads the engine's assets in each (server start). */
  warm(): Promise<void>;
  close(): Promise<void>;
  /** Workers alive now (0 before the first job, or when every worker was lost). */
  readonly threads: number;
}

export interface TEnginePoolOptions {
  /** Worker threads (default: one per core but one, kept for the event loop; 1 to 4). */
  size?: number;
  /** How a worker is started (tests). */
  start?: () => Worker;
  onWorkerLost?: (error: Error) => void;
  /** Longest a job may run on a worker (queue time not counted); default DEFAULT_ENGINE_JOB_TIMEOUT_MS. */
  jobTimeoutMs?: number;
  /** A job ran past its limit: its worker was terminated (and is being replaced). */
  onJobTimeout?: (error: EngineTimeoutError) => void;
}

export const ENGINE_TIMEOUT_MESSAGE = 'The offline engine took too long to draw this design. Please try again in a moment.';

/** Our own engine did not finish in time: a 503 the error handler sends as is, not a crash. */
export class EngineTimeoutError extends HttpError {
  constructor(readonly op: string, readonly timeoutMs: number) {
    super(503, 'engine_timeout', ENGINE_TIMEOUT_MESSAGE);
  }
}

export const defaultEngineThreads = () => Math.max(1, Math.min(4, availableParallelism() - 1));

interface TTask {
  job: TEngineJob;
  resolve: (output: TEngineOutput) => void;
  reject: (error: Error) => void;
}

interface TSlot {
  worker: Worker;
  ready: boolean;
  task?: TTask & { id: number; timer: NodeJS.Timeout };
  /** Terminated on purpose (a job timed out): its exit is not a lost worker. */
  retired?: boolean;
}

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const inline = (task: TTask) => {
  try {
    task.resolve(runEngineJob(task.job));
  } catch (error) {
    task.reject(error as Error);
  }
};

export function createEnginePool(options: TEnginePoolOptions = {}): TEnginePool {
  const size = options.size ?? defaultEngineThreads();
  const jobTimeoutMs = options.jobTimeoutMs ?? DEFAULT_ENGINE_JOB_TIMEOUT_MS;
  const start = options.start ?? (() => startTsWorker(new URL('./engine-worker.ts', import.meta.url)));
  const slots = new Set<TSlot>();
  const queue: TTask[] = [];
  let started = false;
  let closed = false;
  let nextId = 0;

  function dispatch() {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (slot.task) continue;
      const task = queue.shift()!;
      const id = (nextId += 1);
      slot.task = { ...task, id, timer: setTimeout(() => timeOut(slot, id), jobTimeoutMs) };
      slot.task.timer.unref();
      slot.worker.ref(); // keep the process alive only while a job is in flight
      slot.worker.postMessage({ id: slot.task.id, job: task.job });
    }
    // Every worker was lost: the calling thread does the work (slower, blocking, but correct).
    if (slots.size === 0) for (const task of queue.splice(0)) inline(task);
  }

  /** The job in `slot` ran too long: fail it, terminate its worker and start a fresh one. */
  function timeOut(slot: TSlot, id: number) {
    const task = slot.task;
    if (!task || task.id !== id || closed) return;
    slot.task = undefined;
    slot.retired = true;
    slots.delete(slot);
    void slot.worker.terminate();
    const error = new EngineTimeoutError(task.job.op, jobTimeoutMs);
    options.onJobTimeout?.(error);
    task.reject(error);
    // A worker that never said it was ready is not retried (as for a lost one); the queue then
    // falls back to the calling thread in dispatch().
    if (slot.ready) spawn();
    dispatch();
  }

  function spawn() {
    const slot: TSlot = { worker: start(), ready: false };
    slot.worker.unref();
    slot.worker.on('message', (message: TWorkerReply | 'ready') => {
      if (message === 'ready') {
        slot.ready = true;
        return;
      }
      const task = slot.task;
      if (!task || task.id !== message.id) return;
      clearTimeout(task.timer);
      slot.task = undefined;
      slot.worker.unref();
      // the png crosses as a Uint8Array; draw() and renderPrint() view it as a Buffer
      if (message.ok) task.resolve(message.output);
      else task.reject(new Error(message.message));
      dispatch();
    });
    let lost = false;
    const onLost = (error: Error) => {
      if (lost || closed || slot.retired) return;
      lost = true;
      slots.delete(slot);
      options.onWorkerLost?.(error);
      if (slot.task) {
        clearTimeout(slot.task.timer);
        inline(slot.task);
      }
      if (slot.ready) spawn();
      dispatch();
    };
    slot.worker.on('error', onLost);
    slot.worker.on('exit', (code) => onLost(new Error(`engine worker exited (${code})`)));
    slots.add(slot);
  }

  function run(job: TEngineJob): Promise<TEngineOutput> {
    if (closed) return Promise.reject(new Error('engine pool closed'));
    if (!started) {
      started = true;
      for (let i = 0; i < size; i++) spawn();
    }
    return new Promise<TEngineOutput>((resolve, reject) => {
      queue.push({ job, resolve, reject });
      dispatch();
    });
  }

  return {
    async draw(request, longSidePx) {
      const out = await run({ op: 'draw', request, longSidePx });
      return { design: out.design!, png: toBuffer(out.png), width: out.width, height: out.height };
    },
    async renderPrint(source, dpi) {
      return toBuffer((await run({ op: 'print', source: { svg: source.svg, widthMm: source.widthMm, heightMm: source.heightMm }, dpi })).png);
    },
    async warm() {
      // One warm job per worker: each is busy until its own finishes, so each gets exactly one.
      await Promise.all(Array.from({ length: Math.max(1, size) }, () => run({ op: 'warm' })));
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('engine pool closed'));
      const all = [...slots];
      slots.clear();
      for (const slot of all) {
        if (slot.task) clearTimeout(slot.task.timer);
        slot.task?.reject(new Error('engine pool closed'));
      }
      await Promise.all(all.map((slot) => slot.worker.terminate()));
    },
    get threads() {
      return slots.size;
    },
  };
}
