// Main-thread tasks of pages, in thread CPU time (Chrome trace `tdur`), which a loaded machine
// inflates far less than wall time. Unthrottled; "blocking x4" estimates a 4x slower phone CPU:
// the sum over tasks of max(0, 4 * cpu - 50 ms). Run: npx tsx bench/cpu-tasks.ts [runs=3] [pages]
import { chromium } from 'playwright-core';
import { startProduct } from './start-product';

const RUNS = Number(process.argv[2] ?? 3);
const PAGES = process.argv[3] ? process.argv[3].split(',') : ['/styles', '/gallery', '/chat', '/analysis', '/generator'];
const product = await startProduct({ waitForExamples: true });
// A fresh browser for every run: a page measured after another in the same browser reuses the
// compiled scripts the first one left behind, which a first visitor does not have.
const launch = () => chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
type TEvent = { name: string; ph: string; tid: number; pid: number; dur?: number; tdur?: number; args?: { name?: string; beginData?: { url?: string } } };
try {
  for (const path of PAGES) {
    const runs: { blocking: number; longest: number; total: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const browser = await launch();
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'] });
      await page.goto(product.origin + path, { waitUntil: 'networkidle', timeout: 120_000 });
      await page.waitForTimeout(1500);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TEvent[] };
      const events = trace.traceEvents;
      // The renderer main thread that parsed this page: not Chrome's own pages (headless Chromium
      // renders its omnibox popup, chrome://omnibox-popup.top-chrome, whose scripts once counted here).
      const main = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === product.origin + path);
      const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && main && e.pid === main.pid && e.tid === main.tid);
      const cpu = tasks.map((t) => (t.tdur ?? t.dur ?? 0) / 1000);
      runs.push({
        blocking: cpu.reduce((s, d) => s + Math.max(0, 4 * d - 50), 0),
        longest: Math.max(0, ...cpu),
        total: cpu.reduce((s, d) => s + d, 0),
      });
      await browser.close();
    }
    const pick = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key])).toFixed(0);
    console.log(`${path.padEnd(11)} main-thread CPU ${pick('total')} ms, longest task ${pick('longest')} ms, blocking x4 ${pick('blocking')} ms (median of ${RUNS}; each: ${runs.map((r) => r.blocking.toFixed(0)).join(', ')})`);
  }
} finally {
  await product.stop();
}
