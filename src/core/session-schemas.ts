// GET /api/auth/get-session: Better Auth's answer as the server mounts it, reduced to the fields
// the web app reads (it answers null when nobody is signed in). Pure zod.
import { z } from 'zod';

export const ZSessionAnswer = z.object({
  session: z.object({ id: z.string(), token: z.string(), userId: z.string(), expiresAt: z.string() }),
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullish(),
  }),
});
export type TSessionAnswer = z.infer<typeof ZSessionAnswer>;
