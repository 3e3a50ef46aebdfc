// Contact sheets of the 100 judging prompts (../shared/design-prompts.json), for looking at:
//   npx tsx scripts/design-sheet.ts [outDir=/tmp/sheets] [--prompts path] [--stencil] [--variations i]
//   [--only 20-27,38]  (one sheet of just those prompts, same seeds as on the full sheets)
// Each sheet holds 20 designs (5 x 4) with the prompt and what the engine reports it drew.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { composeDesign, type TDesignRequest, type TDesignResult } from '../src/engine/index';

interface TPrompt {
  prompt: string;
  menus?: Partial<
    Pick<TDesignRequest, 'style' | 'placement' | 'palette' | 'technique' | 'composition'>
  >;
}

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const outDir = process.argv.slice(2).find((a) => a.startsWith('/')) ?? '/tmp/sheets';
const promptsPath = arg('--prompts') ?? join(process.cwd(), '../shared/design-prompts.json');
const fallbackPath = join(process.cwd(), 'src/engine/fixtures/design-prompts.json');
const readPrompts = (): TPrompt[] => {
  for (const p of [promptsPath, fallbackPath]) {
    try {
      return (JSON.parse(readFileSync(p, 'utf8')) as { prompts: TPrompt[] }).prompts;
    } catch {
      /* try the next path */
    }
  }
  throw new Error('design-prompts.json not found; pass --prompts <path>');
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Nests a design as its own <svg> with ids made local to its cell. */
function nest(r: TDesignResult, key: string, x: number, y: number, w: number, h: number): string {
  const inner = r.svg
    .replace(/id="([^"]+)"/g, `id="${key}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${key}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${key}-$1"`)
    .replace(
      /^<svg[^>]*>/,
      `<svg x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" viewBox="0 0 ${r.width} ${r.height}">`,
    );
  return inner;
}

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > max) {
      if (line) lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}

function summary(r: TDesignResult): string {
  const d = (
    r as TDesignResult & {
      drawn?: {
        subjects?: { label: string }[];
        leftOut?: { name: string }[];
        style?: string;
        placement?: string;
        placementNamed?: string;
      };
    }
  ).drawn;
  if (!d)
    return `motifs: ${r.motifs.map((m) => m.label).join(', ')}${r.subjectMatched ? '' : ' (unmatched)'}`;
  const out = d.leftOut?.length ? ` | left out: ${d.leftOut.map((l) => l.name).join(', ')}` : '';
  const where = d.placementNamed ? `${d.placementNamed} (sized as ${d.placement})` : d.placement;
  return `${d.style} / ${where}: ${(d.subjects ?? []).map((s) => s.label).join(', ')}${out}`;
}

function sheet(items: { title: string; req: TDesignRequest }[], file: string): void {
  const cols = 5;
  const cw = 380;
  const art = 380;
  const cap = 74;
  const ch = art + cap;
  let body = '';
  items.forEach(({ title, req }, i) => {
    const r = composeDesign(req);
    const k = Math.min((cw - 16) / r.width, (art - 16) / r.height);
    const w = r.width * k;
    const h = r.height * k;
    const cx = (i % cols) * cw;
    const cy = Math.floor(i / cols) * ch;
    body += `<rect x="${cx + (cw - w) / 2}" y="${cy + (art - h) / 2}" width="${w}" height="${h}" fill="#f4efe6"/>`;
    body += nest(r, `c${i}`, cx + (cw - w) / 2, cy + (art - h) / 2, w, h);
    const lines = [...wrap(title, 52).slice(0, 2), ...wrap(summary(r), 60).slice(0, 2)];
    lines.forEach((l, j) => {
      body += `<text x="${cx + 8}" y="${cy + art + 14 + j * 15}" font-family="DejaVu Sans" font-size="${j < 2 ? 12.5 : 11}" fill="${j < 2 ? '#fff' : '#c9b98f'}">${esc(l)}</text>`;
    });
  });
  const rows = Math.ceil(items.length / cols);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${cols * cw}" height="${rows * ch}"><rect width="100%" height="100%" fill="#2a2623"/>${body}</svg>`;
  writeFileSync(file, new Resvg(svg, { font: { loadSystemFonts: true } }).render().asPng());
  console.log('wrote', file);
}

const prompts = readPrompts();
mkdirSync(outDir, { recursive: true });
const output = process.argv.includes('--stencil') ? 'stencil' : 'design';
const variationsOf = arg('--variations');
if (variationsOf !== undefined) {
  // the four variations of one prompt, as the generator would ask for them
  const p = prompts[Number(variationsOf)];
  const items = [0, 1, 2, 3, 4].map((v) => ({
    title: `#${variationsOf} v${v}: ${p.prompt}`,
    req: { ...p.menus, prompt: p.prompt, seed: 4242 + v, output } as TDesignRequest,
  }));
  sheet(items, join(outDir, `variations-${variationsOf}.png`));
} else {
  const items = prompts.map((p, i) => ({
    title: `#${i} ${p.prompt}${p.menus && Object.keys(p.menus).length ? ` [${Object.values(p.menus).join(', ')}]` : ''}`,
    req: { ...p.menus, prompt: p.prompt, seed: 7 + i, output } as TDesignRequest,
  }));
  const only = arg('--only');
  if (only) {
    const ids = only.split(',').flatMap((r) => {
      const [a, b] = r.split('-').map(Number);
      return Array.from({ length: (b ?? a) - a + 1 }, (_, k) => a + k);
    });
    sheet(
      ids.map((i) => items[i]),
      join(outDir, `${output}-only.png`),
    );
  } else
    for (let s = 0; s * 20 < items.length; s++)
      sheet(items.slice(s * 20, s * 20 + 20), join(outDir, `${output}-sheet-${s + 1}.png`));
}
