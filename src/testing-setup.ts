// Adds DOM matchers (toBeInTheDocument, ...) for tests that run in jsdom; harmless in node.
import '@testing-library/jest-dom/vitest';
