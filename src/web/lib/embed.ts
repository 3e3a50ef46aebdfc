// Running inside a frame (seed-spec §1: the app may be embedded) and telling the parent about sign-in.
export const AUTH_SUCCESS = 'AUTH_SUCCESS';

export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true; // a cross-origin parent makes window.top unreadable: we are framed
  }
}

/** The parent's origin when the browser tells us (ancestorOrigins, else the referrer). */
export function parentOrigin(): string | null {
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * Posts AUTH_SUCCESS to the parent, only when the parent's origin is in the allow-list
 * (EMBED_ALLOWED_ORIGINS). Returns whether a message was sent.
 */
export function postAuthSuccess(
  allowedOrigins: readonly string[],
  user: { id: string; email: string },
): boolean {
  if (!isFramed()) return false;
  const origin = parentOrigin();
  if (!origin || !allowedOrigins.includes(origin)) return false;
  window.parent.postMessage({ type: AUTH_SUCCESS, user }, origin);
  return true;
}
