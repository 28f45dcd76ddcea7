import { quantile, withSeededApp } from './app.js';

const SCALE = 10;
const REQUESTS = 50;
const WARM_UP = 5;

/**
 * `Marketing/GetSearchOptimization` at 10,000 products (SEED_SCALE=10: the demo seller's
 * products over both types): times the inject round trip (auth, the facts query, the scoring
 * and ranking of every product of the categories involved, JSON). The budget is a 50 ms median.
 */
export async function benchSearchOptimization(): Promise<void> {
  await withSeededApp('search-optimization', SCALE, async (seeded) => {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < REQUESTS + WARM_UP; i++) {
      const start = performance.now();
      const response = await seeded.app.inject({
        method: 'GET',
        url: '/seller/api/Marketing/GetSearchOptimization',
        headers: { authorization: `Bearer ${seeded.token}` },
      });
      const elapsed = performance.now() - start;
      const reply = response.json<{ status: number; data: unknown[] }>();
      if (reply.status !== 1) throw new Error(`GetSearchOptimization failed: ${response.body}`);
      if (i >= WARM_UP) times.push(elapsed);
      rows = reply.data.length;
    }
    times.sort((a, b) => a - b);
    console.log(
      `search optimization: ${seeded.count('products').toLocaleString('en')} products, ` +
        `${rows.toLocaleString('en')} rows answered, seeded in ${(seeded.seedMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `  GetSearchOptimization          median ${quantile(times, 0.5).toFixed(2)} ms, ` +
        `p95 ${quantile(times, 0.95).toFixed(2)} ms (${REQUESTS} requests)`,
    );
  });
}
