// The one error shape of the API (ARCHITECTURE §6): every 4xx/5xx answer, Fastify's own included,
// and the `error` event of the streamed answers (chat, analysis) carry `{ error: { code, message } }`.
// The server builds it with apiErrorBody(); the web reads it with ZApiErrorBody.
import { z } from 'zod';

/** What went wrong: a stable snake_case `code` for programs, a sentence for people. */
export const ZApiError = z.object({
  code: z.string().min(1),
  message: z.string(),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ZApiErrorBody = z.object({ error: ZApiError });
export type TApiErrorBody = z.infer<typeof ZApiErrorBody>;

export const apiErrorBody = (code: string, message: string): TApiErrorBody => ({ error: { code, message } });
