// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootScript } from './defer-boot';

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

const scripts = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('bootScript', () => {
  it('adds the entry and its preloads only after the first frame', () => {
    let frame: FrameRequestCallback = () => {};
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => ((frame = callback), 1));
    vi.useFakeTimers();
    new Function(bootScript('/assets/index-a.js', ['/assets/react-b.js']))();
    expect(scripts()).toEqual([]);
    frame(0);
    vi.runAllTimers();
    vi.useRealTimers();
    expect(scripts()).toEqual(['/assets/index-a.js']);
    expect(preloads()).toEqual(['/assets/react-b.js']);
  });

  it('keeps a quoted path from closing the script element', () => {
    expect(bootScript('/assets/</script>.js', [])).not.toContain('</script');
  });
});
