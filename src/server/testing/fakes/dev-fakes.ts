// Starts the provider fakes (OpenAI REST, OpenAI Realtime, FLUX, Ideogram) together for trying the product with no real keys
// (`npm run dev:fakes`), and says which environment points the app at them.
import { startFluxFake, type TFluxFake } from './flux-fake';
import { startIdeogramFake, type TIdeogramFake } from './ideogram-fake';
import { startOpenAIFake, type TOpenAIFake } from './openai-fake';
import type { TRecordedRequest } from './fake-server';
import { startRealtimeFake, type TRealtimeFake } from './realtime-fake';

export const DEV_FAKE_PORTS = { openai: 4010, flux: 4020, ideogram: 4030, realtime: 4040 } as const;
export const DEV_FAKE_KEYS = {
  openai: 'fake-openai-key',
  flux: 'fake-flux-key',
  ideogram: 'fake-ideogram-key',
} as const;

export interface TDevFakesOptions {
  /** Port 0 picks a free port (tests). Default DEV_FAKE_PORTS. */
  ports?: { openai: number; flux: number; ideogram: number; realtime?: number };
  /** Image side (default 1024, like real results). */
  imageSize?: number;
  /** Delay before each answer (default 400 ms), so spinners show. */
  latencyMs?: number;
  /** FLUX polls answered Pending before Ready (default 3). */
  fluxPendingPolls?: number;
  onRequest?: (provider: 'openai' | 'flux' | 'ideogram', req: TRecordedRequest) => void;
  /** Each realtime (Voice Glow) event, client events prefixed 'client:'. */
  onRealtimeEvent?: (event: { session: number; type: string }) => void;
}

export interface TDevFakes {
  openai: TOpenAIFake;
  flux: TFluxFake;
  ideogram: TIdeogramFake;
  realtime: TRealtimeFake;
  /** Variables that point the app at the fakes, with the keys they accept. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startDevFakes(options: TDevFakesOptions = {}): Promise<TDevFakes> {
  const ports = options.ports ?? DEV_FAKE_PORTS;
  const common = { imageSize: options.imageSize ?? 1024, latencyMs: options.latencyMs ?? 400 };
  const openai = await startOpenAIFake({
    ...common,
    port: ports.openai,
    apiKey: DEV_FAKE_KEYS.openai,
    onRequest: (r) => options.onRequest?.('openai', r),
  });
  const flux = await startFluxFake({
    ...common,
    port: ports.flux,
    apiKey: DEV_FAKE_KEYS.flux,
    onRequest: (r) => options.onRequest?.('flux', r),
  }).catch(async (e: unknown) => {
    await openai.close();
    throw e;
  });
  const ideogram = await startIdeogramFake({
    ...common,
    port: ports.ideogram,
    apiKey: DEV_FAKE_KEYS.ideogram,
    onRequest: (r) => options.onRequest?.('ideogram', r),
  }).catch(async (e: unknown) => {
    await Promise.all([openai.close(), flux.close()]);
    throw e;
  });
  const realtime = await startRealtimeFake({
    port: options.ports ? (options.ports.realtime ?? 0) : DEV_FAKE_PORTS.realtime,
    apiKey: DEV_FAKE_KEYS.openai,
    // Speak at roughly real-time pace so playback and barge-in feel like the real service.
    audioPaceMs: common.latencyMs ? 100 : 0,
    onEvent: options.onRealtimeEvent,
  }).catch(async (e: unknown) => {
    await Promise.all([openai.close(), flux.close(), ideogram.close()]);
    throw e;
  });
  flux.setMode('succeed', { pendingPolls: options.fluxPendingPolls ?? 3 });
  return {
    openai,
    flux,
    ideogram,
    realtime,
    env: {
      OPENAI_REALTIME_URL: realtime.url,
      OPENAI_BASE_URL: openai.baseURL,
      OPENAI_API_KEY: DEV_FAKE_KEYS.openai,
      BFL_BASE_URL: flux.url,
      BFL_API_KEY: DEV_FAKE_KEYS.flux,
      IDEOGRAM_BASE_URL: ideogram.url,
      IDEOGRAM_API_KEY: DEV_FAKE_KEYS.ideogram,
    },
    close: async () => {
      await Promise.all([openai.close(), flux.close(), ideogram.close(), realtime.close()]);
    },
  };
}
