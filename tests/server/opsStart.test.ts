import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` (scripts/start.mjs) stops with its server: SIGTERM to the script's pid, or to npm's,
 * frees the port. A small dist/ newer than the sources keeps the script from building.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SECONDS = 1000;
let work: string;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'ops-start-'));
  const dist = path.join(work, 'dist');
  mkdirSync(path.join(dist, 'console'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>seller</title>');
  writeFileSync(path.join(dist, 'console', 'index.html'), '<!doctype html><title>console</title>');
  const later = new Date(Date.now() + 24 * 3600 * SECONDS);
  utimesSync(path.join(dist, 'index.html'), later, later);
  env = { ...process.env, DIST_DIR: dist, DATA_DIR: path.join(work, 'data'), HOST: '127.0.0.1' };
  delete env.npm_lifecycle_event;
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function listenOn(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => server.close(() => resolve()));

async function freePort(): Promise<number> {
  const probe = await listenOn(0);
  const address = probe.address();
  await closeServer(probe);
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

async function portIsFree(port: number): Promise<boolean> {
  const server = await listenOn(port).catch(() => null);
  if (server) await closeServer(server);
  return server !== null;
}

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(command: string, args: string[], extraEnv: NodeJS.ProcessEnv): Started {
  const child = spawn(command, args, { cwd: ROOT, env: { ...env, ...extraEnv }, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function serving(port: number, started: Started): Promise<void> {
  await until(
    async () => {
      if (started.child.exitCode !== null) throw new Error(`exited early:\n${started.output()}`);
      const reply = await fetch(`http://127.0.0.1:${port}/seller/`).catch(() => null);
      return reply?.ok ?? false;
    },
    60 * SECONDS,
    'the server to answer',
  );
}

/** The server's pid, from its log lines. */
function serverPid(output: string): number {
  const match = /"pid":(\d+)/.exec(output);
  if (!match?.[1]) throw new Error(`no server log line:\n${output}`);
  return Number(match[1]);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(process.platform === 'win32')('npm start and stop signals', () => {
  it('SIGTERM to scripts/start.mjs closes the server, frees the port and exits 0', async () => {
    const port = await freePort();
    const started = start(process.execPath, ['scripts/start.mjs'], { PORT: String(port) });
    await serving(port, started);
    const stoppedAt = Date.now();
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5 * SECONDS);
    expect(await portIsFree(port)).toBe(true);
    expect(isRunning(serverPid(started.output()))).toBe(false);
    expect(started.output()).toContain('SIGTERM: closing the server');
  }, 90_000);

  it('SIGTERM to npm (which ends only the shell around the script) frees the port', async () => {
    const port = await freePort();
    const started = start('npm', ['start', '--silent'], { PORT: String(port) });
    await serving(port, started);
    started.child.kill('SIGTERM');
    await started.exited;
    await until(async () => portIsFree(port), 5 * SECONDS, 'the port to be freed');
    const pid = serverPid(started.output());
    await until(async () => !isRunning(pid), 5 * SECONDS, 'the server to exit');
  }, 90_000);

  it('exits with the server code when the server cannot start', async () => {
    const port = await freePort();
    const taken = await listenOn(port);
    try {
      const started = start(process.execPath, ['scripts/start.mjs'], { PORT: String(port) });
      expect(await started.exited).toBe(1);
      expect(started.output()).toContain('EADDRINUSE');
    } finally {
      await closeServer(taken);
    }
  }, 90_000);
});
