import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from './compile-hints';

type TBundle = Record<string, { type: 'chunk' | 'asset'; name: string; code?: string }>;

describe('compileHintsPlugin', () => {
  it('puts V8’s eager-compile hint on the named chunks only', () => {
    const bundle: TBundle = {
      'react-1.js': { type: 'chunk', name: 'react', code: 'export{}' },
      'page-1.js': { type: 'chunk', name: 'chat-page', code: 'export{}' },
      'index.css': { type: 'asset', name: 'index' },
    };
    const hook = compileHintsPlugin(['react']).generateBundle as (o: unknown, b: TBundle) => void;
    hook({}, bundle);
    expect(bundle['react-1.js'].code).toBe(`${COMPILE_HINT}export{}`);
    expect(COMPILE_HINT.startsWith('//# allFunctionsCalledOnLoad')).toBe(true);
    expect(bundle['page-1.js'].code).toBe('export{}');
  });
});
