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
