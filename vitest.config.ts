import { defineConfig } from 'vitest/config';

// Node is the default environment; web tests opt into jsdom with a `@vitest-environment jsdom` docblock.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['./src/testing-setup.ts'],
  },
});
