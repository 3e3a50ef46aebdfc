// Adds DOM matchers (toBeInTheDocument, ...) for tests that run in jsdom; harmless in node.
import '@testing-library/jest-dom/vitest';

// findBy*/waitFor wait up to 5 s, not 1 s: parts that load on demand (dialogs, the Markdown
// renderer) import their modules first, which on a loaded CI machine took over a second. A
// failing expectation still fails, only later. (Only in jsdom: node tests need no DOM library.)
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}
