import type { SearchOptimizationReply } from '../contract/index.js';
import { quantile, withSeededApp, type SeededApp } from './app.js';

const SCALE = 10;
const REQUESTS = 50;
const WARM_UP = 5;
const PAGE_SIZE = 10;

interface PageTiming {
  median: number;
  p95: number;
  bytes: number;
  reply: SearchOptimizationReply;
}

/** Times REQUESTS GET injects of one page (after WARM_UP uncounted ones). */
async function timePage(seeded: SeededApp, page: number): Promise<PageTiming> {
  const times: number[] = [];
  let bytes = 0;
  let last: SearchOptimizationReply | null = null;
  for (let i = 0; i < REQUESTS + WARM_UP; i++) {
    const start = performance.now();
    const response = await seeded.app.inject({
      method: 'GET',
      url: `/seller/api/Marketing/GetSearchOptimization?page=${page}&pageSize=${PAGE_SIZE}`,
      headers: { authorization: `Bearer ${seeded.token}` },
    });
    const elapsed = performance.now() - start;
    const reply = response.json<{ status: number; data: SearchOptimizationReply }>();
    if (reply.status !== 1) throw new Error(`GetSearchOptimization failed: ${response.body}`);
    if (i >= WARM_UP) times.push(elapsed);
    bytes = response.rawPayload.length;
    last = reply.data;
  }
  times.sort((a, b) => a - b);
  if (!last) throw new Error('GetSearchOptimization: no reply');
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), bytes, reply: last };
}

const line = (label: string, t: PageTiming): string =>
  `  ${label.padEnd(31)}median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms ` +
  `(${REQUESTS} requests, ${t.reply.results.length} rows, ${t.bytes.toLocaleString('en')} bytes)`;

/**
 * `Marketing/GetSearchOptimization` at 10,000 products (SEED_SCALE=10: the demo seller's
 * products over both types), paged by the server: times the inject round trip of one page of 10
 * (auth, the count, the facts query that still scores and ranks every product of the categories
 * involved, the LIMIT / OFFSET page, JSON). Page 1 is the figure (budget: a 50 ms median); the
 * last page shows what a deep OFFSET adds.
 */
export async function benchSearchOptimization(): Promise<void> {
  await withSeededApp('search-optimization', SCALE, async (seeded) => {
    const first = await timePage(seeded, 1);
    const lastPage = first.reply.pageCount;
    const deepest = await timePage(seeded, lastPage);
    console.log(
      `search optimization: ${seeded.count('products').toLocaleString('en')} products, ` +
        `the seller's rowCount ${first.reply.rowCount.toLocaleString('en')} (${lastPage} pages of ${PAGE_SIZE}), ` +
        `seeded in ${(seeded.seedMs / 1000).toFixed(1)} s`,
    );
    console.log(line('GetSearchOptimization page 1', first));
    console.log(line(`GetSearchOptimization page ${lastPage}`, deepest));
  });
}
