// The hydration payload a prerendered page carries: the data cache the page was rendered with and
// React Router's state. It sits in a <script type="application/json"> (never executed, so the CSP
// that forbids inline scripts is kept) and is read once, before hydrating.
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { PRERENDER_PAYLOAD_ID, scriptSafeJson } from '../../core/prerender';

export interface TSsrPayload {
  queries: DehydratedState;
  router: HydrationState;
}

/** JSON that cannot end its <script> element early (`</script>`, `<!--`) nor break a line. */
export function serializeSsrPayload(payload: TSsrPayload): string {
  return scriptSafeJson(payload);
}

/** The payload of a prerendered page, or null when the page was not prerendered. */
export function readSsrPayload(doc: Document = document): TSsrPayload | null {
  const element = doc.getElementById(PRERENDER_PAYLOAD_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as TSsrPayload;
  } catch {
    return null;
  }
}
