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
