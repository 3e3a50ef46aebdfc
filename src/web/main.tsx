import './lib/zod-jitless';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

/** Lets the browser paint and handle input between two pieces of start-up work. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The app's libraries are evaluated one by one, each in its own task with a yield between, rather
// than as one static import graph in a single task: on a phone that one task ran for hundreds of
// milliseconds (Lighthouse's total blocking time), while the prerendered page waited to respond.
// The files themselves are already being fetched in parallel (the boot script preloads them).
// Each import names what start.tsx uses: a bare import('package') would keep all its exports.
async function boot(root: HTMLElement) {
  const { hydrateRoot } = await import('react-dom/client');
  await yieldToMain();
  const { RouterProvider } = await import('react-router/dom');
  await yieldToMain();
  const { QueryClient } = await import('@tanstack/react-query');
  await yieldToMain();
  // tailwind-merge builds its lookup tables on its first call (several milliseconds on a phone):
  // made here, in a task of its own, rather than inside the first render's.
  const { cn } = await import('./lib/utils');
  cn('px-1', 'px-2');
  await yieldToMain();
  if (!hydrateRoot || !RouterProvider || !QueryClient) throw new Error('the app libraries did not load');
  const { start } = await import('./app/start');
  await start(root);
}

void boot(container);
