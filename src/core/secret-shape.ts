// What a secret looks like when it turns up where it does not belong (a key pasted into an id, a
// query or a text field). Shared by the server's log redaction and by schema messages that would
// otherwise quote the caller's input back: a key must reach neither a log line nor a response.

/** Keys with a known prefix: OpenAI / Anthropic style `sk-...`, `sk_...`, `sk-proj-...`. */
const PREFIXED = /(?:^|[^A-Za-z0-9])sk[-_][A-Za-z0-9_-]{8,}/i;
/** `Bearer <token>` as an Authorization header value would carry it. */
const BEARER = /\bbearer\s+[A-Za-z0-9._~+/=-]{8,}/i;
/** A JSON Web Token (header.payload[.signature]); the base64url of `{"` always starts with eyJ. */
const JWT = /\beyJ[A-Za-z0-9_-]{6,}\.[A-Za-z0-9_-]{6,}/;
/**
 * Any long run of token characters (hex, base64, base64url, Ideogram-like keys). Our own ids are
 * UUIDs (kept: a log needs them), slugs have no digits, asset names are short hashes. A key that is
 * itself a UUID (BFL's) cannot be told from an id; the key headers are redacted whatever their shape.
 */
const LONG_TOKEN = /[A-Za-z0-9+/=_-]{32,}/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isLongToken = (run: string) => {
  // Path-like runs (`/a/b/c`) are text, not tokens, unless they mix cases as base64 does.
  const core = run.replace(/^[/=_-]+|[/=_-]+$/g, '');
  if (core.length < 32 || UUID.test(core)) return false;
  if (!/\d/.test(core) || !/[A-Za-z]/.test(core)) return false;
  return !core.includes('/') || (/[a-z]/.test(core) && /[A-Z]/.test(core));
};

/** Whether the text holds anything shaped like a key or a token, anywhere in it. */
export function containsSecret(text: string): boolean {
  if (text.length < 11) return false; // shorter than any key we know
  if (PREFIXED.test(text) || BEARER.test(text) || JWT.test(text)) return true;
  return (text.match(LONG_TOKEN) ?? []).some(isLongToken);
}

/** The text for an answer or a log line: itself, or a placeholder when it holds a secret. */
export const quoteUnlessSecret = (text: string, placeholder = '[redacted]'): string =>
  containsSecret(text) ? placeholder : text;
