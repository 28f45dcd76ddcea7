import { DEMO_ACCOUNTS } from '../server/db/demoAccounts.js';
import { loadText, timeGets, withSeededApp, type Timing } from './app.js';

const SCALE = 100;
const REQUESTS = 200;
const WARM_UP = 10;

const line = (label: string, t: Timing): string =>
  `  ${label.padEnd(24)} median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms ` +
  `(${REQUESTS} requests; ${loadText(t)})`;

/**
 * The dashboard's figures at 100,000 wholesale (150,000 retail) orders: builds the server
 * in-process on a temporary SQLite file seeded with SEED_SCALE=100 and times 200
 * `User/GetDashboardStatistics` injects (sales all time and this month, paid orders, buyers,
 * unread counts), then 200 `{brand}Seller/GetDashboardInfo` (the call made with it on sign-in).
 * The time is the inject round trip: routing, auth, validation, the queries and JSON.
 */
export async function benchDashboard(): Promise<void> {
  await withSeededApp('dashboard', SCALE, async (seeded) => {
    const { app, seedMs } = seeded;
    const seller = app.ctx.db
      .prepare(
        'SELECT u.id AS userId, s.id AS sellerId FROM users u JOIN sellers s ON s.user_id = u.id WHERE u.email = ?',
      )
      .get(DEMO_ACCOUNTS.seller) as { userId: number; sellerId: number };
    const statistics = await timeGets(
      seeded,
      `/seller/api/User/GetDashboardStatistics?userId=${seller.userId}`,
      REQUESTS + WARM_UP,
      WARM_UP,
    );
    const info = await timeGets(
      seeded,
      `/seller/api/${app.ctx.brand}Seller/GetDashboardInfo?sellerId=${seller.sellerId}`,
      REQUESTS + WARM_UP,
      WARM_UP,
    );
    const orders = seeded.count('wholesale_orders');
    const retail = seeded.count('retail_orders');
    console.log(
      `Dashboard bench: ${orders.toLocaleString('en')} wholesale and ${retail.toLocaleString('en')} retail orders ` +
        `(SEED_SCALE=${SCALE})`,
    );
    console.log(`  seeding:                 ${(seedMs / 1000).toFixed(1)} s`);
    console.log(line('GetDashboardStatistics:', statistics));
    console.log(line('GetDashboardInfo:', info));
  });
}
