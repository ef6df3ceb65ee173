// The one place that says which Chromium every launch uses and with which arguments: the browser
// tests (playwright.config.ts), the benchmark (bench/browser.ts) and scripts/ensure-chromium.mjs.
// Debian's Chromium only: nothing here, or anywhere, ever downloads a browser build.

/** Where Debian's chromium package puts the browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The browser to launch: CHROME_PATH when set, else Debian's. */
export const chromiumPath = process.env.CHROME_PATH || DEBIAN_CHROMIUM;

/** Whether CHROME_PATH chose the browser (an error message then names the variable). */
export const chromiumFromEnv = Boolean(process.env.CHROME_PATH);

/** Chromium's sandbox refuses to start as root (CI containers run as root). */
export const runningAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Launch arguments: no sandbox as root, and nothing that talks to Google or varies between runs. */
export const chromiumArgs = Object.freeze([
  ...(runningAsRoot ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/**
 * Playwright's default arguments it must not add: `--disable-popup-blocking` would let a test pass
 * a new tab that a shopper's browser blocks (a `window.open` after an `await` loses the click).
 */
export const ignoredDefaultArgs = Object.freeze(['--disable-popup-blocking']);

/** Playwright's `launchOptions` / `chromium.launch()` options for that browser. */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath, args: [...chromiumArgs], ignoreDefaultArgs: [...ignoredDefaultArgs] };
}
