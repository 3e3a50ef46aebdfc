// What may reach a log line. Logs are read by operators and shipped to other systems: no secret
// (keys, session cookies, one-time tokens in links) and no user content (SQL parameters, the values
// a database error quotes) belongs there.
import { stdSerializers } from 'pino';
import { containsSecret } from '../core/secret-shape';

/**
 * Query names whose value is a secret whatever it looks like (one-time tokens, OAuth codes, keys,
 * sessions). Short names match whole, so `design` or `author` are not taken for `sig` or `auth`.
 */
const SECRET_QUERY =
  /token|code|state|key|secret|passw|signature|otp|session|credential|bearer|jwt|^(auth|authorization|sid|sig|pass|pwd|access)$/i;
/** Path segments that carry a one-time token right after these words (Better Auth's links). */
const TOKEN_PATH = /\/(reset-password|verify-email|magic-link)\/[^/?#]+/gi;

const decoded = (value: string) => {
  if (!/[%+]/.test(value)) return value; // nothing to decode (most path segments and values)
  try {
    // `+` is a space in a query; decoding first catches `sk%2D...` and `Bearer%20...` too.
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value; // a bad %-escape: judged as sent
  }
};
/** A path segment, query name or value as a log may carry it: whole, or replaced when it holds a key. */
const redactPart = (value: string) => {
  const plain = decoded(value);
  // Every logged request runs this on each path segment: the decoded form is checked only when it differs.
  return containsSecret(value) || (plain !== value && containsSecret(plain)) ? '[redacted]' : value;
};

/** The URL with token-like query values, token path segments and anything key-shaped replaced. */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const bare = hash === -1 ? url : url.slice(0, hash);
  const q = bare.indexOf('?');
  const path = (q === -1 ? bare : bare.slice(0, q)).replace(TOKEN_PATH, '/$1/[redacted]').replace(/[^/]+/g, redactPart);
  if (q === -1) return path;
  const params = bare
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      // a bare `?sk-...` is a value without a name
      if (eq === -1) return redactPart(pair);
      const name = redactPart(pair.slice(0, eq));
      return SECRET_QUERY.test(decoded(name)) ? `${name}=[redacted]` : `${name}=${redactPart(pair.slice(eq + 1))}`;
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
