import { describe, expect, it } from 'vitest';
import { trustedOrigins } from './auth';

describe('trustedOrigins', () => {
  it('is PUBLIC_URL for a real host', () => {
    expect(trustedOrigins(new URL('https://inkglow.example/app'))).toEqual(['https://inkglow.example']);
  });
  it('accepts both loopback spellings on a local default', () => {
    expect(trustedOrigins(new URL('http://localhost:3000'))).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });
});
