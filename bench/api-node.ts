// The product as bench/api.ts runs it: the real server (startServer), plus an event-loop delay
// monitor the parent reads over IPC. Not part of the product.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startServer } from '../src/server/server';

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
await startServer();
process.on('message', (message) => {
  if (message === 'reset') {
    delay.reset();
    process.send?.('reset'); // bench/api.ts waits for this answer before the concurrent designs
  }
  if (message === 'read') {
    const ms = (ns: number) => Math.round((ns / 1e6) * 10) / 10;
    process.send?.({ p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) });
  }
});
process.send?.('ready');
