// One rule for every piece of text the API takes: no NUL character (PostgreSQL cannot store it) and
// no lone UTF-16 surrogate (not a character at all; JSON allows it, UTF-8 cannot carry it).
// Lengths are each schema's own business (names: 100).

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const NAME_MAX_LENGTH = 100;

export type TTextProblem = 'nul' | 'surrogate';

export function textProblem(text: string): TTextProblem | null {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

export const TEXT_PROBLEM_MESSAGES: Record<TTextProblem, string> = {
  nul: 'contains a NUL character, which is not allowed',
  surrogate: 'contains an invalid character (a lone UTF-16 surrogate)',
};

/**
 * The first string inside `value` (any depth, keys included) that breaks the rule, with its path
 * (`body.attributes.subject`), or null. Depth and breadth are bounded by the body size limit.
 */
export function findBadText(value: unknown, path = ''): { path: string; problem: TTextProblem } | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path: path || 'value', problem } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBadText(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { path: path || 'value', problem: keyProblem };
      const found = findBadText(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}
