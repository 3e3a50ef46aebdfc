import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline classic script by its exact text', () => {
    const html = '<head><script>var a=1;</script><script>(function(){})();</script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha('var a=1;'), sha('(function(){})();')]);
  });

  it('leaves out scripts with a src, module scripts and JSON data', () => {
    const html =
      '<script src="/x.js"></script><script type="module" src="/m.js"></script>' +
      '<script type="application/json" id="d">{"a":1}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('hashes non-ASCII text as UTF-8, as browsers do', () => {
    expect(inlineScriptHashes('<script>"é"</script>')).toEqual([sha('"é"')]);
  });
});
