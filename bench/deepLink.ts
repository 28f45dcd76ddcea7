import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from '../tests/e2e/harness';
import { quantile } from './app.js';

const RUNS = 15;
/** A page behind the gate: a signed-out visitor lands on the login form there. */
const DEEP_LINK = '/orders';

/** Milliseconds from the navigation's start to the first frame with the login form. */
const formShownAt = () => {
  const input = document.querySelector('input[name="email"]');
  return input && input.getBoundingClientRect().width > 0 ? performance.now() : null;
};

async function openOnce(browser: Browser, server: RunningServer): Promise<number> {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(server.url(DEEP_LINK), { waitUntil: 'commit' });
    const handle = await page.waitForFunction(formShownAt, undefined, { polling: 'raf', timeout: 30_000 });
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

const summary = (times: number[]): string => {
  const sorted = [...times].sort((a, b) => a - b);
  return (
    `median ${Math.round(quantile(sorted, 0.5))} ms, fastest ${Math.round(sorted[0] ?? NaN)}, ` +
    `slowest ${Math.round(sorted.at(-1) ?? NaN)} (runs ${sorted.map(Math.round).join(', ')})`
  );
};

/**
 * A signed-out deep link (`/seller/orders` in a fresh context, nothing cached): the time from the
 * navigation to the login form on screen, RUNS times. With BENCH_DIST_DIR=<dir> another build is
 * measured in the same run, the two taking turns, so both see the same load.
 */
export async function benchDeepLink(): Promise<void> {
  const builds: { label: string; env: Record<string, string> }[] = [{ label: 'this build', env: {} }];
  if (process.env.BENCH_DIST_DIR) {
    builds.push({ label: `BENCH_DIST_DIR`, env: { DIST_DIR: process.env.BENCH_DIST_DIR } });
  }
  const servers = await Promise.all(builds.map(({ env }) => startServer(env)));
  const browser = await launchBrowser();
  try {
    for (const server of servers) await openOnce(browser, server); // warm-up
    const times = builds.map((): number[] => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [index, server] of servers.entries()) times[index]?.push(await openOnce(browser, server));
    }
    builds.forEach(({ label }, index) =>
      console.log(`signed-out deep link -> login form, ${label}: ${summary(times[index] ?? [])}`),
    );
    console.log('  (target: median 500 ms or less, no run over 700 ms)');
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
}
