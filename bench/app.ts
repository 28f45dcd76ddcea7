import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildMarketplace } from '../server/marketplace.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/db/demoAccounts.js';
import { seedDatabase } from '../server/db/seed.js';

/** Shared setup of the server benches (orders, finances, products). */

export const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

export const dayIso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export interface SeededApp {
  app: FastifyInstance;
  /** The clock the data was seeded with. */
  now: number;
  seedMs: number;
  /** An access token of the demo seller. */
  token: string;
  /** The number of rows of a table. */
  count(table: string): number;
}

/**
 * Builds the server in-process on a temporary SQLite file seeded at `scale`, signs the demo
 * seller in, runs `bench`, then closes the server and removes the files.
 */
export async function withSeededApp(
  name: string,
  scale: number,
  bench: (seeded: SeededApp) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), `seller-bench-${name}-`));
  const app = await buildMarketplace({
    dbFile: path.join(dir, 'market.sqlite'),
    dataDir: dir,
    distDir: path.join(dir, 'no-dist'),
  });
  try {
    const now = Date.now();
    const seedStart = performance.now();
    seedDatabase(app.ctx.db, { now, scale });
    const seedMs = performance.now() - seedStart;

    const login = await app.inject({
      method: 'POST',
      url: '/seller/api/Auth/Login',
      payload: { email: DEMO_ACCOUNTS.seller, password: DEMO_PASSWORD, isRememberMe: false },
    });
    const token = login.json<{ data: { accessToken: string } }>().data.accessToken;
    const count = (table: string): number =>
      app.ctx.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
    await bench({ app, now, seedMs, token, count });
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Timing {
  median: number;
  p95: number;
  meanRows: number;
  /** `os.loadavg()` (1, 5, 15 minutes) when the timing ended: the machine is shared. */
  load: number[];
}

/** The load averages of a timing, for its printed line; above one per core, a warning to repeat it. */
export function loadText(t: Timing): string {
  const busy = (t.load[0] ?? 0) > availableParallelism() ? ', busy machine: repeat' : '';
  return `load ${t.load.map((l) => l.toFixed(2)).join(' ')}${busy}`;
}

interface BenchRequest {
  method: 'GET' | 'POST';
  url: string;
  payload?: Record<string, unknown>;
}

/**
 * Times one inject per request; the first `warmUp` calls warm the statement cache and are not
 * counted. A reply other than status 1 stops the bench.
 */
async function timeRequests(
  seeded: SeededApp,
  requests: readonly BenchRequest[],
  rowCountOf: (data: Record<string, unknown>) => number,
  warmUp: number,
): Promise<Timing> {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < requests.length; i++) {
    const { method, url, payload } = requests[i]!;
    const start = performance.now();
    const response = await seeded.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${seeded.token}` },
      ...(payload ? { payload } : {}),
    });
    const elapsed = performance.now() - start;
    const reply = response.json<{ status: number; data: Record<string, unknown> }>();
    if (reply.status !== 1) throw new Error(`${url} failed: ${response.body}`);
    if (i >= warmUp) {
      times.push(elapsed);
      rows += rowCountOf(reply.data);
    }
  }
  times.sort((a, b) => a - b);
  return {
    median: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    meanRows: Math.round(rows / times.length),
    load: loadavg(),
  };
}

/** Times one POST inject of `url` per body (see timeRequests). */
export const timeInjects = (
  seeded: SeededApp,
  url: string,
  bodies: readonly Record<string, unknown>[],
  rowCountOf: (data: Record<string, unknown>) => number,
  warmUp: number,
): Promise<Timing> =>
  timeRequests(
    seeded,
    bodies.map((payload) => ({ method: 'POST', url, payload })),
    rowCountOf,
    warmUp,
  );

/** Times `count` GET injects of `url` (see timeRequests). */
export const timeGets = (seeded: SeededApp, url: string, count: number, warmUp: number): Promise<Timing> =>
  timeRequests(
    seeded,
    Array.from({ length: count }, () => ({ method: 'GET', url })),
    () => 0,
    warmUp,
  );
