// npm start: build the client when dist/ is missing or stale, then run the reference server.
// Both run as direct children of this process (node itself, no npx or shell in between), and
// SIGINT/SIGTERM/SIGHUP sent to this process reach them (scripts/lib/child.mjs); the exit code is
// the server's. Stopping npm itself ends only the shell npm runs this script in: run by npm, this
// script stops (as on SIGTERM) when that shell has gone. Either pid frees the port.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runChild, watchParent } from './lib/child.mjs';

if (process.env.npm_lifecycle_event) {
  watchParent(() => {
    // As if npm's SIGTERM had reached this process: the running child gets it; with none, stop here.
    if (process.listenerCount('SIGTERM') > 0) process.emit('SIGTERM', 'SIGTERM');
    else process.exit(143);
  });
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.env.DIST_DIR || 'dist');
const distIndex = path.join(distDir, 'index.html');
const distConsoleIndex = path.join(distDir, 'console', 'index.html');

/** Newest modification time (ms) of a file or of any file below a directory; 0 when missing. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
}

function needsBuild() {
  if (!existsSync(distIndex) || !existsSync(distConsoleIndex)) return true;
  const built = statSync(distIndex).mtimeMs;
  // console/ holds the console's pages (and its server routes, which a rebuild does not hurt).
  const sources = ['src', 'index.html', 'console', 'vite.config.ts'].map((name) =>
    newest(path.join(root, name)),
  );
  return Math.max(...sources) > built;
}

if (needsBuild()) {
  console.log('Building the seller back office (vite build)...');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const outDir = process.env.DIST_DIR ? ['--outDir', distDir, '--emptyOutDir'] : [];
  const status = await runChild(process.execPath, [vite, 'build', ...outDir], { cwd: root });
  if (status !== 0) {
    console.error('The build failed or was stopped; the server was not started.');
    process.exit(status);
  }
}

// `node --import tsx` runs the TypeScript in this very child (the tsx command would add a process).
const tsx = import.meta.resolve('tsx');
process.exit(
  await runChild(process.execPath, ['--import', tsx, path.join('server', 'main.ts')], { cwd: root }),
);
