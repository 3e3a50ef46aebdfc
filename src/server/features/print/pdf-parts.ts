// Pieces every InkGlow print sheet shares: millimetre coordinates from the top-left (as the layout
// in core gives them) turned into PDF points, the calibration ruler, crop marks and text that the
// standard PDF fonts can carry.
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { cropMarks, type TRect } from '../../../core/print/print-layout';
import { mmToPt } from '../../../core/print/units';

export const INK = rgb(0, 0, 0);
export const MUTED = rgb(0.35, 0.35, 0.35);

/** A page in millimetres, top-left origin. */
export class MmPage {
  constructor(readonly page: PDFPage) {}
  get heightPt() {
    return this.page.getHeight();
  }
  x(mm: number) {
    return mmToPt(mm);
  }
  /** PDF y (bottom-up) of a top-down millimetre coordinate. */
  y(mm: number) {
    return this.heightPt - mmToPt(mm);
  }
  line(x1: number, y1: number, x2: number, y2: number, thickness = 0.25, dash?: number[]) {
    this.page.drawLine({
      start: { x: this.x(x1), y: this.y(y1) },
      end: { x: this.x(x2), y: this.y(y2) },
      thickness,
      color: INK,
      ...(dash ? { dashArray: dash } : {}),
    });
  }
  text(s: string, xMm: number, yMm: number, font: PDFFont, size = 8, color = INK) {
    this.page.drawText(pdfSafe(s, font), { x: this.x(xMm), y: this.y(yMm) - size * 0.75, size, font, color });
  }
  rect(r: TRect, color: ReturnType<typeof rgb>, border = false) {
    this.page.drawRectangle({
      x: this.x(r.x),
      y: this.y(r.y + r.h),
      width: mmToPt(r.w),
      height: mmToPt(r.h),
      color,
      ...(border ? { borderColor: MUTED, borderWidth: 0.4 } : {}),
    });
  }
}

/** Characters the standard fonts cannot encode become close ASCII or '?', never an exception. */
export function pdfSafe(s: string, font: PDFFont): string {
  let out = '';
  for (const ch of s.replace(/[\r\n\t]+/g, ' ')) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += ch.normalize('NFD').replace(/[^\x20-\x7e]/g, '') || '?';
    }
  }
  return out;
}

/** Wraps text to lines no wider than maxMm. */
export function wrapText(s: string, font: PDFFont, size: number, maxMm: number, maxLines = 8): string[] {
  const words = pdfSafe(s, font).split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (font.widthOfTextAtSize(next, size) > mmToPt(maxMm) && line) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].replace(/\s*\S*$/, '')} …`;
    return kept;
  }
  return lines;
}

/** The 5 cm calibration ruler: a bar with a tick every 5 mm, taller every centimetre. */
export function drawRuler(p: MmPage, x: number, y: number, length: number, font: PDFFont) {
  p.line(x, y, x + length, y, 0.6);
  for (let mm = 0; mm <= length + 1e-9; mm += 5) {
    const tall = mm % 10 === 0 ? 3 : 1.8;
    p.line(x + mm, y, x + mm, y - tall, 0.4);
  }
  p.text('0', x - 0.8, y + 1.2, font, 6);
  p.text(`${length / 10} cm`, x + length - 3, y + 1.2, font, 6);
  p.text('Check: this bar must measure exactly 5 cm.', x, y + 4.5, font, 6, MUTED);
  p.text('If not, print again at 100 % / Actual size.', x, y + 7.3, font, 6, MUTED);
}

export function drawCropMarks(p: MmPage, r: TRect) {
  for (const [x1, y1, x2, y2] of cropMarks(r)) p.line(x1, y1, x2, y2, 0.3);
}
