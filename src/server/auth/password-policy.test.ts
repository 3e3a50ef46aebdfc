import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('refuses the weakest passwords, each with its reason', async () => {
    const cases: [string, string | undefined, string][] = [
      ['      ', undefined, 'PASSWORD_BLANK'],
      ['aaaaaa', undefined, 'PASSWORD_REPEATS'],
      ['zzzzzzzz', undefined, 'PASSWORD_REPEATS'],
      ['password123', undefined, 'PASSWORD_TOO_COMMON'],
      ['abcdef', undefined, 'PASSWORD_SEQUENCE'],
      ['lmnopqrs', undefined, 'PASSWORD_SEQUENCE'],
      ['inkglow', undefined, 'PASSWORD_PERSONAL'],
      ['ada.lovelace', 'ada.lovelace@example.test', 'PASSWORD_IS_EMAIL'],
      ['Ada.Lovelace@example.test', 'ada.lovelace@example.test', 'PASSWORD_IS_EMAIL'],
    ];
    for (const [password, email, code] of cases) {
      const problem = await passwordProblem(password, email);
      expect(problem?.code, password).toBe(code);
      expect(problem?.message).toMatch(code === 'PASSWORD_TOO_COMMON' ? COMMON_PASSWORD_MESSAGE : /^This password is too easy to guess: .+\. Please choose a stronger one\.$/);
    }
  });

  it('accepts passwords that are not trivially guessed (the spec minimum of 6 stays)', async () => {
    for (const password of ['tattoo-Glow-6', 'ink-Glow-e2e-42', 'sunset77', 'Koi fish 1998']) {
      expect(await passwordProblem(password, 'someone@example.test'), password).toBeNull();
    }
  });
});
