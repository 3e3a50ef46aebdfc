// Streamed events (server-sent events of /api/chat and /api/analyze/*, the /api/voice socket's
// messages) are parsed with their src/core zod schema, not cast: a proxy, an older server or a bug
// that sends something else then fails with one clear message the page can show, instead of
// undefined fields surfacing later as a crash or a blank answer.
import type { z } from 'zod';
import { ApiError } from './api-client';

/** The ApiError code of an event that is not JSON or does not match its schema. */
export const BAD_STREAM_EVENT = 'bad_stream_event';

/** Shown to the user; `what` names the stream ("the chat answer", "the analysis"). */
export const badStreamEventMessage = (what: string) =>
  `The server sent part of ${what} that this page could not read. Please try again; if it keeps happening, reload the page.`;

/**
 * Parses one event's JSON text with `schema`. Throws ApiError(502, BAD_STREAM_EVENT) when the text
 * is not JSON or the value does not match.
 */
export function parseStreamEvent<S extends z.ZodType>(
  schema: S,
  data: string,
  what: string,
): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    throw new ApiError(502, BAD_STREAM_EVENT, badStreamEventMessage(what));
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError(502, BAD_STREAM_EVENT, badStreamEventMessage(what));
  return parsed.data;
}
