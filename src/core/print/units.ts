// Physical units for true-size work: millimetres, PDF points (1/72 inch), pixels at a DPI, and
// the paper sizes a print can go on. Pure.

export const MM_PER_INCH = 25.4;
export const PT_PER_INCH = 72;
/** Stencil printers and our print renders default to 300 DPI (tattoo-domain §3.5). */
export const PRINT_DPI = 300;
/** The calibration ruler on every print: 5 cm, to check that the printer did not scale. */
export const RULER_MM = 50;

export const mmToPt = (mm: number) => (mm / MM_PER_INCH) * PT_PER_INCH;
export const ptToMm = (pt: number) => (pt / PT_PER_INCH) * MM_PER_INCH;
export const mmToPx = (mm: number, dpi = PRINT_DPI) => (mm / MM_PER_INCH) * dpi;
export const mmToIn = (mm: number) => mm / MM_PER_INCH;
export const inToMm = (inches: number) => inches * MM_PER_INCH;

export const PAPER_IDS = ['a4', 'letter'] as const;
export type TPaperId = (typeof PAPER_IDS)[number];

/** Portrait sheet sizes in millimetres. */
export const PAPER_MM: Record<TPaperId, { w: number; h: number; label: string }> = {
  a4: { w: 210, h: 297, label: 'A4 (210 × 297 mm)' },
  letter: { w: 215.9, h: 279.4, label: 'US Letter (8.5 × 11 in)' },
};

export type TUnitSystem = 'cm' | 'in';

/** "10 × 15 cm" or "3.9 × 5.9 in": the size as people read it. */
export function formatSize(widthMm: number, heightMm: number, unit: TUnitSystem = 'cm'): string {
  if (unit === 'in') return `${round(mmToIn(widthMm), 1)} × ${round(mmToIn(heightMm), 1)} in`;
  return `${round(widthMm / 10, 1)} × ${round(heightMm / 10, 1)} cm`;
}

export function round(value: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
