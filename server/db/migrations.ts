import type { Db } from './query.js';
import type { Migration } from './migrations/migration.js';
import { foundation } from './migrations/001-foundation.js';
import { orders } from './migrations/002-orders.js';
import { finances } from './migrations/003-finances.js';
import { resetRequester } from './migrations/004-reset-requester.js';
import { retailCancelReason } from './migrations/005-retail-cancel-reason.js';
import { consoleTables } from './migrations/006-console.js';
import { products } from './migrations/007-products.js';
import { delivery } from './migrations/008-delivery.js';
import { orderRequests } from './migrations/009-order-requests.js';
import { tenders } from './migrations/010-tenders.js';
import { disputes } from './migrations/011-disputes.js';
import { reviewComments } from './migrations/012-review-comments.js';
import { realtime } from './migrations/013-realtime.js';
import { settings } from './migrations/014-settings.js';
import { marketing } from './migrations/015-marketing.js';
import { analytics } from './migrations/016-analytics.js';
import { dashboardIndexes } from './migrations/017-dashboard-indexes.js';
import { orderCoupons } from './migrations/018-order-coupons.js';
import { sessionFamilies } from './migrations/019-session-families.js';
import { wholesaleListIndexes } from './migrations/020-wholesale-list-indexes.js';
import { productImports } from './migrations/021-product-imports.js';
import { orderTotals } from './migrations/022-order-totals.js';
import { productImportKinds } from './migrations/023-product-import-kinds.js';
import { sellerPayouts } from './migrations/024-seller-payouts.js';
import { payoutFacts } from './migrations/025-payout-facts.js';
import { workQueue } from './migrations/026-work-queue.js';
import { searchIndexes } from './migrations/027-search-indexes.js';
import { orderHistoryActor } from './migrations/029-order-history-actor.js';
import { workQueueReads } from './migrations/030-work-queue-reads.js';

/**
 * Ordered list of schema migrations. To change the schema, add a file
 * `migrations/NNN-<name>.ts` exporting a `Migration` whose version is one more than the last
 * entry, and append it to this list; an applied migration is never edited.
 */
export const migrations: readonly Migration[] = [
  foundation,
  orders,
  finances,
  resetRequester,
  retailCancelReason,
  consoleTables,
  products,
  delivery,
  orderRequests,
  tenders,
  disputes,
  reviewComments,
  realtime,
  settings,
  marketing,
  analytics,
  dashboardIndexes,
  orderCoupons,
  sessionFamilies,
  wholesaleListIndexes,
  productImports,
  orderTotals,
  productImportKinds,
  sellerPayouts,
  payoutFacts,
  workQueue,
  searchIndexes,
  orderHistoryActor,
  workQueueReads,
];

/** Applies every migration not yet recorded in `schema_migrations`, each in its own transaction. */
export function migrate(db: Db, list: readonly Migration[] = migrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const versions = list.map((m) => m.version);
  if (versions.some((v, i) => i > 0 && v <= versions[i - 1])) {
    throw new Error('Migrations must be listed in strictly increasing version order');
  }
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const migration of list) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    done.push(migration.version);
  }
  return done;
}
