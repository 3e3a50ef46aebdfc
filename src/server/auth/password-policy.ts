// Password rules shared by sign-up, reset and change: 6 to 128 characters (seed-spec §5, §9) and not
// one of the 10,000 most common passwords (list and licence: db/seed-data/common-passwords.md).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords and is easy to guess. Please choose a different one.';

const listFile = fileURLToPath(new URL('../db/seed-data/common-passwords.txt', import.meta.url));

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

// Beyond the list: the weakest shapes of password (ASVS 5 spirit), judged by zxcvbn-ts with the
// account's own e-mail and the product's name as personal data. Only zxcvbn's lowest score (0:
// guessed in under a thousand tries) is refused, each time with the reason.
const PRODUCT_WORDS = ['inkglow', 'ink glow', 'ink-glow', 'tattoo'];

type TZxcvbn = { check(password: string, userInputs: string[]): Promise<TZxcvbnResult> | TZxcvbnResult };
interface TZxcvbnResult {
  score: number;
  sequence: { pattern: string; dictionaryName?: string }[];
}

let zxcvbn: Promise<TZxcvbn> | undefined;
function strengthChecker(): Promise<TZxcvbn> {
  // The dictionaries are a few megabytes: loaded on the first password, not at start.
  zxcvbn ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    }) as unknown as TZxcvbn;
  })();
  return zxcvbn;
}

export interface TPasswordProblem {
  code: string;
  message: string;
}

const weak = (code: string, why: string): TPasswordProblem => ({
  code,
  message: `This password is too easy to guess: ${why}. Please choose a stronger one.`,
});

/** Why this password is refused, or null when it is acceptable. */
export async function passwordProblem(password: string, email?: string): Promise<TPasswordProblem | null> {
  if (!password.trim()) return weak('PASSWORD_BLANK', 'it is only spaces');
  if (isCommonPassword(password)) return { code: 'PASSWORD_TOO_COMMON', message: COMMON_PASSWORD_MESSAGE };
  const personal = [...PRODUCT_WORDS];
  if (email) personal.push(email.toLowerCase(), email.split('@')[0].toLowerCase());
  const lowered = password.trim().toLowerCase();
  if (email && personal.slice(PRODUCT_WORDS.length).includes(lowered)) return weak('PASSWORD_IS_EMAIL', 'it is your e-mail address');
  const result = await (await strengthChecker()).check(password, personal);
  if (result.score > 0) return null;
  const patterns = new Set(result.sequence.map((m) => m.pattern));
  if (result.sequence.some((m) => m.dictionaryName === 'userInputs')) {
    return weak('PASSWORD_PERSONAL', "it is made of your e-mail or the site's name");
  }
  if (patterns.has('repeat')) return weak('PASSWORD_REPEATS', 'it repeats the same characters');
  if (patterns.has('sequence')) return weak('PASSWORD_SEQUENCE', 'it is a sequence like abc or 123');
  if (patterns.has('spatial')) return weak('PASSWORD_KEYBOARD', 'it is a row of keys on the keyboard');
  return weak('PASSWORD_WEAK', 'it is a common word or name');
}
