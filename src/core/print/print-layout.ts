// Where things go on a true-size print: the design at its physical size (centred in the printable
// area), crop marks at its corners, a 5 cm calibration ruler and a title block; a design larger
// than the printable area is split into tiles that overlap. All in millimetres from the sheet's
// top-left corner; the PDF writer converts to points. Pure.
import { PAPER_MM, RULER_MM, type TPaperId } from './units';

/** Margin kept clear on every side for handling and printer edges (tattoo-domain §3.5). */
export const PAGE_MARGIN_MM = 12;
/** Height reserved at the bottom of each sheet for the ruler and the title block. */
export const FOOTER_MM = 26;
/** Room kept around the design for crop marks. */
export const CROP_GAP_MM = 3;
export const CROP_LEN_MM = 6;
/** How much neighbouring tiles repeat of each other so they can be lined up. */
export const TILE_OVERLAP_MM = 15;

export interface TRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TTile {
  /** 0-based column and row of this sheet. */
  col: number;
  row: number;
  /** The part of the design on this sheet, in design millimetres from the design's top-left. */
  src: TRect;
  /** Where that part sits on the sheet. */
  dest: TRect;
}

export interface TPrintLayout {
  paper: TPaperId;
  pageMm: { w: number; h: number };
  designMm: { w: number; h: number };
  cols: number;
  rows: number;
  tiles: TTile[];
  /** The ruler's left end and length (always RULER_MM), on every sheet. */
  ruler: { x: number; y: number; length: number };
  /** Top-left of the title block text, on every sheet. */
  title: { x: number; y: number; w: number };
}

/** The area a design part may occupy on one sheet (inside margins, crop-mark room and footer). */
export function printableArea(paper: TPaperId): TRect {
  const page = PAPER_MM[paper];
  const inset = PAGE_MARGIN_MM + CROP_GAP_MM + CROP_LEN_MM;
  return { x: inset, y: inset, w: page.w - 2 * inset, h: page.h - inset - PAGE_MARGIN_MM - FOOTER_MM };
}

/** Splits one axis of `length` mm into spans of at most `room` mm that overlap by TILE_OVERLAP_MM. */
export function splitAxis(length: number, room: number): { start: number; size: number }[] {
  if (length <= room) return [{ start: 0, size: length }];
  const step = room - TILE_OVERLAP_MM;
  const count = Math.ceil((length - TILE_OVERLAP_MM) / step);
  const spans: { start: number; size: number }[] = [];
  for (let i = 0; i < count; i++) {
    const start = Math.min(i * step, length - room);
    spans.push({ start, size: Math.min(room, length - start) });
  }
  return spans;
}

export function printLayout(paper: TPaperId, widthMm: number, heightMm: number): TPrintLayout {
  const page = PAPER_MM[paper];
  const area = printableArea(paper);
  const xs = splitAxis(widthMm, area.w);
  const ys = splitAxis(heightMm, area.h);
  const tiles: TTile[] = [];
  ys.forEach((ySpan, row) =>
    xs.forEach((xSpan, col) => {
      // A single sheet centres the design; tiles sit at the area's top-left so overlaps line up.
      const single = xs.length === 1 && ys.length === 1;
      const dx = single ? area.x + (area.w - xSpan.size) / 2 : area.x;
      const dy = single ? area.y + (area.h - ySpan.size) / 2 : area.y;
      tiles.push({
        col,
        row,
        src: { x: xSpan.start, y: ySpan.start, w: xSpan.size, h: ySpan.size },
        dest: { x: dx, y: dy, w: xSpan.size, h: ySpan.size },
      });
    }),
  );
  const footerTop = page.h - PAGE_MARGIN_MM - FOOTER_MM;
  return {
    paper,
    pageMm: { w: page.w, h: page.h },
    designMm: { w: widthMm, h: heightMm },
    cols: xs.length,
    rows: ys.length,
    tiles,
    ruler: { x: PAGE_MARGIN_MM, y: footerTop + 8, length: RULER_MM },
    title: { x: PAGE_MARGIN_MM + RULER_MM + 10, y: footerTop + 6, w: page.w - 2 * PAGE_MARGIN_MM - RULER_MM - 10 },
  };
}

/** The L-shaped crop marks at the four corners of a rectangle, as line segments [x1, y1, x2, y2]. */
export function cropMarks(r: TRect): [number, number, number, number][] {
  const g = CROP_GAP_MM;
  const l = CROP_LEN_MM;
  const right = r.x + r.w;
  const bottom = r.y + r.h;
  return [
    [r.x - g - l, r.y, r.x - g, r.y],
    [r.x, r.y - g - l, r.x, r.y - g],
    [right + g, r.y, right + g + l, r.y],
    [right, r.y - g - l, right, r.y - g],
    [r.x - g - l, bottom, r.x - g, bottom],
    [r.x, bottom + g, r.x, bottom + g + l],
    [right + g, bottom, right + g + l, bottom],
    [right, bottom + g, right, bottom + g + l],
  ];
}

/** Largest design the issue allows to print (a full back piece fits; beyond that is a mistake). */
export const MAX_PRINT_MM = 1200;
export const MIN_PRINT_MM = 5;
