// Engine benchmark: npx tsx bench/engine.ts
// Prints median and p95 for composing the SVG and rendering the 1024 px PNG over 200 mixed
// requests, and the process's peak RSS. Figures only; nothing is asserted.
import {
  COMPOSITIONS,
  PALETTES,
  PLACEMENTS,
  STYLES,
  TECHNIQUES,
  values,
} from '../src/core/options';
import { composeDesign, warmUp } from '../src/engine/index';
import { renderPng } from '../src/server/images/render';

const SUBJECTS = [
  'rose and dagger',
  'skull with snake',
  'koi',
  'wolf',
  'celestial',
  'animals',
  'lotus',
  'swallow',
  'mandala',
  'spaceship',
];
const N = 200;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

let t = performance.now();
warmUp();
console.log(
  `asset warm-up (icons + fonts, once per process): ${(performance.now() - t).toFixed(0)} ms`,
);

const styles = values(STYLES);
const comps = values(COMPOSITIONS);
const pals = values(PALETTES);
const techs = values(TECHNIQUES);
const places = values(PLACEMENTS);
const compose: number[] = [];
const render: number[] = [];
let peak = process.memoryUsage().rss;
for (let i = 0; i < N; i++) {
  const req = {
    subject: SUBJECTS[i % SUBJECTS.length],
    style: styles[i % styles.length],
    composition: comps[(i * 7) % comps.length],
    palette: pals[(i * 3) % pals.length],
    technique: techs[(i * 5) % techs.length],
    placement: places[(i * 11) % places.length],
    prompt: i % 3 === 0 ? '"Hold Fast"' : undefined,
    seed: i * 7919,
    output: i % 8 === 0 ? ('stencil' as const) : ('design' as const),
  };
  t = performance.now();
  const r = composeDesign(req);
  compose.push(performance.now() - t);
  t = performance.now();
  renderPng(r.svg, 1024);
  render.push(performance.now() - t);
  // yield like a server between requests: resvg frees its native pixmaps in finalizers that run
  // on the event loop
  await new Promise((resolve) => setImmediate(resolve));
  peak = Math.max(peak, process.memoryUsage().rss);
}
const fmt = (xs: number[]) =>
  `median ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms`;
console.log(`compose SVG (${N} mixed requests): ${fmt(compose)}`);
console.log(`render PNG 1024 px (${N}):        ${fmt(render)}`);
console.log(`peak RSS: ${(peak / 1024 / 1024).toFixed(0)} MB`);
