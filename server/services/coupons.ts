import type { Coupon, CouponInput, CouponStatus, PagedReply } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, bit, one, run, scalar, type SqlValue } from '../db/query.js';
import { ApiStatus, fail, ok, type Envelope } from '../lib/envelope.js';
import { iso, moscowDay } from '../lib/time.js';
import { listPage } from './ordersCommon.js';
import {
  COUPON_EXPIRED,
  COUPON_EXPIRED_STATUS,
  COUPON_NOT_FOUND,
  COUPON_STATUS_SQL,
} from './couponsRules.js';
import { checkCoupon } from './couponsValidate.js';

/**
 * The seller's coupons (docs/contract/marketing.md "Coupons"): the list with the status computed
 * at the call, create, update (with the -2 answer for an expired coupon) and delete. Every query
 * is limited to the caller's store.
 */

export const COUPONS_PAGE_SIZE = 10;

export const couponNotFound = (): Envelope<never> => fail(ApiStatus.invalid, COUPON_NOT_FOUND);

interface CouponRow {
  id: number;
  code: string;
  discount_type: 1 | 2;
  discount_value: number;
  min_order_amount: number;
  valid_from: string;
  valid_to: string;
  usage_limit: number | null;
  usage_count: number;
  market_type: 1 | 2;
  is_active: number;
  created_at: string;
  updated_at: string;
  status: CouponStatus;
}

const SELECT = `SELECT c.*, ${COUPON_STATUS_SQL} AS status FROM coupons c`;

const idsOf = (db: Db, table: 'coupon_products' | 'coupon_categories', column: string, couponId: number) =>
  all<{ id: number }>(
    db,
    `SELECT ${column} AS id FROM ${table} WHERE coupon_id = ? ORDER BY ${column}`,
    couponId,
  ).map((r) => r.id);

function toCoupon(db: Db, row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discount_type,
    discountValue: row.discount_value,
    minOrderAmount: row.min_order_amount,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    usageLimit: row.usage_limit,
    marketType: row.market_type,
    productIds: idsOf(db, 'coupon_products', 'product_id', row.id),
    categoryIds: idsOf(db, 'coupon_categories', 'category_id', row.id),
    isActive: row.is_active === 1,
    usageCount: row.usage_count,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The store's coupon `id`, or undefined (unknown or another store's). */
function findCoupon(db: Db, storeId: number, id: number, today: string): CouponRow | undefined {
  return one<CouponRow>(db, `${SELECT} WHERE c.id = ? AND c.store_id = ?`, today, today, id, storeId);
}

export interface CouponListQuery {
  storeId: number;
  status: CouponStatus | null;
  /** Part of the code (any case), or null. */
  code: string | null;
  marketType: 1 | 2 | null;
  page: number;
  pageSize: number;
}

/** One page of the store's coupons, newest first. */
export function listCoupons(db: Db, now: number, q: CouponListQuery): PagedReply<Coupon> {
  const today = moscowDay(now);
  const where = ['store_id = ?'];
  const params: SqlValue[] = [q.storeId];
  const add = (condition: string, value: SqlValue) => {
    where.push(condition);
    params.push(value);
  };
  if (q.status !== null) add('status = ?', q.status);
  if (q.code !== null) add('instr(code, ?) > 0', q.code.toUpperCase());
  if (q.marketType !== null) add('market_type = ?', q.marketType);
  const from = `FROM (${SELECT}) WHERE ${where.join(' AND ')}`;
  const rowCount = scalar(db, `SELECT COUNT(*) AS value ${from}`, today, today, ...params);
  const offset = (q.page - 1) * q.pageSize;
  const rows =
    offset >= rowCount
      ? []
      : all<CouponRow>(
          db,
          `SELECT * ${from} ORDER BY id DESC LIMIT ? OFFSET ?`,
          today,
          today,
          ...params,
          q.pageSize,
          offset,
        );
  return listPage(
    rows.map((row) => toCoupon(db, row)),
    rowCount,
    q.pageSize,
  );
}

function writeTargets(db: Db, couponId: number, input: CouponInput): void {
  run(db, 'DELETE FROM coupon_products WHERE coupon_id = ?', couponId);
  run(db, 'DELETE FROM coupon_categories WHERE coupon_id = ?', couponId);
  for (const id of input.productIds)
    run(db, 'INSERT INTO coupon_products (coupon_id, product_id) VALUES (?, ?)', couponId, id);
  for (const id of input.categoryIds)
    run(db, 'INSERT INTO coupon_categories (coupon_id, category_id) VALUES (?, ?)', couponId, id);
}

/** The columns a seller writes, in the order of the INSERT / UPDATE below. */
const columnsOf = (v: CouponInput): SqlValue[] => [
  v.code,
  v.discountType,
  v.discountValue,
  v.minOrderAmount,
  v.validFrom,
  v.validTo,
  v.usageLimit,
  v.marketType,
  bit(v.isActive),
];

export function createCoupon(db: Db, now: number, storeId: number, body: CouponInput): Envelope<Coupon> {
  const today = moscowDay(now);
  const checked = checkCoupon(db, body, { storeId, today, existing: null });
  if (!checked.ok) return fail(ApiStatus.invalid, checked.message);
  const at = iso(now);
  const id = db.transaction(() => {
    const couponId = Number(
      run(
        db,
        `INSERT INTO coupons (store_id, code, discount_type, discount_value, min_order_amount, valid_from,
           valid_to, usage_limit, market_type, is_active, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        storeId,
        ...columnsOf(checked.value),
        at,
        at,
      ).lastInsertRowid,
    );
    writeTargets(db, couponId, checked.value);
    return couponId;
  })();
  return ok(toCoupon(db, findCoupon(db, storeId, id, today)!));
}

export function updateCoupon(
  db: Db,
  now: number,
  storeId: number,
  id: number,
  body: CouponInput,
  reactivate: boolean,
): Envelope<Coupon> {
  const today = moscowDay(now);
  const stored = findCoupon(db, storeId, id, today);
  if (!stored) return couponNotFound();
  const checked = checkCoupon(db, body, {
    storeId,
    today,
    existing: { id, usageCount: stored.usage_count },
  });
  if (!checked.ok) return fail(ApiStatus.invalid, checked.message);
  // Expired = the stored end is past (whatever isActive says); moving it to today or later needs consent.
  if (stored.valid_to < today && checked.value.validTo >= today && !reactivate) {
    return fail(COUPON_EXPIRED_STATUS, COUPON_EXPIRED);
  }
  db.transaction(() => {
    run(
      db,
      `UPDATE coupons SET code = ?, discount_type = ?, discount_value = ?, min_order_amount = ?,
         valid_from = ?, valid_to = ?, usage_limit = ?, market_type = ?, is_active = ?, updated_at = ?
       WHERE id = ? AND store_id = ?`,
      ...columnsOf(checked.value),
      iso(now),
      id,
      storeId,
    );
    writeTargets(db, id, checked.value);
  })();
  return ok(toCoupon(db, findCoupon(db, storeId, id, today)!));
}

/** Deletes the store's coupon (also a used one); its product and category rows go with it. */
export function deleteCoupon(db: Db, storeId: number, id: number): Envelope<true> {
  const removed = db.transaction(() => {
    run(
      db,
      'DELETE FROM coupon_products WHERE coupon_id IN (SELECT id FROM coupons WHERE id = ? AND store_id = ?)',
      id,
      storeId,
    );
    run(
      db,
      'DELETE FROM coupon_categories WHERE coupon_id IN (SELECT id FROM coupons WHERE id = ? AND store_id = ?)',
      id,
      storeId,
    );
    return run(db, 'DELETE FROM coupons WHERE id = ? AND store_id = ?', id, storeId).changes;
  })();
  return removed > 0 ? ok(true) : couponNotFound();
}
