import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from 'playwright-core';

export const DEMO_SELLER = { email: 'seller@demo.ru', password: 'Seller2026!' };
const ROOT = join(import.meta.dirname, '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface RunningServer {
  origin: string;
  /** The server's DATA_DIR (its SQLite file is `market.sqlite` there). */
  dataDir: string;
  url(path: string): string;
  /**
   * Stops the server process and starts it again on the same port and data; `whileDown` runs
   * between the two (a test that watches the app notice the outage).
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Spawns the server and waits until it serves the app. */
async function spawnServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const reply = await fetch(`${origin}/seller/`);
      if (reply.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The reference server with a fresh database, serving the built app, on a free loopback port. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'seller-e2e-'));
  // Links the server builds (payment pages, store page, reset links) point back at this very server.
  const serverEnv = { DATA_DIR: dataDir, PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, ...env };
  let child = await spawnServer(port, serverEnv);
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    dataDir,
    url: (path: string) => `${origin}/seller${path}`,
    async restart(whileDown) {
      await stopChild(child);
      await whileDown?.();
      child = await spawnServer(port, serverEnv);
    },
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: 'ru-RU',
    viewport: { width: 1366, height: 900 },
    ...options,
  });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the login form and the local captcha. */
export async function signIn(page: Page, server: RunningServer, who = DEMO_SELLER): Promise<void> {
  await page.goto(server.url('/'));
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.getByLabel('Я не робот').check();
  await page.getByRole('button', { name: 'Войти' }).click();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: join(ROOT, 'tmp', `${name}.png`), fullPage: true });
}

export interface SignedInSession {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** API requests under /seller/api/ seen since the session started (tests may truncate it). */
  apiCalls: Request[];
  close(): Promise<void>;
}

/**
 * A fresh server and browser, the demo seller signed in, every API request recorded; `options`
 * change the browser context (viewport, downloads).
 */
export async function signedInSession(options: BrowserContextOptions = {}): Promise<SignedInSession> {
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const { context, page } = await newPage(browser, options);
  const apiCalls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/seller/api/')) apiCalls.push(request);
  });
  await signIn(page, server);
  await page.waitForURL(/\/seller\/dashboard$/);
  return {
    server,
    browser,
    context,
    page,
    apiCalls,
    async close() {
      await context.close();
      await browser.close();
      await server.stop();
    },
  };
}

/** The recorded calls to one API path (`Order/GetAllOrdersByFilter`). */
export const callsTo = (calls: Request[], path: string): Request[] =>
  calls.filter((request) => new URL(request.url()).pathname === `/seller/api/${path}`);

/** The JSON body of the last recorded call to a path. */
export const lastBody = (calls: Request[], path: string): Record<string, unknown> =>
  JSON.parse(callsTo(calls, path).at(-1)?.postData() ?? 'null') as Record<string, unknown>;

export const CONSOLE_ADMIN = { email: 'admin@demo.ru', password: 'Admin2026!' };

/** Signs the administrator in to the marketplace console at /admin/. */
export async function consoleSignIn(page: Page, server: RunningServer): Promise<void> {
  await page.goto(`${server.origin}/admin/`);
  await page.waitForURL(/\/admin\/login$/);
  await page.getByLabel('E-mail').fill(CONSOLE_ADMIN.email);
  await page.getByRole('textbox', { name: 'Пароль' }).fill(CONSOLE_ADMIN.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.locator('main tbody tr').first().waitFor();
}

/** Picks an option of a react-admin AutocompleteInput: types `text`, then clicks the first option containing it. */
export async function pickOption(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}

/** The smallest file the server takes as a PDF (typed by its first bytes). */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A list path with its react-admin `filter` in the URL. */
export const withFilter = (path: string, filter: Record<string, unknown>): string =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

export interface TwoSidedSession {
  server: RunningServer;
  /** The marketplace console, the administrator signed in. */
  admin: Page;
  /** The seller back office, the demo seller signed in; its API requests go to `apiCalls`. */
  seller: Page;
  apiCalls: Request[];
  close(): Promise<void>;
}

/** One server and browser with both sides of the marketplace signed in, each in its own context. */
export async function twoSidedSession(): Promise<TwoSidedSession> {
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const adminSide = await newPage(browser);
  const sellerSide = await newPage(browser);
  const apiCalls: Request[] = [];
  sellerSide.page.on('request', (request) => {
    if (request.url().includes('/seller/api/')) apiCalls.push(request);
  });
  await Promise.all([
    consoleSignIn(adminSide.page, server),
    signIn(sellerSide.page, server).then(() => sellerSide.page.waitForURL(/\/seller\/dashboard$/)),
  ]);
  return {
    server,
    admin: adminSide.page,
    seller: sellerSide.page,
    apiCalls,
    async close() {
      await adminSide.context.close();
      await sellerSide.context.close();
      await browser.close();
      await server.stop();
    },
  };
}
