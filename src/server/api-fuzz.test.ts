// No input gives a 5xx: fast-check throws arbitrary path parameters, queries and JSON bodies (NUL
// characters, lone surrogates, huge numbers, wrong types, nested junk) at every /api route, as a
// guest and signed in. The route list is read from the route files, so a new route is fuzzed too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './testing/build-test-app';
import { signUpAndGetCookie, type TTestUser } from './testing/auth-helpers';

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const serverDir = fileURLToPath(new URL('.', import.meta.url));
/** Not JSON routes: the WebSocket, test-only routes, and account deletion (fuzzed as a guest only). */
const SKIP = new Set(['GET /api/voice']);
const GUEST_ONLY = new Set(['DELETE /api/me']);

function routesInSource(): { method: TMethod; url: string }[] {
  const files = (readdirSync(serverDir, { recursive: true }) as string[]).filter(
    (f) => /\.routes\.ts$/.test(f) && !f.includes('node_modules'),
  );
  const found = new Map<string, { method: TMethod; url: string }>();
  for (const file of files) {
    const text = readFileSync(join(serverDir, file), 'utf8');
    for (const m of text.matchAll(/app\.(get|post|put|patch|delete)\(\s*'(\/api[^']*)'/g)) {
      const route = { method: m[1].toUpperCase() as TMethod, url: m[2] };
      const key = `${route.method} ${route.url}`;
      if (!SKIP.has(key)) found.set(key, route);
    }
  }
  return [...found.values()];
}

/** encodeURIComponent throws on lone surrogates; those go as their raw UTF-8 bytes would. */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

const nasty = fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDFFF', '%00', '../..', ' ', '', 'null', '1e309', '-1');
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), nasty);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const FIELDS = [
  'prompt', 'model', 'n', 'seed', 'width', 'height', 'output', 'attributes', 'title', 'image_id', 'imageId',
  'style_id', 'username', 'full_name', 'favorite_styles', 'favorite_colors', 'favorite_techniques', 'instructions',
  'messages', 'assistantId', 'concept', 'name', 'email', 'password', 'provider', 'key', 'audio', 'saved', 'mode',
];
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(text, scalar, { maxKeys: 3 }));
const body = fc.oneof(fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }), fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined));
const query = fc.dictionary(fc.constantFrom('before', 'w', 'download', 'widthMm', 'paper', 'mirror', 'limit', 'q'), text, { maxKeys: 3 });
const param = fc.oneof(text, fc.uuid(), nasty);

let t: TTestApp;
let user: TTestUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUpAndGetCookie(t.app);
});
afterAll(() => t.close());

describe('fuzzing every /api route', () => {
  const routes = routesInSource();

  it('finds the routes in the source', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/generate');
  });

  it('never answers 5xx, as a guest or signed in', async () => {
    let tried = 0;
    const fives: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      await fc.assert(
        fc.asyncProperty(param, query, body, fc.boolean(), async (p, q, b, signedIn) => {
          const asUser = signedIn && !GUEST_ONLY.has(key);
          const search = new URLSearchParams();
          for (const [k, v] of Object.entries(q)) search.set(k, v.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
          const url = route.url.replace(/:[a-zA-Z]+/g, encode(p)) + (search.size ? `?${search}` : '');
          const res = await t.app.inject({
            method: route.method,
            url,
            headers: { ...(asUser ? { cookie: user.cookie } : {}), ...(b !== undefined ? { 'content-type': 'application/json' } : {}) },
            payload: b === undefined || route.method === 'GET' ? undefined : JSON.stringify(b),
          });
          tried += 1;
          if (res.statusCode >= 500) fives.push(`${route.method} ${url} ${JSON.stringify(b)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
          return res.statusCode < 500;
        }),
        { numRuns: 12, seed: 20261122 },
      ).catch(() => undefined); // every failure is collected in `fives`, reported below
    }
    console.log(`api fuzz: ${tried} inputs over ${routes.length} routes, ${fives.length} answered 5xx`);
    expect(fives).toEqual([]);
  }, 600_000);
});
