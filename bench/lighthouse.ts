import lighthouse from 'lighthouse';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { startServer, type RunningServer } from '../tests/e2e/harness';
import { quantile } from './app.js';

const RUNS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The web vitals printed, by Lighthouse's audit ids. */
const VITALS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['speed-index', 'SI'],
  ['interactive', 'TTI'],
] as const;

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  vitals: Record<string, number>;
}

async function audit(chrome: LaunchedChrome, url: string): Promise<Run> {
  // Lighthouse's default settings: a mobile phone, simulated 4G and a 4x slower CPU.
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    vitals: Object.fromEntries(VITALS.map(([id, name]) => [name, audits[id]?.numericValue ?? Number.NaN])),
  };
}

const median = (values: number[]): number =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

function report(label: string, runs: Run[]): void {
  const vitals = VITALS.map(([, name]) => {
    const value = median(runs.map((run) => run.vitals[name] ?? Number.NaN));
    return `${name} ${name === 'TBT' ? Math.round(value) + ' ms' : (value / 1000).toFixed(2) + ' s'}`;
  });
  console.log(
    `login page, ${label}: performance ${median(runs.map((run) => run.performance))} ` +
      `(runs ${runs.map((run) => run.performance).join(', ')}), accessibility ${median(runs.map((run) => run.accessibility))}, ` +
      `best practices ${median(runs.map((run) => run.bestPractices))}; ${vitals.join(', ')}`,
  );
}

/**
 * Lighthouse 12 with its mobile defaults (simulated 4G, 4x slower CPU) on the login page, with
 * Debian's Chromium; median of RUNS. With BENCH_DIST_DIR=<dir> another build is audited in the
 * same run, the two taking turns.
 */
export async function benchLighthouse(): Promise<void> {
  const builds: { label: string; env: Record<string, string> }[] = [{ label: 'this build', env: {} }];
  if (process.env.BENCH_DIST_DIR)
    builds.push({ label: 'BENCH_DIST_DIR', env: { DIST_DIR: process.env.BENCH_DIST_DIR } });
  const servers: RunningServer[] = await Promise.all(builds.map(({ env }) => startServer(env)));
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const runs = builds.map((): Run[] => []);
    for (let i = 0; i < RUNS; i++) {
      for (const [index, server] of servers.entries())
        runs[index]?.push(await audit(chrome, server.url('/login')));
    }
    builds.forEach(({ label }, index) => report(label, runs[index] ?? []));
    console.log('  (target: performance 95 or more, LCP 2.5 s or less)');
  } finally {
    chrome.kill();
    await Promise.all(servers.map((server) => server.stop()));
  }
}
