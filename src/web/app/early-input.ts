import * as React from 'react';

declare global {
  interface Window {
    /** Set by public/early-input.js (inlined in <head>): presses held until the app is live. */
    __inkglowEarlyInput?: { release: () => number };
  }
}

/**
 * Hands the presses made before hydration (held by public/early-input.js) back to the page once
 * React has committed its first render: from then on every control has its handlers. Rendered
 * once at the top of the app (main.tsx); renders nothing, so the server and client markup agree.
 */
export function EarlyInputRelease() {
  React.useEffect(() => {
    window.__inkglowEarlyInput?.release();
  }, []);
  return null;
}
