/** Debian's Chromium (or CHROME_PATH), launched with the same arguments as the browser tests. */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions, chromiumPath } from '../scripts/chromium.mjs';
import { BenchError } from './errors.ts';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new BenchError(`Chromium not found at ${chromiumPath}: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH. Nothing is downloaded.`);
  }
  return chromium.launch(chromiumLaunchOptions());
}
