// Test kit for the Voice Glow relay: a page-side client that collects the relay's events.
import WebSocket from 'ws';

export type TPageEvent = Record<string, unknown> & { type: string };

export interface TVoiceTestClient {
  ws: WebSocket;
  events: TPageEvent[];
  send(event: object): void;
  /** The first event of this type at or after index `after` (waits for it). */
  next(type: string, after?: number, timeoutMs?: number): Promise<TPageEvent>;
  closed: Promise<{ code: number; reason: string }>;
}

export async function voiceClient(url: string, headers: Record<string, string> = {}): Promise<TVoiceTestClient> {
  const ws = new WebSocket(url, { headers });
  const events: TPageEvent[] = [];
  const waiters = new Set<{ type: string; after: number; resolve: (e: TPageEvent) => void }>();
  ws.on('message', (data) => {
    const event = JSON.parse(String(data)) as TPageEvent;
    events.push(event);
    for (const w of waiters)
      if (w.type === event.type && events.length - 1 >= w.after) {
        waiters.delete(w);
        w.resolve(event);
      }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    events,
    closed,
    send: (event) => ws.send(JSON.stringify(event)),
    next(type, after = 0, timeoutMs = 5000) {
      const seen = events.slice(after).find((e) => e.type === type);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { type, after, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter))
            reject(new Error(`no ${type} within ${timeoutMs} ms; got ${events.map((e) => e.type).join(', ')}`));
        }, timeoutMs);
      });
    },
  };
}

/** `ms` of PCM16 audio as base64 chunks of 100 ms: a tone (speech) or silence. */
export function audioChunks(pcm: Buffer): string[] {
  const out: string[] = [];
  for (let i = 0; i < pcm.length; i += 4800) out.push(pcm.subarray(i, i + 4800).toString('base64'));
  return out;
}

export const userText = (text: string) => ({
  type: 'conversation.item.create',
  item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
});

/**
 * Per-user leases in memory, for relay tests that run without a database (the app uses the
 * database's, db/lease.repository.ts, which has its own tests and is used by voice.app.test.ts).
 */
export function memoryLeases() {
  const held = new Map<string, number>();
  return {
    async acquire(key: string, max: number) {
      const n = held.get(key) ?? 0;
      if (n >= max) return null;
      held.set(key, n + 1);
      let released = false;
      return {
        renew: async () => !released,
        release: async () => {
          if (released) return;
          released = true;
          held.set(key, (held.get(key) ?? 1) - 1);
        },
      };
    },
  };
}
