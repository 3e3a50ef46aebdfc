// Time to the first streamed word of POST /api/chat (server-sent events over real HTTP), median of
// 20, for the offline assistant and for the chat model path against the loopback fake OpenAI.
// Prints figures; asserts nothing. Run: npx tsx bench/chat.ts
import { buildTestApp } from '../src/server/testing/build-test-app';
import { startOpenAIFake } from '../src/server/testing/fakes/openai-fake';

const RUNS = 20;
const KEY = 'bench-openai-key';

async function firstWordMs(base: string, headers: Record<string, string>, content: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: JSON.stringify({ assistantId: 'aftercare', messages: [{ role: 'user', content }] }),
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let first: number | undefined;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    if (first === undefined && buffer.includes('event: delta')) first = performance.now() - started;
  }
  if (first === undefined) throw new Error(`no delta in: ${buffer.slice(0, 200)}`);
  return first;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const fake = await startOpenAIFake({ apiKey: KEY });
const t = await buildTestApp({ OPENAI_BASE_URL: fake.baseURL });
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
try {
  for (const [label, headers] of [
    ['offline assistant', {}],
    ['chat model (fake OpenAI, guest key)', { 'x-openai-key': KEY }],
  ] as const) {
    await firstWordMs(base, headers, 'How do I wash my new tattoo?'); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await firstWordMs(base, headers, `How do I wash my new tattoo? (${i})`));
    console.log(`${label}: time to first streamed word, median of ${RUNS}: ${median(times).toFixed(1)} ms (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)})`);
  }
} finally {
  await t.close();
  await fake.close();
}
