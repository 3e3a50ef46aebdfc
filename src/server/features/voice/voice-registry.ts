// Concurrent voice sessions per process and per user (or guest address). In memory on purpose: a
// voice session is one socket held by this process, so the count lives with it.
import { VOICE_MESSAGES } from '../../../core/voice/voice-schemas';

export class VoiceRegistry {
  private total = 0;
  private readonly perOwner = new Map<string, number>();

  constructor(private readonly limits: { maxSessions: number; maxSessionsPerUser: number }) {}

  /** Takes a place for `owner`, or says why not. The returned release is idempotent. */
  acquire(owner: string): { ok: true; release: () => void } | { ok: false; message: string } {
    if (this.total >= this.limits.maxSessions) return { ok: false, message: VOICE_MESSAGES.serverBusy };
    const mine = this.perOwner.get(owner) ?? 0;
    if (mine >= this.limits.maxSessionsPerUser) return { ok: false, message: VOICE_MESSAGES.userBusy };
    this.total++;
    this.perOwner.set(owner, mine + 1);
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        this.total--;
        const left = (this.perOwner.get(owner) ?? 1) - 1;
        if (left > 0) this.perOwner.set(owner, left);
        else this.perOwner.delete(owner);
      },
    };
  }

  get active(): number {
    return this.total;
  }
}
