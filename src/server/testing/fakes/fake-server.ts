// Shared loopback HTTP plumbing for the provider fakes: listen on 127.0.0.1 (port 0 by default),
// record every request, parse JSON and multipart bodies, switchable modes, hangs that close() ends.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a fake behaves for the next API requests. */
export type TFakeMode = 'succeed' | 'refuse-key' | 'moderate' | 'rate-limit' | 'fail' | 'hang';

export interface TModeOptions {
  /** Apply the mode to this many API requests, then go back to 'succeed' (default: until changed). */
  times?: number;
  /** Retry-After header value for 'rate-limit' (default '1'). */
  retryAfter?: string;
}

export interface TFilePart {
  filename: string;
  type: string;
  size: number;
  bytes: Buffer;
}

export type TFormValue = string | TFilePart;

export interface TRecordedRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: Record<string, string>;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** Parsed JSON, multipart fields (repeated names become arrays), or text. */
  body: unknown;
}

export interface TFakeHandle<M extends string = TFakeMode, O extends TModeOptions = TModeOptions> {
  /** Origin, e.g. http://127.0.0.1:40123 */
  url: string;
  close(): Promise<void>;
  setMode(mode: M, options?: O): void;
  /** Every request received, oldest first (file downloads included). */
  requests: TRecordedRequest[];
}

export interface TFakeContext<M extends string, O extends TModeOptions> {
  req: TRecordedRequest;
  res: ServerResponse;
  url: string;
  /** Takes the mode for this API request (counts down `times`). */
  takeMode(): { mode: M; options: O };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendBytes(res: ServerResponse, bytes: Buffer, type: string): void {
  res.writeHead(200, { 'content-type': type, 'content-length': bytes.length });
  res.end(bytes);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function parseBody(raw: Buffer, contentType: string): Promise<unknown> {
  if (raw.length === 0) return undefined;
  if (contentType.includes('application/json')) {
    try {
      return JSON.parse(raw.toString('utf8'));
    } catch {
      return { __invalidJson: raw.toString('utf8') };
    }
  }
  if (contentType.includes('multipart/form-data')) {
    // undici's Response parses multipart exactly as a server framework would.
    const form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': contentType },
    }).formData();
    const out: Record<string, TFormValue | TFormValue[]> = {};
    for (const [name, value] of form.entries()) {
      const v: TFormValue =
        typeof value === 'string'
          ? value
          : {
              filename: value.name,
              type: value.type,
              size: value.size,
              bytes: Buffer.from(await value.arrayBuffer()),
            };
      const prev = out[name];
      out[name] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    }
    return out;
  }
  return raw.toString('utf8');
}

export interface TStartFakeOptions {
  port?: number;
  /** Delay before every answer, to feel like a real service in dev mode (default 0). */
  latencyMs?: number;
  /** Called with each request as it is recorded (dev mode prints them). */
  onRequest?: (req: TRecordedRequest) => void;
}

export async function startFake<M extends string, O extends TModeOptions>(
  options: TStartFakeOptions,
  defaultMode: M,
  handle: (ctx: TFakeContext<M, O>) => Promise<void> | void,
): Promise<TFakeHandle<M, O>> {
  const requests: TRecordedRequest[] = [];
  let state: { mode: M; options: O; remaining: number } = {
    mode: defaultMode,
    options: {} as O,
    remaining: Infinity,
  };
  let url = '';

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const u = new URL(req.url ?? '/', 'http://fake.invalid');
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      const recorded: TRecordedRequest = {
        method: req.method ?? 'GET',
        path: u.pathname,
        query: Object.fromEntries(u.searchParams),
        headers,
        body: await parseBody(raw, headers['content-type'] ?? ''),
      };
      requests.push(recorded);
      options.onRequest?.(recorded);
      if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs));
      await handle({
        req: recorded,
        res,
        url,
        takeMode() {
          const taken = { mode: state.mode, options: state.options };
          if (state.remaining !== Infinity && --state.remaining <= 0)
            state = { mode: defaultMode, options: {} as O, remaining: Infinity };
          return taken;
        },
      });
    })().catch((e: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: `fake failed: ${String(e)}` } });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    setMode(mode, modeOptions) {
      state = {
        mode,
        options: modeOptions ?? ({} as O),
        remaining: modeOptions?.times ?? Infinity,
      };
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Hanging requests would keep close() waiting forever.
        server.closeAllConnections();
      });
    },
  };
}

/** Text of a multipart field, or undefined when absent or a file. */
export function field(body: unknown, name: string): string | undefined {
  const v = (body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v : undefined;
}

export function filePart(body: unknown, name: string): TFilePart | undefined {
  const v = (body as Record<string, unknown> | undefined)?.[name];
  return v && typeof v === 'object' && !Array.isArray(v) && 'bytes' in v
    ? (v as TFilePart)
    : undefined;
}
