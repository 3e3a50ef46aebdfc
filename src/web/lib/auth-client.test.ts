import { describe, expect, it } from 'vitest';
import { avatarInitial, displayName } from './auth-client';

describe('avatarInitial (seed-spec §2: username, else full name, else e-mail, else ?)', () => {
  it('prefers the username, then the full name, then the e-mail', () => {
    expect(avatarInitial({ username: 'sailor', full_name: 'Jerry' }, 'x@y.z')).toBe('S');
    expect(avatarInitial({ username: null, full_name: 'jerry Collins' }, 'x@y.z')).toBe('J');
    expect(avatarInitial({ username: ' ', full_name: null }, 'zed@y.z')).toBe('Z');
    expect(avatarInitial(null, null)).toBe('?');
  });
});

describe('displayName (full name, else username, else e-mail)', () => {
  it('picks the first one set', () => {
    expect(displayName({ username: 'sailor', full_name: 'Jerry Collins' }, 'x@y.z')).toBe('Jerry Collins');
    expect(displayName({ username: 'sailor', full_name: '' }, 'x@y.z')).toBe('sailor');
    expect(displayName(null, 'x@y.z')).toBe('x@y.z');
  });
});
