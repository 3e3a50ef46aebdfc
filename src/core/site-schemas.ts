// GET /api/config: public, non-secret settings the web app needs. Pure zod.
import { z } from 'zod';

export const ZSiteConfig = z.object({
  contactEmail: z.string(),
  googleEnabled: z.boolean(),
  emailVerificationRequired: z.boolean(),
  /** EMBED_ALLOWED_ORIGINS: parents allowed to frame the app; the auth screens post AUTH_SUCCESS only to these. */
  embedAllowedOrigins: z.array(z.string()),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;
