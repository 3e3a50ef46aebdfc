// `npm start`: build the web app when missing or stale, then start the server (which applies
// migrations). Reads an optional .env first.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildWebApp, webBuildIsStale } from './web-build-state';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
if (existsSync('.env')) process.loadEnvFile('.env');

if (webBuildIsStale(root)) {
  process.stdout.write('Building the web app (first start, or sources changed)...\n');
  if (!buildWebApp(root)) {
    process.stderr.write('The web app failed to build; see the messages above.\n');
    process.exit(1);
  }
}

const { startServer } = await import('../src/server/server');
await startServer();
