import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.FREE_DAILY_GENERATIONS).toBe(25);
    expect(config.EMBED_ALLOWED_ORIGINS).toEqual([]);
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('rejects a bad PORT naming the variable in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT /);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('rejects other bad values by name', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ EMBED_ALLOWED_ORIGINS: 'not a url' })).toThrow(/EMBED_ALLOWED_ORIGINS/);
    expect(() => loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'maybe' })).toThrow(/REQUIRE_EMAIL_VERIFICATION/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });

  it('parses origins and treats empty strings as unset', () => {
    const config = loadConfig({ EMBED_ALLOWED_ORIGINS: 'https://a.example, https://b.example/path', PORT: '' });
    expect(config.EMBED_ALLOWED_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.PORT).toBe(3000);
  });
});
