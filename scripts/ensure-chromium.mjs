// Browser tests drive Debian's Chromium; nothing here ever downloads a browser build.
// Missing: install it with apt-get when running as root, otherwise say exactly what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEBIAN_CHROMIUM, chromiumFromEnv, chromiumPath as wanted, runningAsRoot } from './chromium.mjs';

if (existsSync(wanted)) process.exit(0);

if (chromiumFromEnv) {
  console.error(`CHROME_PATH points at ${wanted}, which does not exist. Point it at a Chromium binary or unset it to use ${DEBIAN_CHROMIUM}.`);
  process.exit(1);
}

if (!runningAsRoot) {
  console.error(`Browser tests need Debian's Chromium at ${DEBIAN_CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nor set CHROME_PATH to a Chromium binary.`);
  process.exit(1);
}

console.log('Chromium is missing: installing Debian\'s chromium package with apt-get…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
if (!existsSync(wanted)) {
  console.error(`apt-get finished but ${DEBIAN_CHROMIUM} is still missing.`);
  process.exit(1);
}
