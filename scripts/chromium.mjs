// The one place that says which Chromium every launch uses and with which arguments: the browser
// tests (playwright.config.ts), the benchmark (bench/browser.ts) and scripts/ensure-chromium.mjs.
// Debian's Chromium only: nothing here, or anywhere, ever downloads a browser build.

/** Where Debian's chromium package puts the browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell package (built from the same chromium sources): the same Blink
 * and V8 without the browser's windows, the build Playwright itself runs headless tests on. The
 * browser suite runs about a third faster on it (issue 29); what only the full browser does (its
 * popup blocker) is tested on `DEBIAN_CHROMIUM` (the `@full-chromium` tests).
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The Debian packages the tests and the benchmark use, each with the binary it installs. */
export const debianPackages = Object.freeze([
  { name: 'chromium', binary: DEBIAN_CHROMIUM },
  { name: 'chromium-headless-shell', binary: DEBIAN_HEADLESS_SHELL },
]);

/** The full browser: the benchmark and the `@full-chromium` tests. CHROME_PATH when set, else Debian's. */
export const chromiumPath = process.env.CHROME_PATH || DEBIAN_CHROMIUM;

/** The browser of every other browser test: CHROME_PATH when set (one browser for all), else Debian's headless shell. */
export const testChromiumPath = process.env.CHROME_PATH || DEBIAN_HEADLESS_SHELL;

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

/**
 * Playwright's `launchOptions` / `chromium.launch()` options: the full browser, or with
 * `{ shell: true }` the headless shell.
 */
export function chromiumLaunchOptions({ shell = false } = {}) {
  return { executablePath: shell ? testChromiumPath : chromiumPath, args: [...chromiumArgs], ignoreDefaultArgs: [...ignoredDefaultArgs] };
}
