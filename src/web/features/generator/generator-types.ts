// One generated design as the page holds it (spec §3 "Generated design", plus the engine's extras).
import { descriptionFor } from '../../../core/generation-rules';
import type { TGenerateResponse, TGeneration, TOutputKind } from '../../../core/generation-schemas';
import type { TModelId } from '../../../core/models';

export interface TGeneratedDesign {
  /** Random short id (spec), or the history row id when the server keeps one. */
  id: string;
  generationId?: string;
  imageId: string;
  url: string;
  svgUrl?: string;
  printUrl?: string;
  width: number;
  height: number;
  widthMm?: number;
  heightMm?: number;
  prompt: string;
  description: string;
  model: TModelId;
  fallbackFrom?: TModelId;
  seed: number | null;
  output: TOutputKind;
  mirror: boolean;
  attributes: Record<string, string>;
  /** ISO time. */
  timestamp: string;
  note?: string;
  /** A guest's design: lets the account they sign up for or into save it (issue #9). */
  claimToken?: string;
}

export const shortId = () => Math.random().toString(36).slice(2, 10);

export function designsFromResponse(
  response: TGenerateResponse,
  request: { output: TOutputKind; mirror: boolean; attributes: Record<string, string> },
  now = new Date(),
): TGeneratedDesign[] {
  return response.images.map((image, index) => ({
    id: image.generationId ?? shortId(),
    ...(image.generationId ? { generationId: image.generationId } : {}),
    imageId: image.id,
    url: image.url,
    ...(image.svgUrl ? { svgUrl: image.svgUrl } : {}),
    ...(image.printUrl ? { printUrl: image.printUrl } : {}),
    width: image.width,
    height: image.height,
    ...(image.widthMm ? { widthMm: image.widthMm } : {}),
    ...(image.heightMm ? { heightMm: image.heightMm } : {}),
    prompt: image.prompt,
    description: descriptionFor(image.model),
    model: image.model,
    ...(response.fallbackFrom ? { fallbackFrom: response.fallbackFrom } : {}),
    seed: image.seed,
    output: request.output,
    mirror: request.output === 'stencil' && request.mirror,
    attributes: request.attributes,
    // Variation 0 first in newest-first order, as the server records them.
    timestamp: new Date(now.getTime() - index).toISOString(),
    ...(response.note ? { note: response.note } : {}),
    ...(image.claimToken ? { claimToken: image.claimToken } : {}),
  }));
}

export function designFromGeneration(g: TGeneration): TGeneratedDesign {
  return {
    id: g.id,
    generationId: g.id,
    imageId: g.image_id,
    url: g.url,
    ...(g.svg_url ? { svgUrl: g.svg_url } : {}),
    ...(g.print_url ? { printUrl: g.print_url } : {}),
    width: g.width,
    height: g.height,
    prompt: g.prompt,
    description: g.description,
    model: g.model,
    ...(g.fallback_from ? { fallbackFrom: g.fallback_from } : {}),
    seed: g.seed,
    output: g.output,
    mirror: g.mirror,
    attributes: g.attributes,
    timestamp: g.created_at,
  };
}

/** Newest first, one entry per design (session results win over the server's copy). */
export function mergeHistory(session: TGeneratedDesign[], server: TGeneratedDesign[]): TGeneratedDesign[] {
  const seen = new Set<string>();
  const out: TGeneratedDesign[] = [];
  for (const d of [...session, ...server]) {
    const key = d.generationId ?? d.id;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(d);
  }
  // ISO 8601 times sort as plain strings (no locale collation needed).
  return out.sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0));
}

/** A thumbnail URL: the store's WebP card variant for raster images. */
export const thumbUrl = (design: Pick<TGeneratedDesign, 'url'>, width = 320) => `${design.url}?w=${width}`;
