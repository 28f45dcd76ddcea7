import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { benchBundle } from './bundle';

/** `npm run bench`: prints figures; it asserts nothing. */
async function main(): Promise<void> {
  if (!existsSync('dist/index.html') || process.env.BENCH_BUILD !== '0') {
    execSync('npx vite build', { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  await benchBundle();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
