// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { BOOT_WAIT_CAP_MS, bootScript, IMAGE_PAINT_GRACE_MS, PRELOADS_PER_TASK, startupImports } from './defer-boot';

const scripts = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const run = () => new Function(bootScript('/assets/index-a.js', ['/assets/react-b.js']))();

/** A stand-in for the browser's largest-contentful-paint observer: `paint(element)` reports one. */
function stubPaintObserver() {
  const observers: ((list: { getEntries: () => { element: Element | null }[] }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { paint: (element: Element | null) => [...observers].forEach((cb) => cb({ getEntries: () => [{ element }] })) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', () => 1);
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('bootScript', () => {
  it('adds the entry and its preloads once the first largest paint is reported', () => {
    const observer = stubPaintObserver();
    document.body.innerHTML = '<h1>Hero</h1>';
    run();
    vi.advanceTimersByTime(BOOT_WAIT_CAP_MS - 1);
    expect(scripts()).toEqual([]);
    observer.paint(document.querySelector('h1'));
    expect(scripts()).toEqual(['/assets/index-a.js']);
    expect(preloads()).toEqual(['/assets/react-b.js']);
  });

  it('starts the preloads a few per task, then the entry', () => {
    const observer = stubPaintObserver();
    document.body.innerHTML = '<h1>Hero</h1>';
    const files = Array.from({ length: 2 * PRELOADS_PER_TASK + 2 }, (_, i) => `/assets/chunk-${i}.js`);
    new Function(bootScript('/assets/index-a.js', files))();
    observer.paint(document.querySelector('h1'));
    expect(preloads()).toEqual(files.slice(0, PRELOADS_PER_TASK));
    expect(scripts()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(files.slice(0, 2 * PRELOADS_PER_TASK));
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(files);
    expect(scripts()).toEqual(['/assets/index-a.js']);
  });

  it("preloads the page's own files after the start-up files, before the entry", () => {
    const observer = stubPaintObserver();
    document.body.innerHTML =
      '<h1>Chat</h1><script type="application/json" id="inkglow-preloads">["/assets/chat-page-c.js","/assets/select-d.js"]</script>';
    run();
    observer.paint(document.querySelector('h1'));
    expect(preloads()).toEqual(['/assets/react-b.js', '/assets/chat-page-c.js', '/assets/select-d.js']);
    expect(scripts()).toEqual(['/assets/index-a.js']);
  });

  it('boots with the start-up files alone when the page list is unreadable', () => {
    const observer = stubPaintObserver();
    document.body.innerHTML = '<h1>Chat</h1><script type="application/json" id="inkglow-preloads">not json</script>';
    run();
    observer.paint(document.querySelector('h1'));
    expect(preloads()).toEqual(['/assets/react-b.js']);
    expect(scripts()).toEqual(['/assets/index-a.js']);
  });

  it('waits for the priority image to be painted, not for the text painted before it', () => {
    const observer = stubPaintObserver();
    document.body.innerHTML = '<h1>Style</h1><img fetchpriority="high" src="/x.webp">';
    run();
    observer.paint(document.querySelector('h1'));
    expect(scripts()).toEqual([]);
    observer.paint(document.querySelector('img'));
    expect(scripts()).toEqual(['/assets/index-a.js']);
  });

  it('starts shortly after the priority image has loaded when its paint is never reported', () => {
    stubPaintObserver();
    document.body.innerHTML = '<img fetchpriority="high" src="/x.webp">';
    run();
    const img = document.querySelector('img')!;
    Object.defineProperty(img, 'naturalWidth', { value: 640 });
    img.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(IMAGE_PAINT_GRACE_MS - 1);
    expect(scripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scripts()).toEqual(['/assets/index-a.js']);
  });

  it('starts at once on a press, and at the latest after the cap', () => {
    stubPaintObserver();
    run();
    window.dispatchEvent(new Event('pointerdown'));
    expect(scripts()).toEqual(['/assets/index-a.js']);
    document.head.innerHTML = '';
    run();
    vi.advanceTimersByTime(BOOT_WAIT_CAP_MS);
    expect(scripts()).toEqual(['/assets/index-a.js']);
  });

  it('adds the entry only once however many signals come', () => {
    const observer = stubPaintObserver();
    run();
    observer.paint(null);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(BOOT_WAIT_CAP_MS);
    expect(scripts()).toHaveLength(1);
  });

  it('keeps to one frame where the paint API is missing', () => {
    let frame: FrameRequestCallback = () => {};
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => ((frame = callback), 1));
    vi.stubGlobal('PerformanceObserver', undefined);
    run();
    expect(scripts()).toEqual([]);
    frame(0);
    vi.advanceTimersByTime(0);
    expect(scripts()).toEqual(['/assets/index-a.js']);
  });

  it('keeps a quoted path from closing the script element', () => {
    expect(bootScript('/assets/</script>.js', [])).not.toContain('</script');
  });
});

describe('startupImports', () => {
  const chunk = (imports: string[]) => ({ type: 'chunk', imports });
  const bundle = {
    'assets/react.js': chunk(['assets/index.js']),
    'assets/router.js': chunk(['assets/react.js']),
    'assets/start.js': chunk(['assets/router.js', 'assets/utils.js']),
    'assets/utils.js': chunk([]),
    'assets/page.js': chunk(['assets/dialog.js']),
    'assets/dialog.js': chunk([]),
    'assets/index.css': { type: 'asset' },
  } as unknown as OutputBundle;

  it('lists what the entry imports at start-up and their static imports, once each', () => {
    expect(startupImports(['assets/react.js', 'assets/router.js', 'assets/start.js'], bundle)).toEqual([
      'assets/react.js',
      'assets/router.js',
      'assets/start.js',
      'assets/utils.js',
    ]);
  });

  it('skips files that are not chunks of this bundle', () => {
    expect(startupImports(['assets/index.css', 'assets/missing.js'], bundle)).toEqual([]);
  });
});
