// npm start: build the client when dist/ is missing or stale, then run the reference server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.env.DIST_DIR || 'dist');
const distIndex = path.join(distDir, 'index.html');
const distConsoleIndex = path.join(distDir, 'console', 'index.html');
const shell = process.platform === 'win32';

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
  const outDir = process.env.DIST_DIR ? ['--outDir', distDir, '--emptyOutDir'] : [];
  const build = spawnSync('npx', ['vite', 'build', ...outDir], { cwd: root, stdio: 'inherit', shell });
  if (build.status !== 0) {
    console.error('The build failed; the server was not started.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn('npx', ['tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit', shell });
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
}
server.on('exit', (code) => process.exit(code ?? (stopping ? 0 : 1)));
