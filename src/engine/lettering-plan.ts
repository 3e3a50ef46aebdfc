// Phase: the lettering plan, made before the motif is sized so both fit. Picks the hand, splits
// a long phrase over two banners or sets it as script lines, and shrinks the lines on a small
// canvas so the motif keeps at least a third of the short side.
import type { TStyleId } from '../core/options';
import { layoutText } from './lettering';
import type { TFontId } from './assets';
import { bannerCapMm, MIN_LETTER_MM } from './banner';
import type { TRng } from './prng';
import type { TScene, TScriptBlock, TTextPlan } from './scene';

function fontFor(style: TStyleId, rng: TRng): TFontId {
  switch (style) {
    case 'traditional':
    case 'japanese':
      return 'sans';
    case 'neo-traditional':
      return rng.pick(['script', 'sans'] as const);
    case 'realism':
    case 'blackwork':
    case 'tribal':
      return 'blackletter';
    case 'surrealism':
      return 'typewriter';
    case 'geometric':
      return rng.pick(['sans', 'typewriter'] as const);
    default:
      return 'script';
  }
}

/** Split a phrase into n lines of similar length at spaces. */
export function splitBalanced(text: string, n: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (n <= 1 || words.length < 2) return [text];
  const lines: string[] = [];
  let rest = words;
  for (let k = n; k > 1 && rest.length > 1; k--) {
    const total = rest.join(' ').length;
    let best = 1;
    let bestDiff = Infinity;
    for (let i = 1; i < rest.length; i++) {
      const diff = Math.abs(rest.slice(0, i).join(' ').length - total / k);
      if (diff < bestDiff) {
        bestDiff = diff;
        best = i;
      }
    }
    lines.push(rest.slice(0, best).join(' '));
    rest = rest.slice(best);
  }
  lines.push(rest.join(' '));
  return lines;
}

/** Script lettering: as large as the target allows, never wider than the canvas, wrapped onto
 *  up to three lines when one line would fall under the readable minimum. */
function planScript(
  text: string,
  fontId: TFontId,
  maxW: number,
  target: number,
  minCap: number,
  /** lettering alone: take the line count that sets it largest within this height */
  fillHeight?: number,
): TScriptBlock {
  const lower = text === text.toLowerCase();
  let best: TScriptBlock | null = null;
  for (let n = 1; n <= 3; n++) {
    const parts = splitBalanced(text, n);
    if (n > 1 && parts.length < n) break;
    const runs = parts.map((p) => layoutText(p, fontId, 100));
    const widest = Math.max(...runs.map((r) => r.width), 1);
    // all-lowercase script shows only its x-height, so size it on that
    const capRatio = (runs[0].capHeight / 100) * (lower ? 0.62 : 1);
    const size = Math.min(((maxW * 0.94) / widest) * 100, target / capRatio);
    // the readable minimum is about the tallest letters (capitals, ascenders), not the x-height
    const fullCap = runs[0].capHeight / 100;
    const cap = (runs[0].capHeight * size) / 100;
    const lineH = size * (fontId === 'script' ? 0.82 : 1.15);
    const block: TScriptBlock = {
      lines: parts.map((p, i) => ({ text: p, width: (runs[i].width * size) / 100 })),
      size,
      cap,
      lineH,
      height: cap + (parts.length - 1) * lineH + ((runs[0].descent * size) / 100) * 0.6,
      top: 0,
    };
    if (fillHeight) {
      if (!best || (block.size > best.size && block.height <= fillHeight)) best = block;
      continue;
    }
    best = block;
    if (size * fullCap >= minCap) break;
  }
  return best!;
}

/** A phrase too long for one band is split over a top and a bottom banner, flash style; still
 *  too small on two bands, it is set as lettering lines instead of shrinking it away. */
function bannerPartsFor(sc: TScene, texts: string[], fontId: TFontId): string[] {
  const { ctx, W, H, tall, margin: margin0 } = sc;
  const mm = ctx.mm;
  let parts = texts.slice(0, 2);
  if (texts.length === 1 && texts[0].includes(' ')) {
    const maxW = W - 2 * margin0;
    const S0 = tall ? Math.min(W * 0.92, H * 0.5) : Math.min(W, H) * 0.62;
    const bh = Math.max(mm(11), S0 * 0.2);
    const bw = Math.min(maxW * 0.86, W - 2 * margin0 - 2 * bh * 1.3);
    if (bannerCapMm(ctx, bw, bh, texts[0], fontId) < MIN_LETTER_MM[fontId] * 1.3) {
      const [a, b] = splitBalanced(texts[0], 2);
      parts = [b, a];
      if (
        Math.min(bannerCapMm(ctx, bw, bh, a, fontId), bannerCapMm(ctx, bw, bh, b, fontId)) <
        MIN_LETTER_MM[fontId]
      )
        parts = [];
    }
  }
  return parts;
}

/** A long text on a small canvas: shrink the lettering so text and a motif of at least 35% of
 *  the short side still fit (the text stays whole; its size is what has to give). */
function shrinkToFit(sc: TScene, blocks: TScriptBlock[]): void {
  const { W, H, margin: margin0 } = sc;
  const room = H - 2 * margin0 - Math.min(W, H) * 0.35 - sc.ctx.mm(5) * blocks.length;
  const need = blocks.reduce((a, b) => a + b.height, 0);
  if (need > room && room > 0) {
    const k = room / need;
    for (const b of blocks) {
      b.size *= k;
      b.cap *= k;
      b.lineH *= k;
      b.height *= k;
      for (const ln of b.lines) ln.width *= k;
    }
  }
}

export function planLettering(sc: TScene): TTextPlan {
  const { inp, ctx, W, H, style, comp, letteringOnly, margin: margin0 } = sc;
  const mm = ctx.mm;
  const texts = inp.texts;
  // words alone: each variation sets them in another hand unless the prompt named one
  const fontId =
    inp.plan?.font ??
    (inp.plan?.letteringOnly
      ? (['blackletter', 'script', 'sans', 'typewriter'] as const)[(inp.seed >>> 0) % 4]
      : fontFor(style, sc.L));
  const turnText =
    letteringOnly && H > W * 1.5 && texts.length === 1 && [0, 3].includes((inp.seed >>> 0) % 4);
  const useBanner =
    (ctx.profile.banner || comp === 'symmetrical') &&
    fontId !== 'script' &&
    style !== 'minimalist' &&
    !letteringOnly;
  const minCap = mm(MIN_LETTER_MM[fontId]);
  let bannerParts = useBanner ? bannerPartsFor(sc, texts, fontId) : [];
  // words held by the motif take one band across its middle, or lines set on it
  if (sc.textInside && bannerParts.length > 1) bannerParts = [];
  let scriptBlocks: TScriptBlock[] = [];
  if (!bannerParts.length && texts.length) {
    // words alone on a long canvas run along the limb, as forearm script does, and fill the
    // placement inside its frame (kept clear of it, so the text's clear band never cuts it)
    const inset = letteringOnly ? 0.86 : 1;
    const maxW = sc.textInside
      ? Math.min(W, H) * 0.5
      : (turnText ? H - 2 * margin0 : W - 2 * margin0) * inset;
    // fine-line work sets its word small beside the drawing, about the drawing's length at most
    const fine = style === 'minimalist' && !letteringOnly && !sc.textInside;
    const target = turnText
      ? W * 0.42
      : letteringOnly
        ? Math.min(W, H) * 0.3
        : fine
          ? Math.min(mm(7), Math.min(W, H) * 0.13)
          : Math.min(mm(fontId === 'script' ? 18 : 12), Math.min(W, H) * 0.12);
    const fill =
      letteringOnly && !turnText && texts.length === 1 ? (H - 2 * margin0) * 0.6 : undefined;
    scriptBlocks = texts
      .slice(0, 2)
      .map((t) =>
        planScript(
          t,
          fontId,
          fine ? Math.min(maxW, Math.min(W, H) * 0.6) : maxW,
          target,
          minCap,
          fill,
        ),
      );
  }
  // Japanese pieces keep their waves at the foot, so a single line of text goes over the motif
  const stacked = sc.textInside ? [] : scriptBlocks;
  const below = style === 'japanese' && stacked.length === 1 ? undefined : stacked[0];
  const above = style === 'japanese' && stacked.length === 1 ? stacked[0] : stacked[1];
  if (!sc.textInside) shrinkToFit(sc, scriptBlocks);
  return { fontId, turnText, bannerParts, scriptBlocks, below, above };
}
