import { describe, expect, it } from 'vitest';
import { pagePreloads, type TClientManifest } from './page-preloads';

const manifest: TClientManifest = {
  'index.html': { file: 'assets/index-a.js' },
  _react: { file: 'assets/react-b.js' },
  _select: { file: 'assets/select-d.js', imports: ['_react', '_icons'] },
  _icons: { file: 'assets/icons-e.js', imports: ['_react'] },
  'src/web/features/chat/chat-page.tsx': { file: 'assets/chat-page-c.js', imports: ['_react', '_select', '_icons'] },
};
const template = '<script>(function(){var e="/assets/index-a.js",p=["/assets/react-b.js"]})()</script>';

describe('pagePreloads', () => {
  it("lists the page module's chunk and its static imports once each, less what the template preloads", () => {
    expect(pagePreloads(manifest, ['src/web/features/chat/chat-page.tsx'], template)).toEqual([
      '/assets/chat-page-c.js',
      '/assets/select-d.js',
      '/assets/icons-e.js',
    ]);
  });

  it('lists nothing for modules the manifest does not know', () => {
    expect(pagePreloads(manifest, ['src/web/features/gone/gone-page.tsx'], template)).toEqual([]);
    expect(pagePreloads(manifest, [], template)).toEqual([]);
  });
});
