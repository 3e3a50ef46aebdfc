// Wire shapes of GET /api/providers and POST /api/providers/test (ARCHITECTURE §5, §6), shared by
// the server (which builds them) and the web (the model menus, the keys dialog). Pure zod.
import { z } from 'zod';
import { MODEL_IDS } from './models';
import { PROVIDER_NAMES } from './provider-errors';

export { GENERATOR_MODELS, LISTED_MODELS, menuOf } from './model-menu';

/** One model menu entry: unavailable models carry the true reason (no key, no quota...). */
export const ZModelChoice = z.object({
  id: z.enum(MODEL_IDS),
  label: z.string(),
  available: z.boolean(),
  reason: z.string().optional(),
});
export type TModelChoice = z.infer<typeof ZModelChoice>;

/** A menu entry of GET /api/providers: which provider's key the model needs (`local`: none). */
export const ZProviderModel = ZModelChoice.extend({ provider: z.enum([...PROVIDER_NAMES, 'local']) });
export type TProviderModel = z.infer<typeof ZProviderModel>;

/** A signed-in caller's free AI generations today on the server's keys. */
export const ZQuotaStatus = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  /** ISO time of the next 00:00 UTC. */
  resetsAt: z.string(),
});
export type TQuotaStatus = z.infer<typeof ZQuotaStatus>;

/** GET /api/providers: never a secret, only whether this caller can use each model and why not. */
export const ZProvidersResponse = z.object({
  models: z.array(ZProviderModel),
  /** Whose keys serve this caller: the server's (signed in) or the guest's own (x-*-key headers). */
  keySource: z.enum(['server', 'guest']),
  /** Signed-in callers only. */
  quota: ZQuotaStatus.optional(),
});
export type TProvidersResponse = z.infer<typeof ZProvidersResponse>;

/** POST /api/providers/test: the key under test rides in that provider's x-*-key header. */
export const ZProviderTestRequest = z.object({
  provider: z.enum(PROVIDER_NAMES, { message: `must be one of ${PROVIDER_NAMES.join(', ')}` }),
});
export type TProviderTestRequest = z.infer<typeof ZProviderTestRequest>;

export const ZProviderTestResponse = z.object({ ok: z.literal(true), provider: z.enum(PROVIDER_NAMES) });
export type TProviderTestResponse = z.infer<typeof ZProviderTestResponse>;
