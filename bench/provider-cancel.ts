// Provider cancel and timeout figures: npx tsx bench/provider-cancel.ts
// How soon each adapter gives up once the caller aborts (against the loopback fakes, which hang or
// poll for ever), how soon a Retry-After wait ends on abort, and how close a 150 ms timeout lands to
// 150 ms. The provider tests check what happens (aborted, timeout, no retry); these are the times.
// Figures only; nothing is asserted. RUNS=10 by default.
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { ProviderError } from '../src/server/providers/errors';
import { createFluxProvider } from '../src/server/providers/flux';
import { createIdeogramProvider } from '../src/server/providers/ideogram';
import { createOpenAIProvider } from '../src/server/providers/openai';
import { resolveRetryPolicy, withRetry } from '../src/server/providers/retry';
import { captureLogger } from '../src/server/testing/fakes/capture-logger';
import { startFluxFake } from '../src/server/testing/fakes/flux-fake';
import { startIdeogramFake } from '../src/server/testing/fakes/ideogram-fake';
import { startOpenAIFake } from '../src/server/testing/fakes/openai-fake';

const RUNS = Number(process.env.RUNS ?? 10);
const ABORT_AFTER_MS = 50;
const KEY = 'sk-bench-0123456789';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const max = (xs: number[]) => Math.max(...xs);

/** Runs `call` with a signal aborted after ABORT_AFTER_MS; answers ms from the abort to the rejection. */
async function afterAbort(call: (signal: AbortSignal) => Promise<unknown>): Promise<number> {
  const ctrl = new AbortController();
  let abortedAt = 0;
  setTimeout(() => {
    abortedAt = performance.now();
    ctrl.abort();
  }, ABORT_AFTER_MS);
  try {
    await call(ctrl.signal);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.kind !== 'aborted') throw error;
    return performance.now() - abortedAt;
  }
  throw new Error('the call succeeded; it should have been aborted');
}

async function measure(name: string, once: () => Promise<number>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await once());
  rows.push({ name, median: median(times), max: max(times) });
}

const rows: { name: string; median: number; max: number }[] = [];
const logger = captureLogger();
const retry = { baseDelayMs: 1, maxDelayMs: 20 };
const png = {
  bytes: await sharp({ create: { width: 32, height: 32, channels: 3, background: '#f00' } }).png().toBuffer(),
  mime: 'image/png',
};

const openaiFake = await startOpenAIFake({ apiKey: KEY });
const fluxFake = await startFluxFake({ apiKey: KEY });
const ideogramFake = await startIdeogramFake({ apiKey: KEY });
try {
  openaiFake.setMode('hang');
  const openai = createOpenAIProvider({ baseURL: openaiFake.baseURL, timeoutMs: 30_000, chatTimeoutMs: 30_000, retry, logger });
  await measure('openai: abort during a hung request', () =>
    afterAbort((signal) => openai.generateImage({ apiKey: KEY, signal, model: 'chatgpt-image-1', prompt: 'p' })),
  );

  const quick = createOpenAIProvider({ baseURL: openaiFake.baseURL, timeoutMs: 150, chatTimeoutMs: 150, retry, logger });
  await measure('openai: 150 ms timeout, time to the timeout error', async () => {
    const started = performance.now();
    try {
      await quick.generateImage({ apiKey: KEY, model: 'chatgpt-image-1', prompt: 'p' });
    } catch (error) {
      if (!(error instanceof ProviderError) || error.kind !== 'timeout') throw error;
    }
    return performance.now() - started;
  });

  fluxFake.setMode('succeed', { pendingPolls: 1_000_000 });
  const flux = createFluxProvider({ baseURL: fluxFake.url, timeoutMs: 30_000, pollIntervalMs: 5, retry, logger });
  await measure('flux: abort while polling', () =>
    afterAbort((signal) => flux.generateImage({ apiKey: KEY, signal, model: 'flux-context', prompt: 'p' })),
  );

  ideogramFake.setMode('hang');
  const ideogram = createIdeogramProvider({ baseURL: ideogramFake.url, timeoutMs: 30_000, retry, logger });
  await measure('ideogram: abort during a hung request', () =>
    afterAbort((signal) => ideogram.editImage({ apiKey: KEY, signal, model: 'ideogram', prompt: 'p', image: png })),
  );

  await measure('retry: abort during a 30 s Retry-After wait', () =>
    afterAbort((signal) =>
      withRetry({ provider: 'openai', operation: 'bench', policy: resolveRetryPolicy({ maxDelayMs: 60_000 }), logger, signal }, async () => {
        throw new ProviderError({ kind: 'rate_limit', provider: 'openai', retryAfterSec: 30 });
      }),
    ),
  );
} finally {
  await Promise.all([openaiFake.close(), fluxFake.close(), ideogramFake.close()]);
}

console.log(`provider cancel and timeout, ${RUNS} runs each, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log('| what | median ms | max ms |');
console.log('|---|---|---|');
for (const row of rows) console.log(`| ${row.name} | ${row.median.toFixed(1)} | ${row.max.toFixed(1)} |`);
