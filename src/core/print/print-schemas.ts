// Wire shapes of the print, brief and stencil endpoints (ARCHITECTURE §6), shared by server and web.
import { z } from 'zod';
import { PAPER_IDS } from './units';
import { MAX_PRINT_MM, MIN_PRINT_MM } from './print-layout';

const flag = z
  .enum(['0', '1', 'true', 'false'], { message: 'must be 1 or 0' })
  .transform((v) => v === '1' || v === 'true');

/** GET /api/images/:id/print.pdf?widthMm=&paper=a4|letter&mirror=1 */
export const ZPrintQuery = z.object({
  widthMm: z.coerce
    .number({ message: 'must be a width in millimetres' })
    .min(MIN_PRINT_MM, { message: `must be at least ${MIN_PRINT_MM} mm` })
    .max(MAX_PRINT_MM, { message: `must be at most ${MAX_PRINT_MM} mm` })
    .optional(),
  paper: z.enum(PAPER_IDS, { message: 'must be a4 or letter' }).default('a4'),
  mirror: flag.default(false),
  placement: z.string().trim().max(40).optional(),
});
export type TPrintQuery = z.infer<typeof ZPrintQuery>;

/** GET /api/images/:id/brief.pdf */
export const ZBriefQuery = z.object({
  widthMm: ZPrintQuery.shape.widthMm,
  paper: ZPrintQuery.shape.paper,
  placement: z.string().trim().max(40).optional(),
  notes: z.string().trim().max(600, { message: 'must be at most 600 characters' }).optional(),
  prompt: z.string().trim().max(600, { message: 'must be at most 600 characters' }).optional(),
  stencilId: z.uuid({ message: 'must be an image id' }).optional(),
});
export type TBriefQuery = z.infer<typeof ZBriefQuery>;

export const STENCIL_MODES = ['outline', 'shading'] as const;
export type TStencilMode = (typeof STENCIL_MODES)[number];

/** Options of POST /api/stencils (multipart fields or JSON beside `imageId`). */
export const ZStencilOptions = z.object({
  /** 0-255: darker than this becomes a line. */
  threshold: z.coerce
    .number({ message: 'must be a number from 0 to 255' })
    .int({ message: 'must be a whole number from 0 to 255' })
    .min(0, { message: 'must be from 0 to 255' })
    .max(255, { message: 'must be from 0 to 255' })
    .default(128),
  mode: z.enum(STENCIL_MODES, { message: 'must be outline or shading' }).default('outline'),
  /** Line weight in millimetres at the stencil's physical width. */
  lineMm: z.coerce
    .number({ message: 'must be a number of millimetres' })
    .min(0.2, { message: 'must be at least 0.2 mm' })
    .max(2, { message: 'must be at most 2 mm' })
    .default(0.5),
  mirror: z
    .union([z.boolean(), flag], { message: 'must be true or false' })
    .default(false),
  /** Physical width the stencil is drawn for (default: the source's own size, else 100 mm). */
  widthMm: z.coerce
    .number({ message: 'must be a width in millimetres' })
    .min(10, { message: 'must be at least 10 mm' })
    .max(MAX_PRINT_MM, { message: `must be at most ${MAX_PRINT_MM} mm` })
    .optional(),
});
export type TStencilOptions = z.infer<typeof ZStencilOptions>;
/** The tracer's options once the width is known. */
export type TTraceOptions = TStencilOptions & { widthMm: number };
export type TStencilOptionsInput = z.input<typeof ZStencilOptions>;

export const ZStencilJsonRequest = ZStencilOptions.extend({
  imageId: z.uuid({ message: 'must be an image id' }),
});

export const ZStencilResponse = z.object({
  id: z.string(),
  url: z.string(),
  svgId: z.string(),
  svgUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  widthMm: z.number(),
  heightMm: z.number(),
  /** Lines drawn: centrelines of drawn lines, outlines of solid areas, shading guides. */
  paths: z.number().int(),
  /** How the source was read: a drawing (ink on paper: centrelines) or a photo (its edges too). */
  kind: z.enum(['lineart', 'photo']),
  /** The stored image it was traced from (null for an upload, which is never kept). */
  sourceId: z.string().nullable(),
  printUrl: z.string(),
});
export type TStencilResponse = z.infer<typeof ZStencilResponse>;
