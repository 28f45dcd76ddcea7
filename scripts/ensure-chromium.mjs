// Makes sure Debian's Chromium is present for the end-to-end tests (never a downloaded browser).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);
if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log('Chromium is missing: installing Debian package "chromium"...');
  execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' });
  process.exit(0);
}
console.error(
  `Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium` +
    ' (or set CHROMIUM_PATH).',
);
process.exit(1);
