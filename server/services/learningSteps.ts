import type { LearningStep, LearningStepKey, LearningSteps } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { one } from '../db/query.js';
import { RetailStatus, WholesaleStatus } from '../../rules/index.js';

/**
 * The checklist 'Шаги к успеху' (docs/contract/learning.md), as rules: each step is one EXISTS
 * probe on an indexed column of the caller's own rows (`@sellerId`, `@storeId`, `@userId` from
 * the session, never from the request) and, where a record dates the step, a MIN probe of that
 * record's creation. Nothing is stored: a step is ticked the moment the data says so.
 */

export interface LearningScope {
  sellerId: number;
  storeId: number;
  userId: number;
}

export interface StepRule {
  key: LearningStepKey;
  /** Selects a row iff the step is done. */
  done: string;
  /** Selects `at`: the creation of the first record behind the step. */
  since?: string;
}

/** Shipped as the analytics funnel counts it (docs/contract/analytics.md "Numbers"). */
const WHOLESALE_SHIPPED = [
  WholesaleStatus.InTransit,
  WholesaleStatus.Shipped,
  WholesaleStatus.Completed,
  WholesaleStatus.DeliveryOverdue,
].join(', ');
const RETAIL_SHIPPED = [
  RetailStatus.InTransit,
  RetailStatus.Delivered,
  RetailStatus.Completed,
  RetailStatus.DeliveryOverdue,
].join(', ');

/** Published: neither a draft (list_status 3) nor blocked (4); switched off still counts. */
const PUBLISHED = 'store_id = @storeId AND product_type_id IN (1, 2) AND list_status IN (1, 2)';
/** A paid highlight or top, or a paid banner (waiting for approval or approved), or any coupon. */
const PAID_BANNER = "seller_id = @sellerId AND state IN ('awaitingApproval', 'approved')";

export const LEARNING_RULES: readonly StepRule[] = [
  {
    key: 'requisites',
    done: `SELECT 1 FROM requisites WHERE user_id = @userId
             AND company_name_or_ip_name <> '' AND COALESCE(base_bank_bik, '') <> ''`,
  },
  {
    key: 'storeProfile',
    done: `SELECT 1 FROM stores WHERE id = @storeId
             AND COALESCE(store_logo, '') <> '' AND TRIM(store_description) <> ''`,
  },
  {
    key: 'firstProduct',
    done: `SELECT 1 FROM products WHERE ${PUBLISHED} LIMIT 1`,
    since: `SELECT MIN(created_at) AS at FROM products WHERE ${PUBLISHED}`,
  },
  {
    key: 'deliveryTemplate',
    done: 'SELECT 1 FROM delivery_templates WHERE store_id = @storeId LIMIT 1',
    since: 'SELECT MIN(created_at) AS at FROM delivery_templates WHERE store_id = @storeId',
  },
  {
    key: 'firstOrder',
    done: `SELECT 1 WHERE EXISTS (SELECT 1 FROM wholesale_orders WHERE seller_id = @sellerId)
             OR EXISTS (SELECT 1 FROM retail_orders WHERE seller_id = @sellerId)`,
    since: `SELECT MIN(at) AS at FROM (
              SELECT MIN(created_at) AS at FROM wholesale_orders WHERE seller_id = @sellerId
              UNION ALL SELECT MIN(created_at) FROM retail_orders WHERE seller_id = @sellerId)`,
  },
  {
    key: 'firstShipped',
    done: `SELECT 1 WHERE EXISTS (SELECT 1 FROM wholesale_orders
                                  WHERE seller_id = @sellerId AND status_id IN (${WHOLESALE_SHIPPED}))
             OR EXISTS (SELECT 1 FROM retail_orders
                        WHERE seller_id = @sellerId AND status_id IN (${RETAIL_SHIPPED}))`,
  },
  {
    key: 'firstReview',
    done: 'SELECT 1 FROM reviews WHERE seller_id = @sellerId LIMIT 1',
    since: 'SELECT MIN(created_at) AS at FROM reviews WHERE seller_id = @sellerId',
  },
  {
    key: 'promotion',
    done: `SELECT 1 WHERE EXISTS (SELECT 1 FROM coupons WHERE store_id = @storeId)
             OR EXISTS (SELECT 1 FROM promotions WHERE seller_id = @sellerId AND state = 'paid')
             OR EXISTS (SELECT 1 FROM banners WHERE ${PAID_BANNER})`,
    since: `SELECT MIN(at) AS at FROM (
              SELECT MIN(created_at) AS at FROM coupons WHERE store_id = @storeId
              UNION ALL SELECT MIN(created_at) FROM promotions WHERE seller_id = @sellerId AND state = 'paid'
              UNION ALL SELECT MIN(created_at) FROM banners WHERE ${PAID_BANNER})`,
  },
];

function stepOf(db: Db, rule: StepRule, scope: LearningScope): LearningStep {
  const params = { ...scope };
  if (!one(db, rule.done, params)) return { key: rule.key, done: false };
  const at = rule.since ? one<{ at: string | null }>(db, rule.since, params)?.at : null;
  return at ? { key: rule.key, done: true, doneAt: at } : { key: rule.key, done: true };
}

/** `data` of `GET Analytics/GetLearningSteps` for the caller. */
export function learningSteps(db: Db, scope: LearningScope, rules = LEARNING_RULES): LearningSteps {
  return { steps: rules.map((rule) => stepOf(db, rule, scope)) };
}
