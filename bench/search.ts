import { loadText, timeInjects, withSeededApp } from './app.js';

const SCALE = 100;
const REQUESTS = 200;
const WARM_UP = 10;

/**
 * Global search at 100,000 orders (docs/contract/search.md): on the SEED_SCALE=100 database,
 * times 200 `Search/Global` injects over varied queries: order numbers and their prefixes,
 * invoice and retail number prefixes, product words (Cyrillic, any case), vendor codes, buyer
 * names, and queries that find nothing. Target: the first results under 150 ms.
 */
export async function benchSearch(): Promise<void> {
  await withSeededApp('search', SCALE, async (seeded) => {
    const db = seeded.app.ctx.db;
    const pick = <T>(sql: string): T[] => db.prepare(sql).pluck().all() as T[];
    const orderIds = pick<number>(
      'SELECT id FROM wholesale_orders WHERE seller_id = 1 ORDER BY random() LIMIT 20',
    );
    const invoices = pick<string>(
      'SELECT invoice_number FROM wholesale_orders WHERE seller_id = 1 AND invoice_number IS NOT NULL ORDER BY random() LIMIT 10',
    );
    const retail = pick<string>(
      'SELECT number FROM retail_orders WHERE seller_id = 1 ORDER BY random() LIMIT 10',
    );
    const vendorCodes = pick<string>(
      'SELECT base_vendor_code FROM products WHERE store_id = 1 AND base_vendor_code IS NOT NULL ORDER BY random() LIMIT 10',
    );
    const queries = [
      ...orderIds.map(String),
      ...orderIds.map((id) => String(id).slice(0, 2)),
      ...invoices.map((invoice) => invoice.slice(0, 8)),
      ...retail.map((number) => number.slice(0, 5)),
      ...vendorCodes,
      'перчатки',
      'ЛОПАТА',
      'серия 9',
      'иванова',
      'козлов',
      'ООО',
      'zzzz не найдётся',
      'ведро оцинкованное',
    ];
    const bodies = Array.from({ length: REQUESTS + WARM_UP }, (_, i) => ({
      query: queries[i % queries.length],
    }));
    const t = await timeInjects(
      seeded,
      '/seller/api/Search/Global',
      bodies,
      (data) => (data.groups as { items: unknown[] }[]).reduce((sum, group) => sum + group.items.length, 0),
      WARM_UP,
    );
    console.log(
      `Search bench: ${seeded.count('wholesale_orders').toLocaleString('en')} wholesale, ` +
        `${seeded.count('retail_orders').toLocaleString('en')} retail orders, ` +
        `${seeded.count('products').toLocaleString('en')} products, ${seeded.count('users').toLocaleString('en')} users (SEED_SCALE=${SCALE})`,
    );
    console.log(`  seeding:        ${(seeded.seedMs / 1000).toFixed(1)} s`);
    console.log(
      `  Search/Global:  median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms ` +
        `(${REQUESTS} requests over ${queries.length} queries, mean results ${t.meanRows}; ${loadText(t)}; target 150 ms)`,
    );
  });
}
