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
