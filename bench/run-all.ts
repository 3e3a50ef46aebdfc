// `npm run bench`: every benchmark in bench/, one after another. Figures only; nothing asserts timings.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const dir = fileURLToPath(new URL('.', import.meta.url));
const scripts = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'run-all.ts').sort();
let failed = false;
for (const script of scripts) {
  if (!existsSync(join(dir, script))) continue;
  console.log(`\n## ${script}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(dir, script)], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
