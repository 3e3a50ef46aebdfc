// What may reach a log line. Logs are read by operators and shipped to other systems: no secret
// (keys, session cookies, one-time tokens in links) and no user content (SQL parameters, the values
// a database error quotes) belongs there.
import { stdSerializers } from 'pino';

const SECRET_QUERY = /token|code|state|key|secret|password|signature|otp/i;
/** Path segments that carry a one-time token right after these words (Better Auth's links). */
const TOKEN_PATH = /\/(reset-password|verify-email|magic-link)\/[^/?#]+/gi;

/**
 * A provider key pasted where an id goes (`/api/images/sk-...`): OpenAI's `sk-` keys, or any long
 * token of letters AND digits (Ideogram's keys). Our own ids are UUIDs (kept: a log needs them),
 * slugs have no digits, asset names are short hashes. A key that is itself a UUID (BFL's) cannot
 * be told from an id here; the key headers are redacted in logger.ts whatever their shape.
 */
const PREFIXED_KEY = /^sk[-_][\w-]{8,}/i;
const LONG_TOKEN = /^[\w-]{32,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isKeyShaped = (value: string) =>
  PREFIXED_KEY.test(value) || (LONG_TOKEN.test(value) && /\d/.test(value) && /[a-z]/i.test(value) && !UUID.test(value));
/** The value as a log should carry it: decoded first, so `sk%2D...` is caught too. */
const redactValue = (value: string) => {
  if (value.length < 11) return value; // "api", "images": too short to be a key (decoding only shortens)
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    /* keep as sent */
  }
  return isKeyShaped(decoded) ? '[redacted]' : value;
};

/** The URL with token-like query values, token path segments and key-shaped values replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).replace(TOKEN_PATH, '/$1/[redacted]').replace(/[^/]+/g, redactValue);
  if (q === -1) return path;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        /* keep as sent */
      }
      return SECRET_QUERY.test(name) ? `${pair.slice(0, eq)}=[redacted]` : `${pair.slice(0, eq)}=${redactValue(pair.slice(eq + 1))}`;
    });
  return `${path}?${params.join('&')}`;
}

interface TRequestLike {
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
  ip?: string;
}

export function serializeRequest(req: TRequestLike) {
  return { method: req.method, url: redactUrl(req.url ?? ''), route: req.routeOptions?.url, remoteAddress: req.ip };
}

/** Fields of database errors that quote user content: the statement's parameters and values. */
const USER_CONTENT_FIELDS = ['params', 'parameters', 'query', 'detail', 'where', 'internalQuery', 'hint'];

/** Drizzle's "Failed query: <sql>\nparams: <values>": the statement stays, the values go. */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

type TLoggedError = Record<string, unknown> & { cause?: unknown };

/** pino's error serializer without SQL parameters or quoted values, down the cause chain. */
export function serializeError(err: Error): { [key: string]: unknown; type: string; message: string; stack: string } {
  if (!(err instanceof Error)) return err;
  const out = stdSerializers.err(err) as unknown as TLoggedError & { type: string; message: string; stack: string };
  const strip = (e: TLoggedError, depth: number) => {
    for (const field of USER_CONTENT_FIELDS) delete e[field];
    if (typeof e.message === 'string') e.message = withoutParams(e.message);
    if (typeof e.stack === 'string') e.stack = withoutParams(e.stack);
    if (e.cause && typeof e.cause === 'object' && depth < 5) strip(e.cause as TLoggedError, depth + 1);
  };
  strip(out, 0);
  return out;
}
