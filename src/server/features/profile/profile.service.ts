import { HttpError } from '../../http-errors';
import type { TProfilePatch } from '../../../core/profile-schemas';
import type { TProfileRepository, TProfileRow } from './profile.repository';

export const USERNAME_TAKEN = 'That username is already taken. Please choose another one.';

const usernameTaken = () => new HttpError(409, 'username_taken', USERNAME_TAKEN);

export function createProfileService(repo: TProfileRepository) {
  return {
    get(userId: string): Promise<TProfileRow> {
      return repo.ensure(userId);
    },

    async update(userId: string, patch: TProfilePatch): Promise<TProfileRow> {
      if (patch.username && (await repo.usernameTakenByOther(userId, patch.username))) {
        throw usernameTaken();
      }
      try {
        return await repo.update(userId, patch);
      } catch (error) {
        // Two users racing for one name: the unique index on lower(username) decides.
        if (isUniqueViolation(error)) throw usernameTaken();
        throw error;
      }
    },
  };
}
export type TProfileService = ReturnType<typeof createProfileService>;

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
