// The real build (client + server render bundle) served by the real app: pages arrive as HTML that
// already shows their content, assets arrive compressed as the browser asks.
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebApp, webBuildIsStale } from '../../../scripts/web-build-state';
import { DEFAULT_WEB_ROOT } from '../app';
import { buildTestApp, type TTestApp } from '../testing/build-test-app';
import { inlineScriptHashes } from './inline-scripts';
import { fillTemplate } from './prerender';

const root = fileURLToPath(new URL('../../..', import.meta.url));
let t: TTestApp;

beforeAll(async () => {
  if (webBuildIsStale(root) && !buildWebApp(root)) throw new Error('the web app did not build');
  t = await buildTestApp({}, { webRoot: DEFAULT_WEB_ROOT });
}, 240_000);
afterAll(() => t?.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('prerendered pages', () => {
  it('answers / with the hero heading, its title and a hydration payload', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(/<h1[^>]*>[^<]*Design your tattoo/);
    expect(res.body).toMatch(/<title>InkGlow · [^<]+<\/title>/);
    expect(res.body).toContain('<script type="application/json" id="inkglow-ssr">');
    // Scripts are files, the JSON payload, or the head's inline scripts, each allowed by its hash
    // in the CSP (and no other inline script is).
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    for (const attributes of scripts) expect(attributes).toMatch(/^$|src=|type="application\/json"/);
    const inline = inlineScriptHashes(res.body);
    expect(inline.length).toBeGreaterThanOrEqual(3); // theme, early input, boot
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1].split(' ') ?? [];
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...inline].sort());
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it("lists the page's own module files for the boot script, none of them already a start-up file", async () => {
    const res = await page('/chat');
    const list = /<script type="application\/json" id="inkglow-preloads">([^<]*)<\/script>/.exec(res.body);
    const files = JSON.parse(list?.[1] ?? '[]') as string[];
    expect(files.some((file) => /^\/assets\/chat-page-[\w-]+\.js$/.test(file))).toBe(true);
    const boot = /p=(\[[^\]]*\])/.exec(res.body)?.[1];
    const startup = JSON.parse(boot ?? '[]') as string[];
    expect(startup.length).toBeGreaterThan(0);
    expect(files.filter((file) => startup.includes(file))).toEqual([]);
    for (const file of files) expect((await page(file)).statusCode, file).toBe(200);
    // The manifest the list comes from stays private.
    expect((await page('/.vite/manifest.json')).statusCode).not.toBe(200);
  });

  it("carries a guest's model menu on /chat and /generator, so it is not fetched while they hydrate", async () => {
    const payloadOf = (html: string) =>
      JSON.parse(/<script type="application\/json" id="inkglow-ssr">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as {
        queries: { queries: { queryKey: unknown[]; state: { data: { models: { id: string }[] } } }[] };
      };
    const expected = { '/chat': ['providers', 'none'], '/generator': ['providers', 'none', 'generator'] };
    for (const [url, key] of Object.entries(expected)) {
      const query = payloadOf((await page(url)).body).queries.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key));
      expect(query?.state.data.models.map((m) => m.id), url).toContain('local');
    }
  });

  it('answers /styles with its heading and every style card, the data inside', async () => {
    const res = await page('/styles');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h1[^>]*>Tattoo Styles<\/h1>/);
    expect(res.body).toContain('<title>Tattoo Styles · InkGlow</title>');
    expect(res.body).toContain('href="/styles/japanese"');
    expect(res.body).toContain('"queryKey":["catalog","styles"]');
  });

  it('answers /styles/japanese with the style as its heading', async () => {
    const res = await page('/styles/japanese');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h1[^>]*>Japanese<\/h1>/);
    expect(res.body).toContain('<title>Japanese · Tattoo Styles · InkGlow</title>');
  });

  it('answers unknown pages and unknown styles with 404 and the not-found page', async () => {
    const missing = await page('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Oops! Page not found');
    expect((await page('/styles/no-such-style')).statusCode).toBe(404);
  });

  it('compresses pages as asked, once per version', async () => {
    const plain = await page('/styles');
    const br = await page('/styles', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const again = await page('/styles', { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    const gz = await page('/styles', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps personal pages as the plain app shell', async () => {
    const res = await page('/profile');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('built assets', () => {
  it('come back with Content-Encoding br, gzip or none as asked', async () => {
    const html = (await page('/')).body;
    // The entry is named by the inline boot script (scripts/defer-boot.ts), which adds it after first paint.
    const script = /"(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    const style = /href="(\/assets\/index-[^"]+\.css)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(style).toBeDefined();
    for (const asset of [script!, style!]) {
      const plain = await page(asset);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await page(asset, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe(plain.headers['content-type']);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
      const gz = await page(asset, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
  });
});

describe('fillTemplate', () => {
  it('puts the title in the head and the page with its payload in the root', () => {
    const html = fillTemplate('<html><head><title>Old</title></head><body><div id="root"></div></body></html>', {
      title: 'New &amp; better',
      html: '<main>$& stays</main>',
      payload: '{"a":"\\u003c/script>"}',
    });
    expect(html).toBe(
      '<html><head><title>New &amp; better</title></head><body><div id="root"><main>$& stays</main></div>' +
        '<script type="application/json" id="inkglow-ssr">{"a":"\\u003c/script>"}</script></body></html>',
    );
  });
});
