// Build-time compression of the web app: next to every compressible file in dist/ write `.br`
// (brotli, best quality) and `.gz` (gzip -9), which the server hands out with the right
// Content-Encoding (@fastify/static `preCompressed`). Compressing once here costs nothing per
// request. Images and fonts are already compressed and are left alone.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing (what a browser fetches from dist/). */
export const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

export interface TPrecompressReport {
  files: number;
  raw: number;
  brotli: number;
  gzip: number;
}

/** Writes `file.br` and `file.gz` for each compressible file of `dir` (when it gets smaller). */
export async function precompressDirectory(dir: string): Promise<TPrecompressReport> {
  const report: TPrecompressReport = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  const jobs: Promise<void>[] = [];
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE_FILE.test(path)) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const raw = await readFile(path);
        const [br, gzipped] = await Promise.all([
          brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gz(raw, { level: 9 }),
        ]);
        // A variant that is not smaller is not written: the server then sends the file as it is.
        if (br.length < raw.length) await writeFile(`${path}.br`, br);
        if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
        report.files += 1;
        report.raw += raw.length;
        report.brotli += Math.min(br.length, raw.length);
        report.gzip += Math.min(gzipped.length, raw.length);
      })(),
    );
  }
  await Promise.all(jobs);
  return report;
}

/** Vite plugin: precompress the client build once it is written (not the SSR bundle). */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let enabled = true;
  return {
    name: 'inkglow-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      enabled = !config.build.ssr;
    },
    async closeBundle() {
      if (!enabled) return;
      const report = await precompressDirectory(outDir);
      const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
      this.info?.(
        `precompressed ${report.files} files: ${kib(report.raw)} raw, ${kib(report.brotli)} brotli, ${kib(report.gzip)} gzip`,
      );
    },
  };
}
