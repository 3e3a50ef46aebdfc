// V8 compiles a function the first time it is called, on the main thread. Nearly every function in
// React DOM runs while a prerendered page hydrates, so they were being compiled one by one inside
// that work: about half of /chat's longest hydration task on a phone. V8's explicit compile hint
// (the magic comment below, Chrome 136+) has it compile the whole file eagerly instead, on the
// background thread that streams the file in. Other browsers read it as a plain comment.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Marks the named output chunks for eager compilation. */
export function compileHintsPlugin(chunkNames: string[]): Plugin {
  return {
    name: 'inkglow-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunkNames.includes(chunk.name)) chunk.code = COMPILE_HINT + chunk.code;
    },
  };
}
