import { z } from 'zod';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;
export const USERNAME_RULE = 'Username must be 3 to 30 letters, digits, "_", "." or "-".';

/** Blank strings clear the field (stored as null). */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const ZProfilePatch = z
  .object({
    username: z.preprocess(
      blankToNull,
      z.string().trim().regex(USERNAME_PATTERN, USERNAME_RULE).nullable().optional(),
    ),
    full_name: z.preprocess(
      blankToNull,
      z.string().trim().max(100, 'Full name must be at most 100 characters.').nullable().optional(),
    ),
  })
  .strict();
export type TProfilePatch = z.infer<typeof ZProfilePatch>;

/** A profile as GET /api/me and PATCH /api/profile answer it. */
export const ZProfile = z.object({
  id: z.string(),
  username: z.string().nullable(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** GET /api/me: the account and its profile. */
export const ZMe = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    email_verified: z.boolean(),
    image: z.string().nullable(),
    created_at: z.string().nullable(),
  }),
  profile: ZProfile,
});
export type TMe = z.infer<typeof ZMe>;
