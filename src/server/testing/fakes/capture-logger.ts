// A logger for tests that keeps every line, so a test can check what adapters log.
import type { TProviderLogger } from '../../providers/types';

export interface TCapturedLine {
  level: 'debug' | 'info' | 'warn' | 'error';
  obj: object;
  msg?: string;
}

export interface TCaptureLogger extends TProviderLogger {
  lines: TCapturedLine[];
  /** Everything logged, as one string to search. */
  text(): string;
}

export function captureLogger(): TCaptureLogger {
  const lines: TCapturedLine[] = [];
  const at = (level: TCapturedLine['level']) => (obj: object, msg?: string) =>
    void lines.push({ level, obj, msg });
  return {
    lines,
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    text: () => JSON.stringify(lines),
  };
}

/** Awaits a promise that must reject and returns what it threw. */
export async function rejectionOf(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected the call to fail, but it succeeded');
}
