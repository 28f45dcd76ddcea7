import { loadText, timeInjects, withSeededApp, type Timing } from './app.js';

const SCALE = 100;
const REQUESTS = 100;
const WARM_UP = 10;

const line = (label: string, t: Timing): string =>
  `  ${label.padEnd(24)} median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms ` +
  `(${REQUESTS} requests, ${t.meanRows} items; ${loadText(t)})`;

/**
 * The work queue at 100,000 wholesale (150,000 retail) orders (docs/contract/work-queue.md
 * "Timing"): the server seeded with SEED_SCALE=100 in-process, then 100 `WorkQueue/GetWorkQueue`
 * injects of the demo seller (the sweeps, eight kinds read in deadline order, the counts, the
 * ship-by of each listed paid order, JSON).
 */
export async function benchWorkQueue(): Promise<void> {
  await withSeededApp('work-queue', SCALE, async (seeded) => {
    const timing = await timeInjects(
      seeded,
      '/seller/api/WorkQueue/GetWorkQueue',
      Array.from({ length: REQUESTS + WARM_UP }, () => ({})),
      (data) => (Array.isArray(data.items) ? data.items.length : 0),
      WARM_UP,
    );
    console.log(
      `Work queue bench: ${seeded.count('wholesale_orders').toLocaleString('en')} wholesale and ` +
        `${seeded.count('retail_orders').toLocaleString('en')} retail orders (SEED_SCALE=${SCALE})`,
    );
    console.log(`  seeding:                 ${(seeded.seedMs / 1000).toFixed(1)} s`);
    console.log(line('GetWorkQueue:', timing));
  });
}
