// `npm run dev:fakes`: the whole product with AI providers, on a machine with no keys. Starts the
// OpenAI (REST and Realtime), FLUX and Ideogram fakes on fixed loopback ports, then the app pointed at them.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEV_FAKE_PORTS, startDevFakes } from '../src/server/testing/fakes/dev-fakes';

const root = fileURLToPath(new URL('..', import.meta.url));

const fakes = await startDevFakes({
  ports: {
    openai: Number(process.env.FAKE_OPENAI_PORT ?? DEV_FAKE_PORTS.openai),
    flux: Number(process.env.FAKE_FLUX_PORT ?? DEV_FAKE_PORTS.flux),
    ideogram: Number(process.env.FAKE_IDEOGRAM_PORT ?? DEV_FAKE_PORTS.ideogram),
    realtime: Number(process.env.FAKE_REALTIME_PORT ?? DEV_FAKE_PORTS.realtime),
  },
  onRequest: (provider, req) =>
    process.stdout.write(`[fake ${provider}] ${req.method} ${req.path}\n`),
}).catch((e: unknown) => {
  process.stderr.write(
    `Could not start the provider fakes: ${e instanceof Error ? e.message : String(e)}\n`,
  );
  process.exit(1);
});

process.stdout.write(
  `Provider fakes: OpenAI ${fakes.openai.baseURL}, Realtime ${fakes.realtime.url}, FLUX ${fakes.flux.url}, Ideogram ${fakes.ideogram.url}\n` +
    'Their images are labelled test pictures; the realtime fake plays a scripted swallow conversation. Keys they accept: fake-openai-key, fake-flux-key, fake-ideogram-key.\n',
);

const app = spawn(
  process.execPath,
  [fileURLToPath(import.meta.resolve('tsx/cli')), 'scripts/start.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...fakes.env },
  },
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopping = true;
    app.kill(signal);
  });

app.on('exit', (code, signal) => {
  void fakes.close().then(() => process.exit(code ?? (signal && !stopping ? 1 : 0)));
});
