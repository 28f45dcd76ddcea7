import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildMarketplace } from '../server/marketplace.js';
import { seedDatabase } from '../server/db/seed.js';
import { DEMO_SELLER, launchBrowser, newPage, startServer, type RunningServer } from '../tests/e2e/harness';
import { quantile } from './app.js';

const RUNS = 5;
/** How long the seller "types" on the login form before the click (the prefetch starts at the first input). */
const IDLE_MS = 1500;
const CLICK_KEY = 'bench:signInClickAt';

/**
 * The moment the dashboard's figures are on screen: the dashboard page is rendered (its sections
 * exist) and no figure is a loading skeleton any more.
 */
const figuresVisible = () => {
  const main = document.querySelector('main');
  if (!main || !location.pathname.endsWith('/dashboard')) return null;
  if (main.querySelectorAll('section').length === 0) return null;
  if (main.querySelector('[data-testid="stat-skeleton"]')) return null;
  const clicked = Number(sessionStorage.getItem('bench:signInClickAt'));
  return clicked ? Date.now() - clicked : null;
};

/** One sign-in in a fresh browser context: the login form, IDLE_MS of typing, the click, the figures. */
async function signInOnce(browser: Browser, server: RunningServer): Promise<number> {
  const { context, page } = await newPage(browser);
  try {
    // The click time is taken in the page (capture phase), so it survives a full reload.
    await page.addInitScript((key: string) => {
      window.addEventListener(
        'click',
        (event) => {
          const target = event.target as Element | null;
          if (target?.closest('button[type="submit"]')) sessionStorage.setItem(key, String(Date.now()));
        },
        true,
      );
    }, CLICK_KEY);
    await page.goto(server.url('/'));
    await page.locator('input[name="email"]').fill(DEMO_SELLER.email);
    await page.locator('input[name="password"]').fill(DEMO_SELLER.password);
    await page.getByLabel('Я не робот').check();
    await page.waitForTimeout(IDLE_MS);
    await page.getByRole('button', { name: 'Войти' }).click();
    const handle = await page.waitForFunction(figuresVisible, undefined, { polling: 'raf', timeout: 30_000 });
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

/** A data directory seeded at `scale` in-process (the server's own seeding would outlast the harness's start timeout). */
async function seededDataDir(scale: number): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'seller-bench-signin-'));
  const app = await buildMarketplace({
    dbFile: path.join(dir, 'market.sqlite'),
    dataDir: dir,
    distDir: path.join(dir, 'no-dist'),
  });
  try {
    seedDatabase(app.ctx.db, { now: Date.now(), scale });
  } finally {
    await app.close();
  }
  return dir;
}

function copiedDataDir(dir: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'seller-bench-signin-'));
  cpSync(dir, copy, { recursive: true });
  return copy;
}

async function measure(label: string, scale: number | null): Promise<void> {
  const dataDir = scale === null ? null : await seededDataDir(scale);
  // BENCH_DIST_DIR: another build (e.g. of an earlier commit) is measured in the same run, the two
  // taking turns, so both see the same machine and load; each server has its own copy of the data.
  const builds: { name: string; env: Record<string, string> }[] = [{ name: 'this build', env: {} }];
  if (process.env.BENCH_DIST_DIR)
    builds.push({ name: 'BENCH_DIST_DIR', env: { DIST_DIR: process.env.BENCH_DIST_DIR } });
  const dataDirs = dataDir ? builds.map((_, index) => (index === 0 ? dataDir : copiedDataDir(dataDir))) : [];
  const servers: RunningServer[] = [];
  const browser = await launchBrowser();
  try {
    for (const [index, { env }] of builds.entries()) {
      const data = dataDirs[index];
      servers.push(await startServer(data ? { ...env, DATA_DIR: data } : env));
    }
    // warm-up: the server's statement cache, the first scrypt
    for (const server of servers) await signInOnce(browser, server);
    const times = builds.map((): number[] => []);
    for (let i = 0; i < RUNS; i++) {
      for (const [index, server] of servers.entries()) times[index]?.push(await signInOnce(browser, server));
    }
    builds.forEach(({ name }, index) => {
      const sorted = [...(times[index] ?? [])].sort((a, b) => a - b);
      console.log(
        `${label}, ${name}: median ${Math.round(quantile(sorted, 0.5))} ms (runs ${sorted.map(Math.round).join(', ')} ms; target 400 ms)`,
      );
    });
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Sign-in speed in Chromium against the reference server serving the build: a fresh context
 * opens the login screen, fills it, waits IDLE_MS, clicks 'Войти'; the time runs from the click
 * to the dashboard's figures on screen. Median of RUNS after one warm-up, with the demo data and
 * with 100,000 wholesale orders (SEED_SCALE=100).
 */
export async function benchSignIn(): Promise<void> {
  await measure('sign-in -> dashboard figures, demo data', null);
  await measure('sign-in -> dashboard figures, 100,000 orders', 100);
}
