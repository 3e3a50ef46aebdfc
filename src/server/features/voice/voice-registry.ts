// Concurrent voice sessions. The per-process cap is counted in memory on purpose: it protects this
// process's sockets and CPU. The per-user (or per guest address) cap is counted in the database
// (leases in the shared rate_limit table, db/lease.repository.ts), so a user cannot open more by
// landing on other processes behind a load balancer. Leases are renewed while the session lives and
// free themselves if a process dies.
import { VOICE_MESSAGES } from '../../../core/voice/voice-schemas';

export interface TSessionLease {
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

/** The shared store of per-user leases (createLeaseRepository(app.db) in the app). */
export interface TSessionLeases {
  acquire(key: string, max: number, ttlMs: number): Promise<TSessionLease | null>;
}

export interface TVoicePlace {
  ok: true;
  /** Idempotent. */
  release: () => void;
}

/** A lease lives this long without renewal; renewed every third of it. */
export const VOICE_LEASE_TTL_MS = 90_000;

export function createVoiceRegistry(
  limits: { maxSessions: number; maxSessionsPerUser: number },
  leases: TSessionLeases,
  onLeaseError: (error: unknown) => void = () => {},
) {
  let total = 0;

  return {
    /** Takes a place for `owner` (e.g. `user:<id>`), or says why not. */
    async acquire(owner: string): Promise<TVoicePlace | { ok: false; message: string }> {
      if (total >= limits.maxSessions) return { ok: false, message: VOICE_MESSAGES.serverBusy };
      total++; // held while the database answers, so a burst cannot overshoot this process's cap
      let lease: TSessionLease | null;
      try {
        lease = await leases.acquire(
          `voice:${owner}`,
          limits.maxSessionsPerUser,
          VOICE_LEASE_TTL_MS,
        );
      } catch (error) {
        total--;
        throw error;
      }
      if (!lease) {
        total--;
        return { ok: false, message: VOICE_MESSAGES.userBusy };
      }
      const held = lease;
      const renewal = setInterval(
        () => void held.renew().catch(onLeaseError),
        VOICE_LEASE_TTL_MS / 3,
      );
      renewal.unref();
      let released = false;
      return {
        ok: true,
        release: () => {
          if (released) return;
          released = true;
          total--;
          clearInterval(renewal);
          void held.release().catch(onLeaseError);
        },
      };
    },

    get active(): number {
      return total;
    },
  };
}
export type TVoiceRegistry = ReturnType<typeof createVoiceRegistry>;
