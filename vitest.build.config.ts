import { defineConfig } from 'vitest/config';

// `npm run test:build`: the build's reproducibility (test/unit/build/reproducible.test.ts), three
// real builds, alone so that they compete with no other test for the cores.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/unit/build/reproducible.test.ts'],
  },
});
