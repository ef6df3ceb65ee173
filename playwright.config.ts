import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const port = Number(process.env.BROWSER_TEST_PORT ?? 8091);

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * Tests of what only the full browser does carry this tag: its popup blocker (the headless shell
 * lets a tab open with no click behind it, so a test that a tab opens would pass there for the
 * wrong reason).
 */
const fullChromium = /@full-chromium/;
/** `@mobile` tests run on the phone as well; the lookaheads ask for both tags at once. */
const mobileFullChromium = /^(?=.*@mobile)(?=.*@full-chromium)/;

// Debian's Chromium only (scripts/chromium.mjs): Playwright must never download a browser of its own.
// Its headless shell for every test but the `@full-chromium` ones, which run on the full browser.
export default defineConfig({
  testDir: 'test/browser',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  // One worker more than cores: a quarter of the time the workers wait on the browser, timers and
  // the fixture server, and a third worker fills it (2 cores: 100.6 s → 80.2 s for 112 tests, CPU idle 24 % → 11 %).
  workers: availableParallelism() + 1,
  retries: 0,
  // The list as it runs, then the ten slowest spec files (test/browser/reporters/slowest-files.ts).
  reporter: [['list'], ['./test/browser/reporters/slowest-files.ts']],
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions({ shell: true }),
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: desktop, grepInvert: fullChromium },
    { name: 'mobile', use: phone, grep: /@mobile/, grepInvert: fullChromium },
    { name: 'desktop-full-chromium', use: { ...desktop, launchOptions: chromiumLaunchOptions() }, grep: fullChromium },
    { name: 'mobile-full-chromium', use: { ...phone, launchOptions: chromiumLaunchOptions() }, grep: mobileFullChromium },
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
