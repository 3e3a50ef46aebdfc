// Phase: the lettering. Banners are drawn over everything (the scroll is the lettering's clear
// zone); free script lines are bent slightly and get a clear band that nothing else crosses.
import { banner, bannerCapMm, letterFill, MIN_LETTER_MM } from './banner';
import { curvedText } from './lettering';
import { applyMatrix, bbox, compose, rotate, toD, translate, type TBox } from './path';
import type { TLayers, TLayout, TScene, TTextPlan } from './scene';

export interface TLetteringOut {
  letters: string[];
  letterBoxes: TBox[];
  /** bands around free lettering that everything else is clipped out of */
  clearZones: TBox[];
}

function drawBanners(
  sc: TScene,
  lay: TLayout,
  text: TTextPlan,
  layers: TLayers,
  out: TLetteringOut,
): void {
  const { ctx, L, W, H, tall, comp, margin } = sc;
  const { cx, cy, S } = lay;
  const { fontId } = text;
  const { occupied } = layers;
  const { letters, letterBoxes } = out;
  const mm = ctx.mm;
  text.bannerParts.forEach((words, i) => {
    const maxW = W - 2 * margin;
    const bh = Math.max(mm(11), S * 0.2);
    let bw = Math.min(maxW * (tall ? 0.86 : 0.78), Math.max(S * 1.0, bh * 4));
    // widen the band until the lettering reaches its readable minimum, or the canvas edge
    while (bannerCapMm(ctx, bw, bh, words, fontId) < MIN_LETTER_MM[fontId] && bw < maxW * 0.86)
      bw *= 1.1;
    bw = Math.min(bw, W - 2 * margin - 2 * bh * 1.3);
    const sag = Math.min(bh * 0.35, bw * 0.07);
    let by = i === 0 ? cy + S * 0.47 : cy - S * 0.55;
    // a motif that holds the words ("J.M. inside a heart") carries the band across its middle,
    // no wider than the motif, so the words sit within its outline
    if (sc.textInside) {
      by = cy - S * 0.02;
      bw = Math.min(bw, S * 0.9);
    }
    by = Math.min(Math.max(by, margin + bh), H - margin - bh * 1.5);
    const tilt = comp === 'asymmetrical' ? L.range(-8, 8) : 0;
    const b = banner(ctx, cx, by, bw, bh, (i === 0 ? 1 : -1) * sag, words, fontId, tilt);
    // the scroll is drawn over everything else: it is the lettering's clear zone
    letters.push(b.svg);
    letterBoxes.push(b.textBox);
    occupied.push(b.box);
  });
}

function drawScript(
  sc: TScene,
  lay: TLayout,
  text: TTextPlan,
  layers: TLayers,
  out: TLetteringOut,
): void {
  const { ctx, W, H, comp } = sc;
  const { cx } = lay;
  const { fontId, turnText } = text;
  const { occupied } = layers;
  const { letters, letterBoxes, clearZones } = out;
  const mm = ctx.mm;
  text.scriptBlocks.forEach((block) => {
    // words the motif holds are set on its middle, cut clear of the strokes behind them
    if (sc.textInside) block.top = lay.cy - block.height / 2;
    block.lines.forEach((ln, k) => {
      const y = block.top + block.cap + k * block.lineH;
      const bend = comp === 'flowing' ? mm(6) : mm(2);
      const d = curvedText(
        ln.text,
        fontId,
        block.size,
        [cx - ln.width / 2 - mm(2), y],
        [cx, y + bend],
        [cx + ln.width / 2 + mm(2), y],
        0,
      );
      const glyphs = turnText
        ? applyMatrix(
            d,
            compose(
              translate(-cx, -(block.top + block.height / 2)),
              rotate(-90),
              translate(W / 2, H / 2),
            ),
          )
        : d;
      letters.push(letterFill(ctx, toD(glyphs)));
      const gb = bbox(glyphs);
      letterBoxes.push(gb);
      // words the motif holds are set on it: cutting a band out would leave a box in the motif
      if (sc.textInside) return;
      // a band around free lettering is kept clear of every other stroke
      const px = mm(3);
      const py = mm(2.5);
      clearZones.push({ x: gb.x - px, y: gb.y - py, w: gb.w + 2 * px, h: gb.h + 2 * py });
      occupied.push(clearZones[clearZones.length - 1]);
    });
  });
}

export function drawLettering(
  sc: TScene,
  lay: TLayout,
  text: TTextPlan,
  layers: TLayers,
): TLetteringOut {
  const out: TLetteringOut = { letters: [], letterBoxes: [], clearZones: [] };
  if (text.bannerParts.length) drawBanners(sc, lay, text, layers, out);
  drawScript(sc, lay, text, layers, out);
  return out;
}
