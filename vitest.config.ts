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
  },
});
