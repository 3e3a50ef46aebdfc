// The one-page artist brief: the design and its stencil side by side, the size and placement, the
// palette as swatches, the prompt and notes, and a ruler so the sheet's scale can be trusted.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage } from 'pdf-lib';
import { PAGE_MARGIN_MM } from '../../../core/print/print-layout';
import { PAPER_MM, formatSize, mmToPt, round, type TPaperId } from '../../../core/print/units';
import type { TSwatch } from '../../images/palette';
import { MmPage, MUTED, drawRuler, wrapText } from './pdf-parts';

export interface TBriefInput {
  paper: TPaperId;
  designPng: Buffer;
  stencilPng: Buffer;
  widthMm: number;
  heightMm: number;
  placement?: string;
  palette: TSwatch[];
  prompt?: string;
  notes?: string;
  date: Date;
  printPath: string;
}

const hexToRgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return rgb((n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

function fitImage(p: MmPage, image: PDFImage, box: { x: number; y: number; w: number; h: number }) {
  const ratio = image.height / image.width;
  const w = Math.min(box.w, box.h / ratio);
  const h = w * ratio;
  const x = box.x + (box.w - w) / 2;
  const y = box.y + (box.h - h) / 2;
  p.page.drawImage(image, { x: p.x(x), y: p.y(y + h), width: mmToPt(w), height: mmToPt(h) });
}

export async function buildBriefPdf(input: TBriefInput): Promise<Uint8Array> {
  const paper = PAPER_MM[input.paper];
  const doc = await PDFDocument.create();
  doc.setTitle('Artist brief');
  doc.setCreator('InkGlow');
  doc.setCreationDate(input.date);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([mmToPt(paper.w), mmToPt(paper.h)]);
  const p = new MmPage(page);
  const m = PAGE_MARGIN_MM + 4;
  const innerW = paper.w - 2 * m;

  p.text('Artist brief', m, m, bold, 18);
  p.text(`InkGlow  ·  ${input.date.toISOString().slice(0, 10)}`, m, m + 8.5, font, 8, MUTED);

  const boxW = (innerW - 8) / 2;
  const boxH = 100;
  const top = m + 16;
  const [design, stencil] = [await doc.embedPng(input.designPng), await doc.embedPng(input.stencilPng)];
  for (const [i, image, label] of [
    [0, design, 'Design'],
    [1, stencil, 'Stencil linework (not mirrored)'],
  ] as const) {
    const x = m + i * (boxW + 8);
    p.rect({ x, y: top, w: boxW, h: boxH }, rgb(1, 1, 1), true);
    fitImage(p, image, { x: x + 3, y: top + 3, w: boxW - 6, h: boxH - 6 });
    p.text(label, x, top + boxH + 2, bold, 8);
  }

  let y = top + boxH + 10;
  const row = (label: string, value: string) => {
    p.text(label, m, y, bold, 9);
    p.text(value, m + 26, y, font, 9);
    y += 6;
  };
  row('Size', `${formatSize(input.widthMm, input.heightMm)}  (${round(input.widthMm)} × ${round(input.heightMm)} mm, ${formatSize(input.widthMm, input.heightMm, 'in')})`);
  row('Placement', input.placement || 'not chosen yet');

  p.text('Palette', m, y, bold, 9);
  if (input.palette.length === 0) p.text('black line work', m + 26, y, font, 9);
  input.palette.forEach((s, i) => {
    const x = m + 26 + i * 24;
    p.rect({ x, y: y - 0.5, w: 10, h: 10 }, hexToRgb(s.hex), true);
    p.text(s.hex.toUpperCase(), x + 11.5, y + 1.5, font, 6.5);
    p.text(`${Math.round(s.share * 100)} %`, x + 11.5, y + 5, font, 6.5, MUTED);
  });
  y += 16;

  y = paragraph(p, 'Prompt', input.prompt || 'none given', m, y, innerW, font, bold);
  y = paragraph(p, 'Notes', input.notes || '', m, y, innerW, font, bold);
  if (!input.notes) {
    for (let i = 0; i < 4; i++) {
      p.line(m, y + i * 7, m + innerW, y + i * 7, 0.2);
    }
  }

  const footer = paper.h - PAGE_MARGIN_MM - 14;
  drawRuler(p, m, footer, 50, font);
  p.text('For the stencil at true size, print:', m + 62, footer - 2, font, 7, MUTED);
  p.text(input.printPath, m + 62, footer + 2, font, 7);
  return doc.save();
}

function paragraph(p: MmPage, label: string, text: string, x: number, y: number, w: number, font: PDFFont, bold: PDFFont) {
  p.text(label, x, y, bold, 9);
  y += 5;
  for (const line of wrapText(text, font, 8.5, w, 7)) {
    p.text(line, x, y, font, 8.5);
    y += 4.4;
  }
  return y + 4;
}
