// Stops work (provider calls, streams) when the HTTP caller goes away before the answer is written.

/** Aborts when the caller goes away before the answer is written (the response closes unfinished). */
export function abortOnClientClose(raw: { on(event: 'close', listener: () => void): unknown; writableFinished: boolean }): AbortSignal {
  const controller = new AbortController();
  raw.on('close', () => {
    if (!raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
