import { describe, expect, it } from 'vitest';
import { containsSecret, quoteUnlessSecret } from './secret-shape';

describe('containsSecret', () => {
  it('finds keys and tokens anywhere in the text', () => {
    for (const text of [
      'sk-proj-Ab3dE6gH9jK2mN5p',
      'my key is sk_live_Ab3dE6gH9jK2 thanks',
      'key=sk-Ab3dE6gH9jK2',
      'Bearer abcdefgh12345678',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9',
      '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b',
      'x7Kq2Vb9Lm4Np8Rs1Tu5Wx3Yz6Ac0De9Fg2',
      'Tm90QVJlYWxLZXlCdXRMb29rc0xpa2VPbmU+/Zm9yVGVzdHM=',
    ]) {
      expect(containsSecret(text), text).toBe(true);
    }
  });

  it('leaves ids, slugs, model names, paths and sentences alone', () => {
    for (const text of [
      '3f2a9c4e-1b7d-4e8a-9c3f-2d6b8a1e5f70',
      'american-traditional-blackwork-and-more',
      'chatgpt-image-1',
      'flux-pro-1.1-ultra',
      'index-B3x9Kq2a.js',
      'http://localhost:3000/auth/done?step=2',
      '/api/catalog/styles/japanese/examples/2024/01',
      'a rose with a skull, fine line, 5 cm',
      'task-scheduler',
    ]) {
      expect(containsSecret(text), text).toBe(false);
    }
  });

  it('quotes text back unless it holds a secret', () => {
    expect(quoteUnlessSecret('flux-pro')).toBe('flux-pro');
    expect(quoteUnlessSecret('sk-proj-Ab3dE6gH9jK2mN5p')).toBe('[redacted]');
  });
});
