// Starts a worker thread on a TypeScript module. The server runs under tsx (`npm start`, `npm run
// dev`, the benches) and tests under vitest; Node 20 carries neither loader into worker threads, so
// the worker boots by registering tsx itself and then importing the module.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/** tsx's ESM API as a file URL (resolved here, so it works whatever loader runs this file). */
function tsxApiUrl(): string {
  // The package's `require` entry sits next to its `import` entry (dist/esm/api/index.cjs|mjs).
  return pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
}

export function startTsWorker(moduleUrl: URL): Worker {
  const boot = `import(${JSON.stringify(tsxApiUrl())})
    .then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl.href)}); })
    .catch((error) => { console.error(error); process.exit(1); });`;
  return new Worker(boot, { eval: true });
}
