import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { preactAlias } from './scripts/aliases.mjs';

// Unit tests run the code the way the default bundle ships it: React API on preact/compat.
export default defineConfig({
  resolve: { alias: preactAlias },
  test: {
    environment: 'happy-dom',
    include: ['test/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['test/unit/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Vitest's default leaves a core idle (cores − 1): one worker on a 2-core machine, 211 s for the
    // suite; every core gives 97 s there (issue 29).
    maxWorkers: availableParallelism(),
  },
});
