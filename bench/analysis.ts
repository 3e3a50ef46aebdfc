// Offline image analysis benchmark: npx tsx bench/analysis.ts
// Renders engine designs at 1024 px and prints the median and p95 time of a full offline
// measurement (decode, palette, coverage, edges, shapes, symmetry, line and gap widths, style
// guess) over 30 runs, with the process CPU time per run (all threads, sharp's included), which
// a loaded machine inflates far less than the wall time, and the load average beside them.
// Figures only; nothing is asserted.
import { availableParallelism, loadavg } from 'node:os';
import { composeDesign, warmUp } from '../src/engine/index';
import { renderPng } from '../src/server/images/render';
import { measureImage } from '../src/server/features/analysis/measures/measure-image';
import { STYLE_TRAITS_FOR_BENCH } from './analysis-catalog';

const N = 30;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

warmUp();
const requests = [
  {
    subject: 'rose and dagger',
    style: 'traditional',
    palette: 'traditional',
    technique: 'bold-lines',
  },
  { subject: 'mandala', style: 'geometric', palette: 'black-only', technique: 'fine-lines' },
  { subject: 'koi', style: 'japanese', palette: 'full-color', technique: 'bold-lines' },
] as const;
const images = requests.map((r, i) =>
  renderPng(
    composeDesign({
      ...r,
      composition: 'symmetrical',
      placement: 'forearm',
      seed: 11 + i,
      output: 'design',
    }).svg,
    1024,
  ),
);
await measureImage(images[0], STYLE_TRAITS_FOR_BENCH); // warm-up: sharp and the JIT
const times: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < N; i++) {
  const t = performance.now();
  const c = process.cpuUsage();
  await measureImage(images[i % images.length], STYLE_TRAITS_FOR_BENCH);
  const used = process.cpuUsage(c);
  cpu.push((used.user + used.system) / 1000);
  times.push(performance.now() - t);
}
console.log(`offline image analysis, 1024 px engine designs, ${N} runs:`);
console.log(
  `  median ${pct(times, 50).toFixed(0)} ms, p95 ${pct(times, 95).toFixed(0)} ms (target: median < 500 ms)`,
);
console.log(`  CPU per run: median ${pct(cpu, 50).toFixed(0)} ms, p95 ${pct(cpu, 95).toFixed(0)} ms`);
console.log(`  load average ${loadavg().map((v) => v.toFixed(2)).join(', ')} on ${availableParallelism()} cores`);
