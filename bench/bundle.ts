// Prints the gzip size of the JavaScript and CSS the home page loads on a first visit, measured in
// Chromium (so lazy chunks and preloads count exactly as a browser fetches them).
// Run: npx tsx bench/bundle.ts        Target: at most 150 KiB of gzipped JavaScript.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { webBuildIsStale } from '../scripts/web-build-state';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const TARGET_JS_KIB = 150;

if (webBuildIsStale(root)) {
  const built = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(1);
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};
const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]));
  if (path.startsWith('/api/')) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    return;
  }
  const file = extname(path) ? join(dist, path) : join(dist, 'index.html');
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as { port: number }).port;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage();
const loaded: { url: string; kind: 'js' | 'css'; raw: number; gzip: number }[] = [];
page.on('response', async (response) => {
  const type = response.request().resourceType();
  if (type !== 'script' && type !== 'stylesheet') return;
  const body = await response.body().catch(() => undefined);
  if (!body) return;
  loaded.push({
    url: new URL(response.url()).pathname,
    kind: type === 'script' ? 'js' : 'css',
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  });
});
await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
await browser.close();
server.close();

const kib = (n: number) => (n / 1024).toFixed(1);
for (const file of loaded.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`${file.kind.padEnd(3)} ${kib(file.gzip).padStart(7)} KiB gz ${kib(file.raw).padStart(8)} KiB raw  ${file.url}`);
}
const js = loaded.filter((f) => f.kind === 'js').reduce((sum, f) => sum + f.gzip, 0);
const css = loaded.filter((f) => f.kind === 'css').reduce((sum, f) => sum + f.gzip, 0);
console.log(`home page first visit: JavaScript ${kib(js)} KiB gzipped (target ≤ ${TARGET_JS_KIB} KiB), CSS ${kib(css)} KiB gzipped`);
console.log(js / 1024 <= TARGET_JS_KIB ? 'within target' : 'OVER TARGET');
