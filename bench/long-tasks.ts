// Main-thread long tasks of the home page and the generator on a throttled phone CPU (CDP
// Emulation.setCPUThrottlingRate 4), from a PerformanceObserver('longtask') installed before any
// page script runs. Less load-sensitive than Lighthouse's TBT on a shared machine: compare runs of
// the same session, and read the count and the blocking time (the part of each task over 50 ms).
// The link is throttled like Lighthouse's mobile preset (150 ms RTT, 1.6 Mbit/s down), and first
// and largest contentful paint are read too, so when scripts load can be A/B compared.
// Run: npx tsx bench/long-tasks.ts [runs=3] [pages=/,/generator]   Prints the median per page, and the load average.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { startProduct } from './start-product';

const RUNS = Number(process.argv[2] ?? 3);
const PAGES = process.argv[3] ? process.argv[3].split(',') : ['/', '/generator'];

const product = await startProduct({ waitForExamples: false });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  console.log(`load average at start: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  for (const path of PAGES) {
    const runs: { count: number; total: number; blocking: number; longest: number; fcp: number; lcp: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const tasks: number[] = [];
        const paints = { fcp: 0, lcp: 0 };
        Object.assign(window, { __longTasks: tasks, __paints: paints });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') paints.fcp = entry.startTime;
        }).observe({ type: 'paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) paints.lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.goto(product.origin + path, { waitUntil: 'networkidle', timeout: 120_000 });
      await page.waitForTimeout(2000); // deferred work (idle callbacks, on-demand chunks) lands too
      const { tasks, paints } = await page.evaluate(() => {
        const w = window as unknown as { __longTasks: number[]; __paints: { fcp: number; lcp: number } };
        return { tasks: w.__longTasks, paints: w.__paints };
      });
      runs.push({
        count: tasks.length,
        total: tasks.reduce((s, d) => s + d, 0),
        blocking: tasks.reduce((s, d) => s + Math.max(0, d - 50), 0),
        longest: Math.max(0, ...tasks),
        fcp: paints.fcp,
        lcp: paints.lcp,
      });
      await context.close();
    }
    const pick = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key])).toFixed(0);
    console.log(
      `${path.padEnd(11)} long tasks ${pick('count')}, total ${pick('total')} ms, blocking ${pick('blocking')} ms, longest ${pick('longest')} ms, FCP ${pick('fcp')} ms, LCP ${pick('lcp')} ms ` +
        `(median of ${RUNS}; each run: ${runs.map((r) => `${r.count}/${r.total.toFixed(0)}ms`).join(', ')})`,
    );
  }
  console.log(`load average at end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await browser.close();
  await product.stop();
}
