// Stencil benchmark: npx tsx bench/stencil.ts
// Median and p95 time to turn a 1024 px photo into stencil linework (the tracer behind
// POST /api/stencils: one sharp decode, line-art or photo reading, centrelines, potrace, SVG),
// outline and shading modes. The endpoint stores the SVG only (its 300 DPI PNG is the lazy
// print.png route), so "trace" is the request's work; the PNG render is timed beside it for what the
// first PNG download costs. The "photo" is synthetic (gradients, shapes and
// fractal noise, so it has a photo's texture and edges); pass a path to time a real photo instead.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { renderPrintPngAsync } from '../src/server/images/render';
import { traceStencil } from '../src/server/images/stencil-trace';

const RUNS = Number(process.env.RUNS ?? 15);

async function syntheticPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768">
    <defs>
      <radialGradient id="skin" cx="45%" cy="40%" r="75%"><stop offset="0" stop-color="#e9c3a0"/><stop offset="1" stop-color="#7a4f33"/></radialGradient>
      <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="3" seed="4"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer></filter>
    </defs>
    <rect width="1024" height="768" fill="url(#skin)"/>
    <ellipse cx="520" cy="380" rx="330" ry="210" fill="#5b3a27" opacity="0.35"/>
    <path d="M200 600 C 340 380, 520 700, 820 300" stroke="#1d1410" stroke-width="16" fill="none"/>
    <circle cx="400" cy="300" r="90" fill="#2b1d15" opacity="0.8"/><circle cx="640" cy="320" r="60" fill="#f4e2cf"/>
    <rect width="1024" height="768" filter="url(#grain)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const photo = process.argv[2] ? readFileSync(process.argv[2]) : await syntheticPhoto();
const meta = await sharp(photo).metadata();
const load = (await import('node:os')).loadavg()[0];
console.log(`load average ${load.toFixed(1)} on ${(await import('node:os')).cpus().length} cores`);
console.log(`input: ${process.argv[2] ?? 'synthetic photo'} ${meta.width}x${meta.height} ${meta.format}, ${RUNS} runs per mode`);
await traceStencil(photo, { threshold: 110, mode: 'outline', lineMm: 0.5, mirror: false, widthMm: 100 }); // warm-up (loads potrace/Jimp)

for (const mode of ['outline', 'shading'] as const) {
  const trace: number[] = [];
  const total: number[] = [];
  const cpu: number[] = [];
  let paths = 0;
  let kind = '';
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const out = await traceStencil(photo, { threshold: 110, mode, lineMm: 0.5, mirror: false, widthMm: 100 });
    const t1 = performance.now();
    const c = process.cpuUsage(c0);
    await renderPrintPngAsync(out, 300); // what GET print.png draws once, on the first download
    const t2 = performance.now();
    cpu.push((c.user + c.system) / 1000);
    trace.push(t1 - t0);
    total.push(t2 - t0);
    paths = out.paths;
    kind = out.kind;
  }
  console.log(
    `${mode.padEnd(8)} trace (the request) median ${pct(trace, 50).toFixed(0)} ms, p95 ${pct(trace, 95).toFixed(0)} ms; ` +
      `plus a first print.png render median ${pct(total, 50).toFixed(0)} ms, p95 ${pct(total, 95).toFixed(0)} ms; ${paths} lines (${kind}); ` +
      `trace CPU time median ${pct(cpu, 50).toFixed(0)} ms (wall time grows when other processes share the cores)`,
  );
}
