import { describe, expect, it } from 'vitest';
import { EMAIL_NOT_CONFIRMED, SIGN_IN_FALLBACK, authErrorMessage } from './auth-messages';

describe('authErrorMessage', () => {
  it('replaces an unconfirmed e-mail with the spec wording', () => {
    expect(
      authErrorMessage(
        { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified', status: 403 },
        SIGN_IN_FALLBACK,
      ),
    ).toBe(EMAIL_NOT_CONFIRMED);
    expect(authErrorMessage({ message: 'Email not confirmed' }, SIGN_IN_FALLBACK)).toBe(
      EMAIL_NOT_CONFIRMED,
    );
  });

  it("keeps the server's message for client errors (rate limit, common password)", () => {
    const message = 'Too many attempts. Please try again in 15 minutes.';
    expect(authErrorMessage({ code: 'RATE_LIMITED', message, status: 429 }, SIGN_IN_FALLBACK)).toBe(
      message,
    );
  });

  it('falls back when there is no usable message or the server failed', () => {
    expect(authErrorMessage(undefined, SIGN_IN_FALLBACK)).toBe(SIGN_IN_FALLBACK);
    expect(authErrorMessage({ message: '  ', status: 400 }, SIGN_IN_FALLBACK)).toBe(
      SIGN_IN_FALLBACK,
    );
    expect(
      authErrorMessage({ message: 'Internal Server Error', status: 500 }, SIGN_IN_FALLBACK),
    ).toBe(SIGN_IN_FALLBACK);
  });
});
