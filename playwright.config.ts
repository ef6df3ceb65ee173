import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const port = Number(process.env.BROWSER_TEST_PORT ?? 8091);

// Debian's Chromium only (scripts/chromium.mjs): Playwright must never download a browser of its own.
export default defineConfig({
  testDir: 'test/browser',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The list as it runs, then the ten slowest spec files (test/browser/reporters/slowest-files.ts).
  reporter: [['list'], ['./test/browser/reporters/slowest-files.ts']],
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, grep: /@mobile/ },
  ],
  webServer: {
    command: 'node --import tsx fixtures/server/main.ts',
    url: `http://localhost:${port}/qa/`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
  },
});
