import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { preactAlias } from './scripts/aliases.mjs';

// Unit tests run the code the way the default bundle ships it: React API on preact/compat.
export default defineConfig({
  resolve: { alias: preactAlias },
  test: {
    environment: 'happy-dom',
    include: ['test/unit/**/*.test.{ts,tsx}'],
    // Three real builds, run on their own after the unit suite (`npm run test:build`): beside it
    // they took the cores the other files' first renders need, and those hit the 5 s timeout.
    exclude: ['test/unit/build/reproducible.test.ts', 'node_modules/**'],
    setupFiles: ['test/unit/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Vitest's default leaves a core idle (cores − 1): one worker on a 2-core machine, 211 s for the
    // suite; every core gives 97 s there (issue 29).
    maxWorkers: availableParallelism(),
  },
});
