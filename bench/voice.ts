// Voice Glow relay benchmark (prints figures; asserts nothing).
// 1. Added latency per audio chunk: one page streams 4096-sample chunks (24 kHz PCM16, real-time
//    pace) for 60 s through GET /api/voice to the loopback Realtime fake, while a second client
//    streams the same way straight to the fake; latency = send -> fake receives, same clock.
// 2. 100 concurrent sessions streaming real-time audio through one app process for 30 s: that
//    process's CPU and resident memory (from /proc), and the chunk latency under that load.
// Usage: npx tsx bench/voice.ts [--seconds 60] [--sessions 100] [--load-seconds 30]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { startRealtimeFake } from '../src/server/testing/fakes/realtime-fake';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 60);
const SESSIONS = arg('sessions', 100);
const LOAD_SECONDS = arg('load-seconds', 30);
const PORT = arg('port', 3750);
const CHUNK_SAMPLES = 4096;
const CHUNK_MS = (CHUNK_SAMPLES / 24_000) * 1000; // 170.7 ms
const KEY = 'fake-openai-key';
const root = fileURLToPath(new URL('..', import.meta.url));

const sentAt = new Map<string, number>();
let latencies: number[] = [];
const directLatencies: number[] = [];

const fake = await startRealtimeFake({
  apiKey: KEY,
  script: [],
  onAudio: (_session, bytes) => {
    const id = `${bytes.readUInt32LE(0)}:${bytes.readUInt32LE(4)}`;
    const t = sentAt.get(id);
    if (t === undefined) return;
    sentAt.delete(id);
    (bytes.readUInt32LE(0) >= 1_000_000 ? directLatencies : latencies).push(performance.now() - t);
  },
});

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'inkglow-bench-voice-')),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    OPENAI_API_KEY: KEY,
    OPENAI_REALTIME_URL: fake.url,
    VOICE_MAX_SESSIONS: String(SESSIONS + 10),
    VOICE_MAX_SESSIONS_PER_USER: String(SESSIONS + 10),
  },
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitHealthy() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the app did not start');
}

/** A chunk of silence carrying (stream, seq) in its first 8 bytes, base64. */
function chunk(stream: number, seq: number): string {
  const bytes = Buffer.alloc(CHUNK_SAMPLES * 2);
  bytes.writeUInt32LE(stream, 0);
  bytes.writeUInt32LE(seq, 4);
  return bytes.toString('base64');
}

async function open(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const ws = new WebSocket(url, { headers });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return ws;
}

async function relaySession(): Promise<WebSocket> {
  const ws = await open(`ws://127.0.0.1:${PORT}/api/voice`);
  const ready = new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; message?: string };
      if (event.type === 'session.ready') resolve();
      if (event.type === 'error') reject(new Error(event.message));
    });
  });
  ws.send(JSON.stringify({ type: 'session.start', openaiKey: KEY }));
  await ready;
  return ws;
}

/** Streams real-time chunks on `ws` until `ms` pass; `raw` sends the Realtime event straight. */
function stream(ws: WebSocket, id: number, ms: number): Promise<number> {
  return new Promise((resolve) => {
    let seq = 0;
    const started = performance.now();
    const offset = Math.random() * CHUNK_MS; // spread sessions over the chunk period
    const tick = () => {
      const due = started + offset + seq * CHUNK_MS;
      if (performance.now() - started >= ms) return resolve(seq);
      const audio = chunk(id, seq);
      sentAt.set(`${id}:${seq}`, performance.now());
      ws.send(JSON.stringify({ type: 'input_audio_buffer.append', audio }));
      seq++;
      setTimeout(tick, Math.max(0, due + CHUNK_MS - performance.now()));
    };
    setTimeout(tick, offset);
  });
}

function procStats(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]); // utime + stime
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  return { cpuMs: (ticks / 100) * 1000, rss };
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const f = (n: number) => n.toFixed(2);
const mb = (n: number) => (n / 1024 / 1024).toFixed(0);

/**
 * The app warms up after it listens (prerendered pages, catalogue example images): that is start-up
 * work on its event loop, not the relay's. Wait until the process is near idle (under 5 % of a core
 * for 3 s in a row, at most 120 s) so the figures are the relay's steady state.
 */
async function waitSettled(): Promise<number> {
  const t0 = performance.now();
  let quiet = 0;
  let last = procStats(server.pid!).cpuMs;
  while (quiet < 3 && performance.now() - t0 < 120_000) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = procStats(server.pid!).cpuMs;
    quiet = now - last < 50 ? quiet + 1 : 0;
    last = now;
  }
  return performance.now() - t0;
}

await waitHealthy();
const settledMs = await waitSettled();
console.log(`app settled ${(settledMs / 1000).toFixed(1)} s after it answered /api/health`);
console.log(`Voice Glow relay bench: 24 kHz PCM16 in ${CHUNK_SAMPLES}-sample chunks (${f(CHUNK_MS)} ms), base64 JSON frames of ${chunk(0, 0).length} chars`);

// 1. One session through the relay, one straight to the fake, 60 s.
const relayed = await relaySession();
const direct = await open(`${fake.url}?model=gpt-realtime`, { Authorization: `Bearer ${KEY}` });
const [n1] = await Promise.all([stream(relayed, 1, SECONDS * 1000), stream(direct, 1_000_000, SECONDS * 1000)]);
await new Promise((r) => setTimeout(r, 500));
const medRelay = pct(latencies, 50);
const p99Relay = pct(latencies, 99);
const medDirect = pct(directLatencies, 50);
const p99Direct = pct(directLatencies, 99);
console.log(`\n1) ${SECONDS} s stream, ${n1} chunks: page -> relay -> fake vs page -> fake directly (ms)`);
console.log(`   through the relay: median ${f(medRelay)}, p99 ${f(p99Relay)}, max ${f(Math.max(...latencies))}`);
console.log(`   direct:            median ${f(medDirect)}, p99 ${f(p99Direct)}`);
console.log(`   added by the relay: median ${f(medRelay - medDirect)}, p99 ${f(p99Relay - p99Direct)} (target p99 < 5 ms)`);
relayed.close(1000);
direct.close(1000);
await new Promise((r) => setTimeout(r, 500));

// 2. 100 concurrent sessions.
latencies = [];
const idle = procStats(server.pid!);
const sockets: WebSocket[] = [];
for (let i = 0; i < SESSIONS; i++) sockets.push(await relaySession());
const before = procStats(server.pid!);
const t0 = performance.now();
let peakRss = before.rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, procStats(server.pid!).rss)), 1000);
const chunks = await Promise.all(sockets.map((ws, i) => stream(ws, 10 + i, LOAD_SECONDS * 1000)));
clearInterval(sampler);
const after = procStats(server.pid!);
const wall = performance.now() - t0;
await new Promise((r) => setTimeout(r, 500));
const total = chunks.reduce((a, b) => a + b, 0);
console.log(`\n2) ${SESSIONS} concurrent sessions streaming real-time audio for ${LOAD_SECONDS} s through one app process`);
console.log(`   chunks relayed: ${total} (${f(total / (wall / 1000))}/s, ${f((total * chunk(0, 0).length) / (wall / 1000) / 1024 / 1024)} MiB/s of JSON)`);
console.log(`   app process CPU: ${f(((after.cpuMs - before.cpuMs) / wall) * 100)} % of one core`);
console.log(`   app process RSS: idle ${mb(idle.rss)} MiB, ${SESSIONS} sessions open ${mb(before.rss)} MiB, peak while streaming ${mb(peakRss)} MiB`);
console.log(`   chunk latency page -> relay -> fake under load: median ${f(pct(latencies, 50))} ms, p99 ${f(pct(latencies, 99))} ms (${latencies.length} samples)`);
for (const ws of sockets) ws.close(1000);
await new Promise((r) => setTimeout(r, 500));
stop();
await fake.close();
process.exit(0);
