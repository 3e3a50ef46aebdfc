// Prints the bytes the home page's first visit really receives: the JavaScript and CSS Chromium
// fetches (lazy chunks and preloads included) as sent on the wire by the started product, with
// the Content-Encoding it chose (brotli from the build's precompressed files), beside raw sizes.
// Run: npx tsx bench/bundle.ts        Target: at most 150 KiB of JavaScript on the wire.
import { chromium, type Request } from 'playwright-core';
import { startProduct } from './start-product';

const TARGET_JS_KIB = 150;

const product = await startProduct({ waitForExamples: false });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const loaded: { url: string; kind: string; raw: number; wire: number; encoding: string }[] = [];
// Each finished request is read asynchronously; all are awaited before the browser closes (else a
// late one throws 'Target page ... has been closed' and leaves the product running).
const reading: Promise<void>[] = [];
async function record(request: Request) {
  const response = await request.response();
  if (!response) return;
  const type = request.resourceType();
  const sizes = await request.sizes().catch(() => undefined);
  const body = await response.body().catch(() => undefined);
  loaded.push({
    url: new URL(request.url()).pathname,
    kind: type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type,
    raw: body?.length ?? 0,
    wire: (sizes?.responseBodySize ?? 0) + (sizes?.responseHeadersSize ?? 0),
    encoding: (await response.allHeaders().catch(() => ({}) as Record<string, string>))['content-encoding'] ?? 'identity',
  });
}
try {
  const page = await browser.newPage();
  page.on('requestfinished', (request) => reading.push(record(request)));
  await page.goto(`${product.origin}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  // a request may finish while earlier ones are read: settle until no new one was added
  for (let settled = -1; settled !== reading.length; ) {
    settled = reading.length;
    await Promise.allSettled(reading);
  }
} finally {
  await browser.close();
  await product.stop();
}

const kib = (n: number) => (n / 1024).toFixed(1);
for (const file of loaded.sort((a, b) => b.wire - a.wire)) {
  console.log(
    `${file.kind.padEnd(8)} ${kib(file.wire).padStart(7)} KiB wire (${file.encoding.padEnd(8)}) ${kib(file.raw).padStart(8)} KiB raw  ${file.url}`,
  );
}
const sum = (kind?: string) => loaded.filter((f) => !kind || f.kind === kind).reduce((s, f) => s + f.wire, 0);
const js = sum('js');
console.log(
  `home page first visit on the wire: JavaScript ${kib(js)} KiB (target ≤ ${TARGET_JS_KIB} KiB), CSS ${kib(sum('css'))} KiB, ` +
    `document ${kib(sum('document'))} KiB, everything ${kib(sum())} KiB`,
);
console.log(js / 1024 <= TARGET_JS_KIB ? 'within target' : 'OVER TARGET');
