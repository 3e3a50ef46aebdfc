import { writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { composeDesign } from '../src/engine/index';
const [prompt, v, out] = [process.argv[2], Number(process.argv[3] ?? 0), process.argv[4] ?? '/tmp/geo-one.png'];
const r = composeDesign({ prompt, seed: 4242 + v, output: 'design' } as never);
writeFileSync(out, new Resvg(r.svg, { fitTo: { mode: 'width', value: 700 } }).render().asPng());
