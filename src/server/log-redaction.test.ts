import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError, serializeRequest } from './log-redaction';

describe('redactUrl', () => {
  it('removes one-time tokens from paths and queries, keeps the rest', () => {
    expect(redactUrl('/api/auth/reset-password/abc123?callbackURL=%2Freset')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset',
    );
    expect(redactUrl('/api/auth/verify-email?token=eyJhbGci.x.y&callbackURL=/')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=/',
    );
    expect(redactUrl('/api/auth/oauth2/callback/google?code=4/0Ab&state=xyz')).toBe(
      '/api/auth/oauth2/callback/google?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/api/catalog/styles?trait=bold&q=rose')).toBe('/api/catalog/styles?trait=bold&q=rose');
    expect(redactUrl('/api/x?api%5Fkey=sk-1')).toBe('/api/x?api%5Fkey=[redacted]');
  });

  it('removes key-shaped values pasted where an id goes, keeps ids, slugs and asset names', () => {
    const key = 'sk-proj-Ab3dE6gH9jK2mN5pQ8sT1vW4';
    const long = 'x7Kq2Vb9Lm4Np8Rs1Tu5Wx3Yz6Ac0De9Fg2';
    expect(redactUrl(`/api/images/${key}/print.png`)).toBe('/api/images/[redacted]/print.png');
    expect(redactUrl(`/api/generations/${long}`)).toBe('/api/generations/[redacted]');
    expect(redactUrl(`/api/images/sk%2Dproj-Ab3dE6gH9jK2`)).toBe('/api/images/[redacted]');
    expect(redactUrl(`/api/images/x?w=${key}&download=a`)).toBe('/api/images/x?w=[redacted]&download=a');
    const id = '/api/images/3f2a9c4e-1b7d-4e8a-9c3f-2d6b8a1e5f70?w=640';
    expect(redactUrl(id)).toBe(id);
    const kept = '/api/catalog/styles/american-traditional-blackwork-and-more?q=skull';
    expect(redactUrl(kept)).toBe(kept);
    expect(redactUrl('/assets/index-B3x9Kq2a.js')).toBe('/assets/index-B3x9Kq2a.js');
    const back = '/api/auth/x?callbackURL=http%3A%2F%2Flocalhost%3A3000%2Fauth%2Fdone%3Fstep%3D2';
    expect(redactUrl(back)).toBe(back);
  });

  it('removes keys and tokens however they are pasted: inside a value, bare, as a name, base64, Bearer', () => {
    const key = 'sk-proj-Ab3dE6gH9jK2mN5pQ8sT1vW4';
    expect(redactUrl(`/api/x?q=${encodeURIComponent(`my key ${key}`)}&n=2`)).toBe('/api/x?q=[redacted]&n=2');
    expect(redactUrl(`/api/x?${key}`)).toBe('/api/x?[redacted]');
    expect(redactUrl(`/api/x?${key}=1`)).toBe('/api/x?[redacted]=1');
    expect(redactUrl('/api/x?auth=Bearer%20abc&session=s1&sid=s2&design=rose')).toBe(
      '/api/x?auth=[redacted]&session=[redacted]&sid=[redacted]&design=rose',
    );
    expect(redactUrl('/api/x?b=Tm90QVJlYWxLZXlCdXRMb29rc0xpa2VPbmU%2B%2FZm9yVGVzdHM%3D')).toBe('/api/x?b=[redacted]');
    expect(redactUrl(`/api/designs/Bearer%20eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9`)).toBe('/api/designs/[redacted]');
    expect(redactUrl(`/api/generations/key=${key}`)).toBe('/api/generations/[redacted]');
    expect(redactUrl(`/api/images/${key}%zz`)).toBe('/api/images/[redacted]');
    expect(redactUrl(`/api/images/a#${key}`)).toBe('/api/images/a');
  });

  it('serialises a request with the redacted URL', () => {
    expect(serializeRequest({ method: 'GET', url: '/a?token=t', ip: '127.0.0.1' })).toEqual({
      method: 'GET',
      url: '/a?token=[redacted]',
      route: undefined,
      remoteAddress: '127.0.0.1',
    });
  });
});

describe('serializeError', () => {
  it('keeps the statement but not the parameters of a failed query, down the cause chain', () => {
    const pgError = Object.assign(new Error('duplicate key value'), { detail: 'Key (username)=(secret-name) already exists.' });
    const error = new DrizzleQueryError('insert into "profiles" ("username") values ($1)', ['secret-name'], pgError);
    const text = JSON.stringify(serializeError(error));
    expect(text).toContain('insert into \\"profiles\\"');
    expect(text).not.toContain('secret-name');
    expect(text).toContain('duplicate key value');
  });

  it('passes non-errors through', () => {
    expect(serializeError('plain' as unknown as Error)).toBe('plain');
  });
});
