// Test helper run under tsx by example-renderer.test.ts: renders one example in the worker thread and
// inline, and prints what it got, so the test can check the worker loads the TypeScript engine.
import { inlineExampleRenderer, workerExampleRenderer } from './example-renderer';
import type { TStyleExample } from '../../../../core/catalog-schemas';

const example: TStyleExample = {
  subject: 'swallow',
  style: 'traditional',
  technique: 'bold-lines',
  composition: 'symmetrical',
  palette: 'traditional',
  placement: 'forearm',
  prompt: 'a swallow',
};
const worker = workerExampleRenderer();
const a = await worker.render('traditional', example);
const b = await inlineExampleRenderer().render('traditional', example);
await worker.close();
process.stdout.write(JSON.stringify({ width: a.width, height: a.height, same: a.bytes.equals(b.bytes) }));
