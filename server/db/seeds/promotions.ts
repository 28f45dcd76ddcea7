import type { HighlightLabel } from '../../../contract/index.js';
import { DAY_MS, HOUR_MS, iso } from '../../lib/time.js';
import { STORED_LABELS } from '../../services/paymentsRules.js';
import { DEMO_ACCOUNTS } from '../demoAccounts.js';
import type { Db } from '../query.js';
import { all, one, run, scalar } from '../query.js';
import { insert } from './insert.js';

/**
 * The demo seller's highlight and top purchases (docs/contract/marketing.md "Highlights and top"):
 * rows in every advert status (expired, reactivated, active, pending) plus a cancelled one of
 * each kind, with their payments. Running highlights of labels 3/4 and running tops also write
 * `product_labels`, as paying does. Idempotent: a seller with promotions is left alone.
 */

interface Plan {
  kind: 'highlight' | 'top';
  /** Index into the chosen products (highlights: by id; top: best rated first). */
  product: number;
  label: HighlightLabel | null;
  periodDays: number;
  state: 'paid' | 'pending' | 'cancelled';
  /** Hours before `now` the row was created (and paid, when paid). */
  hoursAgo: number;
}

const PLANS: readonly Plan[] = [
  // Highlights: product 0 expired then reactivated with 'sale'; 1 active 'discount'; 2 pending.
  { kind: 'highlight', product: 0, label: 3, periodDays: 7, state: 'paid', hoursAgo: 40 * 24 },
  { kind: 'highlight', product: 0, label: 3, periodDays: 14, state: 'paid', hoursAgo: 2 * 24 },
  { kind: 'highlight', product: 1, label: 2, periodDays: 30, state: 'paid', hoursAgo: 26 },
  { kind: 'highlight', product: 2, label: 1, periodDays: 7, state: 'cancelled', hoursAgo: 5 },
  { kind: 'highlight', product: 2, label: 5, periodDays: 7, state: 'pending', hoursAgo: 1 },
  // Top: product 0 expired then reactivated; 1 active; 2 pending after a cancelled one.
  { kind: 'top', product: 0, label: null, periodDays: 3, state: 'paid', hoursAgo: 20 * 24 },
  { kind: 'top', product: 0, label: null, periodDays: 7, state: 'paid', hoursAgo: 24 },
  { kind: 'top', product: 1, label: null, periodDays: 14, state: 'paid', hoursAgo: 3 },
  { kind: 'top', product: 2, label: null, periodDays: 3, state: 'cancelled', hoursAgo: 6 },
  { kind: 'top', product: 2, label: null, periodDays: 7, state: 'pending', hoursAgo: 2 },
];

/** 24 characters of [A-Za-z0-9_-], like a real payment id, but fixed. */
const seedPaymentId = (n: number): string => `demo-promo-${String(n).padStart(13, '0')}`;

export function seedPromotions(db: Db, now: number): void {
  const owner = one<{ sellerId: number; storeId: number }>(
    db,
    `SELECT s.id AS sellerId, st.id AS storeId FROM users u
     JOIN sellers s ON s.user_id = u.id JOIN stores st ON st.seller_id = s.id WHERE u.email = ?`,
    DEMO_ACCOUNTS.seller,
  );
  if (!owner) return;
  if (scalar(db, 'SELECT COUNT(*) AS value FROM promotions WHERE seller_id = ?', owner.sellerId) > 0) return;
  const published = all<{ id: number; rating: number }>(
    db,
    `SELECT p.id, COALESCE((SELECT AVG(r.rating) FROM reviews r WHERE r.product_id = p.id), 0) AS rating
     FROM products p WHERE p.store_id = ? AND p.list_status = 1 ORDER BY p.id LIMIT 200`,
    owner.storeId,
  );
  if (published.length < 6) return;
  const byRating = [...published].sort((a, b) => b.rating - a.rating || a.id - b.id);
  // Highlights take the first products by id, the top the best rated ones not highlighted here.
  const highlighted = published.slice(0, 3).map((p) => p.id);
  const topped = byRating.filter((p) => !highlighted.includes(p.id)).slice(0, 3).map((p) => p.id);
  PLANS.forEach((plan, i) => {
    const productId = (plan.kind === 'top' ? topped : highlighted)[plan.product];
    const period = one<{ id: number; price: number }>(
      db,
      'SELECT id, price FROM promotion_periods WHERE kind = ? AND days_count = ?',
      plan.kind,
      plan.periodDays,
    );
    if (productId === undefined || !period) return;
    const at = now - plan.hoursAgo * HOUR_MS;
    const paid = plan.state === 'paid';
    const activeTo = at + plan.periodDays * DAY_MS;
    const paymentRow = insert(db, 'marketing_payments', {
      payment_id: seedPaymentId(i + 1),
      seller_id: owner.sellerId,
      kind: plan.kind,
      amount: period.price,
      status: plan.state,
      created_at: iso(at - 5 * 60_000),
      decided_at: plan.state === 'pending' ? null : iso(at),
    });
    insert(db, 'promotions', {
      kind: plan.kind,
      seller_id: owner.sellerId,
      product_id: productId,
      label_id: plan.label,
      period_id: period.id,
      days_count: plan.periodDays,
      price: period.price,
      payment_id: paymentRow,
      state: plan.state,
      active_from: paid ? iso(at) : null,
      active_to: paid ? iso(activeTo) : null,
      created_at: iso(at - 5 * 60_000),
    });
    const listedLabel = plan.kind === 'top' ? 4 : plan.label;
    if (paid && activeTo > now && listedLabel !== null && STORED_LABELS.includes(listedLabel)) {
      run(
        db,
        `INSERT INTO product_labels (product_id, label_id, until) VALUES (?, ?, ?)
         ON CONFLICT (product_id, label_id) DO UPDATE SET until = max(until, excluded.until)`,
        productId,
        listedLabel,
        iso(activeTo),
      );
    }
  });
}
