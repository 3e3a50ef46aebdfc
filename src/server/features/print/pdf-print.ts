// The true-size print: one sheet per tile of the layout, each with the design part at its physical
// size, crop marks, overlap marks between sheets, the 5 cm ruler and the title block.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { printLayout, type TPrintLayout, type TTile } from '../../../core/print/print-layout';
import { formatSize, mmToPt, round, type TPaperId } from '../../../core/print/units';
import { drawArt, embedArt, type TArt } from './print-art';
import { MmPage, MUTED, drawCropMarks, drawRuler } from './pdf-parts';

export interface TPrintInput {
  art: TArt;
  widthMm: number;
  heightMm: number;
  paper: TPaperId;
  mirror: boolean;
  placement?: string;
  title: string;
  date: Date;
  /** What the raster holds per inch at this size (omitted for vectors). */
  effectiveDpi?: number;
}

export async function buildPrintPdf(input: TPrintInput): Promise<Uint8Array> {
  const layout = printLayout(input.paper, input.widthMm, input.heightMm);
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.title}, ${formatSize(input.widthMm, input.heightMm)}`);
  doc.setCreator('InkGlow');
  doc.setProducer('InkGlow (pdf-lib)');
  doc.setCreationDate(input.date);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const art = await embedArt(doc, input.art);

  for (const tile of layout.tiles) {
    const page = doc.addPage([mmToPt(layout.pageMm.w), mmToPt(layout.pageMm.h)]);
    const p = new MmPage(page);
    const origin = { x: tile.dest.x - tile.src.x, y: tile.dest.y - tile.src.y, w: input.widthMm, h: input.heightMm };
    drawArt(p, art, origin, tile.dest, input.mirror);
    drawCropMarks(p, tile.dest);
    if (layout.tiles.length > 1) drawOverlapMarks(p, layout, tile, font);
    drawRuler(p, layout.ruler.x, layout.ruler.y, layout.ruler.length, font);
    drawTitle(p, layout, tile, input, font, bold);
  }
  return doc.save();
}

function drawTitle(
  p: MmPage,
  layout: TPrintLayout,
  tile: TTile,
  input: TPrintInput,
  font: Awaited<ReturnType<PDFDocument['embedFont']>>,
  bold: Awaited<ReturnType<PDFDocument['embedFont']>>,
) {
  const { x, y } = layout.title;
  const size = `${formatSize(input.widthMm, input.heightMm)} (${round(input.widthMm, 1)} × ${round(input.heightMm, 1)} mm, ${formatSize(input.widthMm, input.heightMm, 'in')})`;
  p.text(`${input.title}: ${size}`, x, y, bold, 8.5);
  const facts = [
    input.placement ? `Placement: ${input.placement}` : null,
    input.mirror ? 'Mirrored for transfer (printed face goes on the skin)' : 'Not mirrored (thermal transfer reads right)',
  ].filter(Boolean);
  p.text(facts.join('  ·  '), x, y + 4.6, font, 7);
  const dpi = input.effectiveDpi ? `${Math.round(input.effectiveDpi)} DPI image` : 'vector lines';
  p.text(
    `Print at 100 % / Actual size on ${layout.paper === 'a4' ? 'A4' : 'US Letter'}  ·  ${dpi}  ·  ${input.date.toISOString().slice(0, 10)}`,
    x,
    y + 8.6,
    font,
    7,
    MUTED,
  );
  if (layout.tiles.length > 1) {
    const n = layout.tiles.indexOf(tile) + 1;
    p.text(
      `Sheet ${n} of ${layout.tiles.length}: row ${tile.row + 1} of ${layout.rows}, column ${tile.col + 1} of ${layout.cols}. Line sheets up on the dashed overlap marks.`,
      x,
      y + 12.6,
      font,
      7,
    );
  }
}

/** Dashed lines where the neighbouring sheet's part starts and ends, with a note on each side. */
function drawOverlapMarks(
  p: MmPage,
  layout: TPrintLayout,
  tile: TTile,
  font: Awaited<ReturnType<PDFDocument['embedFont']>>,
) {
  const d = tile.dest;
  const dash = [3, 2];
  const neighbour = (col: number, row: number) => layout.tiles.find((t) => t.col === col && t.row === row);
  const left = neighbour(tile.col - 1, tile.row);
  if (left) {
    const x = d.x + (left.src.x + left.src.w - tile.src.x);
    p.line(x, d.y - 2, x, d.y + d.h + 2, 0.35, dash);
    p.text(`overlap with sheet ${layout.tiles.indexOf(left) + 1}`, d.x + 1, d.y - 8.5, font, 5.5, MUTED);
  }
  const right = neighbour(tile.col + 1, tile.row);
  if (right) {
    const x = d.x + (right.src.x - tile.src.x);
    p.line(x, d.y - 2, x, d.y + d.h + 2, 0.35, dash);
  }
  const up = neighbour(tile.col, tile.row - 1);
  if (up) {
    const y = d.y + (up.src.y + up.src.h - tile.src.y);
    p.line(d.x - 2, y, d.x + d.w + 2, y, 0.35, dash);
  }
  const down = neighbour(tile.col, tile.row + 1);
  if (down) {
    const y = d.y + (down.src.y - tile.src.y);
    p.line(d.x - 2, y, d.x + d.w + 2, y, 0.35, dash);
  }
}
