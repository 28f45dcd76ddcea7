import { timeInjects, withSeededApp, type SeededApp, type Timing } from './app.js';

const SCALE = 100;
const REQUESTS = 200;
const WARM_UP = 10;

const STATUSES = [null, 1, 2, 1, 3, 4, null, 1] as const;
const COLUMNS = ['id', 'productName', 'price', 'quantity', 'creationDate'] as const;
const SEARCHES = [null, null, null, 'лопата', null, '1-01234', null, 'насос', null, null, 'герметик'] as const;
const PRICES = [null, [500, 5000], null, [0, 1000], null, null, [10_000, null]] as const;
const STOCK = [null, true, null, null, false, null] as const;

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

const line = (label: string, t: Timing): string =>
  `  ${label.padEnd(30)} median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms ` +
  `(${REQUESTS} requests, mean rowCount ${t.meanRows.toLocaleString('en')})`;

/** A top category id of the demo store's group, for the category filter (its whole subtree). */
const topCategories = (seeded: SeededApp): number[] =>
  seeded.app.ctx.db
    .prepare('SELECT id FROM categories WHERE group_id = 2 AND parent_id IS NULL ORDER BY id')
    .pluck()
    .all() as number[];

/**
 * Product lists at 100,000 products: builds the server in-process on a temporary SQLite file
 * seeded with SEED_SCALE=100 (the demo seller gets 100,000 products over both types) and times
 * 200 `Product/GetAllRetailProducts` / `GetAllWholesaleProducts` injects, varying the status, the
 * sort column and direction, the search text, the price range, the stock, the category and the
 * page (12 a page); then 200 first pages without filters. The time is the inject round trip:
 * routing, auth, validation, both queries and JSON; there is no network.
 */
export async function benchProducts(): Promise<void> {
  await withSeededApp('products', SCALE, async (seeded) => {
    const { seedMs } = seeded;
    const products = seeded.count('products');
    const categories = topCategories(seeded);
    const filtered = (i: number) => {
      const price = pick(PRICES, i);
      return {
        storeId: null,
        searchValue: pick(SEARCHES, i),
        status: pick(STATUSES, i),
        categoryId: i % 9 === 4 ? pick(categories, i) : null,
        priceFrom: price?.[0] ?? null,
        priceTo: price?.[1] ?? null,
        inStock: pick(STOCK, i),
        column: pick(COLUMNS, i),
        sortByAscending: i % 2 === 0,
        pagination: { page: 1 + (i % 10), pageSize: 12 },
      };
    };
    const count = REQUESTS + WARM_UP;
    const rows = (data: Record<string, unknown>) => data.rowCount as number;
    const retail = await timeInjects(
      seeded,
      '/seller/api/Product/GetAllRetailProducts',
      Array.from({ length: count }, (_, i) => filtered(i)),
      rows,
      WARM_UP,
    );
    const wholesale = await timeInjects(
      seeded,
      '/seller/api/Product/GetAllWholesaleProducts',
      Array.from({ length: count }, (_, i) => filtered(i + 3)),
      rows,
      WARM_UP,
    );
    const first = await timeInjects(
      seeded,
      '/seller/api/Product/GetAllRetailProducts',
      Array.from({ length: count }, () => ({ pagination: { page: 1, pageSize: 12 } })),
      rows,
      WARM_UP,
    );
    console.log(`Products bench: ${products.toLocaleString('en')} products (SEED_SCALE=${SCALE})`);
    console.log(`  seeding:                       ${(seedMs / 1000).toFixed(1)} s`);
    console.log(line('retail filtered+sorted:', retail));
    console.log(line('wholesale filtered+sorted:', wholesale));
    console.log(line('retail unfiltered p.1:', first));
  });
}
