// Browser tests drive Debian's Chromium (the headless shell, and the full browser for what only it
// does); nothing here ever downloads a browser build. Missing: install the Debian packages with
// apt-get when running as root, otherwise say exactly what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumFromEnv, chromiumPath, debianPackages, runningAsRoot } from './chromium.mjs';

if (chromiumFromEnv) {
  if (existsSync(chromiumPath)) process.exit(0);
  console.error(`CHROME_PATH points at ${chromiumPath}, which does not exist. Point it at a Chromium binary or unset it to use Debian's packages.`);
  process.exit(1);
}

const missing = debianPackages.filter(({ binary }) => !existsSync(binary));
if (missing.length === 0) process.exit(0);
const names = missing.map(({ name }) => name);

if (!runningAsRoot) {
  console.error(`Browser tests need Debian's ${missing.map(({ name, binary }) => `${name} (${binary})`).join(' and ')}. Install with:\n  sudo apt-get update && sudo apt-get install -y ${names.join(' ')}\nor set CHROME_PATH to a Chromium binary.`);
  process.exit(1);
}

console.log(`Installing Debian's ${names.join(' and ')} with apt-get…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env });
const still = missing.filter(({ binary }) => !existsSync(binary));
if (still.length > 0) {
  console.error(`apt-get finished but ${still.map(({ binary }) => binary).join(' and ')} is still missing.`);
  process.exit(1);
}
