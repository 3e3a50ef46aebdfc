// Browser storage that never throws: inside a frame with storage blocked (or in private modes) reads
// return null and writes are skipped (seed-spec §4).
export interface TSafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function safeStorage(kind: 'local' | 'session'): TSafeStorage {
  const area = (): Storage | null => {
    try {
      return kind === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      try {
        return area()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        area()?.setItem(key, value);
      } catch {
        // blocked or full: skip
      }
    },
    remove(key) {
      try {
        area()?.removeItem(key);
      } catch {
        // blocked: nothing to remove
      }
    },
  };
}
