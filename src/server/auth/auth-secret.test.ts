import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth-secret';

describe('resolveAuthSecret', () => {
  it('uses the configured secret', () => {
    expect(resolveAuthSecret('x'.repeat(40), '/nonexistent')).toBe('x'.repeat(40));
  });

  it('generates a secret once, keeps it private, and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inkglow-secret-'));
    const first = resolveAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(undefined, dir)).toBe(first);
  });
});
