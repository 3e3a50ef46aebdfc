// The provider fakes for the e2e run (playwright.config.ts starts this beside the app and points
// OPENAI_BASE_URL, OPENAI_REALTIME_URL, BFL_BASE_URL and IDEOGRAM_BASE_URL at it). No server keys are set, so
// signed-in users keep the "contact the administrator" state; guests enter the fakes' keys.
import { DEV_FAKE_KEYS, startDevFakes } from '../src/server/testing/fakes/dev-fakes';

const base = Number(process.env.E2E_FAKES_PORT ?? 3110);
const fakes = await startDevFakes({
  ports: { openai: base, flux: base + 1, ideogram: base + 2, realtime: base + 3 },
  imageSize: 512,
  latencyMs: 150,
  fluxPendingPolls: 1,
});
console.log(`provider fakes on ${base}-${base + 3}; keys ${Object.values(DEV_FAKE_KEYS).join(', ')}`);

const stop = () => void fakes.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
