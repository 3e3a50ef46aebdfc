// The generator's work kept in this browser (issue #9: no lost work). A guest's designs, and the
// one they asked to save, survive the trip to /auth and back (sign-up, sign-in or Google), a
// reload, or a new tab; after signing in, the designs marked for saving are claimed with the claim
// token their generation returned. Someone else's work is never shown: the record names its owner.
import { safeStorage, type TSafeStorage } from '../../lib/safe-storage';
import type { TGeneratedDesign } from './generator-types';

export const WORK_KEY = 'inkglow-generator-work';
/** Older work is dropped: a shared computer should not hand yesterday's guest designs to anyone. */
export const WORK_TTL_MS = 24 * 60 * 60 * 1000;
/** How many of the newest designs are kept. */
export const WORK_MAX_DESIGNS = 12;

export const GUEST = 'guest';

export interface TKeptWork {
  v: 1;
  /** 'guest' or the signed-in user's id. */
  owner: string;
  savedAt: number;
  designs: TGeneratedDesign[];
  currentId: string | null;
  /** Ids of designs a guest asked to save ('Sign Up to Save'); claimed after signing in. */
  pendingSave: string[];
}

export interface TRestoredWork {
  designs: TGeneratedDesign[];
  current: TGeneratedDesign | null;
  /** Designs to save to the account now signed in (a guest's 'Sign Up to Save'). */
  toClaim: TGeneratedDesign[];
}

const EMPTY: TRestoredWork = { designs: [], current: null, toClaim: [] };

function isDesign(value: unknown): value is TGeneratedDesign {
  const d = value as Partial<TGeneratedDesign> | null;
  return Boolean(
    d && typeof d.id === 'string' && typeof d.imageId === 'string' && typeof d.url === 'string' && typeof d.prompt === 'string',
  );
}

export function readWork(storage: TSafeStorage, now = Date.now()): TKeptWork | null {
  const raw = storage.get(WORK_KEY);
  if (!raw) return null;
  try {
    const work = JSON.parse(raw) as Partial<TKeptWork>;
    if (work.v !== 1 || typeof work.owner !== 'string' || typeof work.savedAt !== 'number') return null;
    if (now - work.savedAt > WORK_TTL_MS || work.savedAt > now + 60_000) return null;
    const designs = Array.isArray(work.designs) ? work.designs.filter(isDesign) : [];
    return {
      v: 1,
      owner: work.owner,
      savedAt: work.savedAt,
      designs,
      currentId: typeof work.currentId === 'string' ? work.currentId : null,
      pendingSave: Array.isArray(work.pendingSave) ? work.pendingSave.filter((id) => typeof id === 'string') : [],
    };
  } catch {
    return null;
  }
}

/**
 * The work to show this viewer (`userId` null for a guest). A guest's work is adopted by the
 * account that signs in after it; another account's work is dropped, never shown.
 */
export function restoreWork(storage: TSafeStorage, userId: string | null, now = Date.now()): TRestoredWork {
  const work = readWork(storage, now);
  if (!work) return EMPTY;
  const viewer = userId ?? GUEST;
  const adopt = userId !== null && work.owner === GUEST;
  if (work.owner !== viewer && !adopt) {
    storage.remove(WORK_KEY);
    return EMPTY;
  }
  const current = work.designs.find((d) => d.id === work.currentId) ?? null;
  const toClaim = adopt ? work.designs.filter((d) => work.pendingSave.includes(d.id) && d.claimToken) : [];
  if (adopt) {
    // From now on the work is this account's; the pending saves stay listed until each is claimed.
    storage.set(WORK_KEY, JSON.stringify({ ...work, owner: viewer, savedAt: now }));
  }
  return { designs: work.designs, current, toClaim };
}

/** Keeps the page's designs (newest first) and the one on show. Pending saves are carried over. */
export function keepWork(
  storage: TSafeStorage,
  userId: string | null,
  designs: TGeneratedDesign[],
  current: TGeneratedDesign | null,
  now = Date.now(),
) {
  const owner = userId ?? GUEST;
  const previous = readWork(storage, now);
  const kept = designs.slice(0, WORK_MAX_DESIGNS);
  if (current && !kept.some((d) => d.id === current.id)) kept.push(current);
  if (kept.length === 0) return; // nothing made yet: leave any earlier record alone
  const pendingSave = previous?.owner === owner ? previous.pendingSave : [];
  const work: TKeptWork = { v: 1, owner, savedAt: now, designs: kept, currentId: current?.id ?? null, pendingSave };
  storage.set(WORK_KEY, JSON.stringify(work));
}

/** A guest pressed 'Sign Up to Save': remember which design to save once they have an account. */
export function markForSaving(storage: TSafeStorage, design: TGeneratedDesign, designs: TGeneratedDesign[], now = Date.now()) {
  keepWork(storage, null, designs, design, now);
  const work = readWork(storage, now);
  if (!work) return;
  if (!work.pendingSave.includes(design.id)) work.pendingSave.push(design.id);
  storage.set(WORK_KEY, JSON.stringify(work));
}

/** A pending save was done (or failed for good): stop trying it. */
export function settleClaim(storage: TSafeStorage, designId: string, now = Date.now()) {
  const work = readWork(storage, now);
  if (!work) return;
  work.pendingSave = work.pendingSave.filter((id) => id !== designId);
  storage.set(WORK_KEY, JSON.stringify(work));
}

export const workStorage = () => safeStorage('local');
