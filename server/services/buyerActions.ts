import type { OrderChange } from '../../contract/realtime.js';
import type { Db } from '../db/index.js';
import { one, run, type SqlValue } from '../db/query.js';
import { RetailStatus as R, WholesaleStatus as W } from '../../rules/index.js';
import { DAY_MS, iso } from '../lib/time.js';
import {
  ACTION_NOT_ALLOWED,
  actionNotAllowed,
  applyStatusChange,
  decideAction,
  futureDeadline,
  ORDER_NOT_FOUND,
  RETAIL_TABLES,
  WHOLESALE_TABLES,
  type OrderTables,
  type StatusChange,
} from './ordersCommon.js';
import { announceOrderUpdate, ASK_NOTICES, type OrderNotice } from './notifyOrders.js';

/**
 * What buyers do to orders, played from the marketplace console (docs/contract/console.md,
 * "order-actions"): each action is a rule (market, action, allowed-from statuses, the pending
 * request that blocks it, its effect), run through the same helpers as the seller's actions
 * (the overdue sweep, `decideAction`, `applyStatusChange` and its history entry).
 */

export const MARKETS = ['wholesale', 'retail'] as const;
export type Market = (typeof MARKETS)[number];

export const BUYER_ACTIONS = [
  'pay',
  'request-pay-renewal',
  'request-dispatch-extension',
  'confirm-delivery',
  'cancel',
  'confirm-receipt',
] as const;
export type BuyerActionName = (typeof BUYER_ACTIONS)[number];

/** Once paid, the seller must send the order (ReadyToSent) within this many days. */
export const PAID_DISPATCH_DAYS = 5;
/** A pay-renewal request asks for 1..this many more days. */
export const MAX_PAY_RENEWAL_DAYS = 90;

/** The pending buyer requests of a wholesale order (columns; null = none pending). */
type PendingRequest = 'pay_renewal_days' | 'dispatch_extension_date';

/** What a rule reads of an order; retail orders have no pending requests (both null). */
export interface BuyerOrderState {
  id: number;
  status_id: number;
  pay_renewal_days: number | null;
  dispatch_extension_date: string | null;
}

/** The action's argument after its checks: `days` or the ISO deadline `date`, else null. */
export interface BuyerActionInput {
  days: number | null;
  date: string | null;
}

interface BuyerActionRule {
  market: Market;
  action: BuyerActionName;
  from: readonly number[];
  /** The action is refused while this request is pending (the seller has not answered it). */
  unlessPending?: PendingRequest;
  /** The argument the action needs. */
  needs?: 'days' | 'date';
  effect: (now: number, input: BuyerActionInput) => StatusChange;
  /** An ask the seller answers: announced with `OrderUpdated` and this notice (of the checked `needs`). */
  ask?: { change: OrderChange; notice: (input: BuyerActionInput) => OrderNotice };
}

const DROP_REQUESTS = { pay_renewal_days: null, dispatch_extension_date: null };

export const BUYER_ACTION_RULES: readonly BuyerActionRule[] = [
  {
    market: 'wholesale',
    action: 'pay',
    from: [W.NotPaid],
    effect: (now) => ({
      to: W.NotSent,
      // A pay-renewal request is moot once the order is paid.
      set: {
        is_paid: 1,
        paid_at: iso(now),
        dispatch_deadline: iso(now + PAID_DISPATCH_DAYS * DAY_MS),
        pay_renewal_days: null,
      },
    }),
  },
  {
    market: 'wholesale',
    action: 'request-pay-renewal',
    from: [W.NotPaid, W.PaymentOverdue],
    unlessPending: 'pay_renewal_days',
    needs: 'days',
    effect: (_now, input) => ({ set: { pay_renewal_days: input.days } }),
    ask: { change: 'payRenewalRequested', notice: (input) => ASK_NOTICES.payRenewal(input.days ?? 0) },
  },
  {
    market: 'wholesale',
    action: 'request-dispatch-extension',
    from: [W.ReadyToSend, W.ReadinessOverdue, W.ReadyToShip, W.ShipmentOverdue],
    unlessPending: 'dispatch_extension_date',
    needs: 'date',
    effect: (_now, input) => ({ set: { dispatch_extension_date: input.date } }),
    ask: {
      change: 'dispatchExtensionRequested',
      notice: (input) => ASK_NOTICES.dispatchExtension(input.date ?? ''),
    },
  },
  {
    market: 'wholesale',
    action: 'confirm-delivery',
    from: [W.Shipped],
    effect: () => ({ to: W.Completed }),
  },
  {
    market: 'wholesale',
    action: 'cancel',
    from: [W.NotPaid, W.PaymentOverdue],
    effect: () => ({ to: W.Cancelled, set: DROP_REQUESTS }),
  },
  {
    market: 'retail',
    action: 'confirm-receipt',
    from: [R.Delivered],
    effect: () => ({ to: R.Completed }),
  },
];

const ruleOf = (market: Market, action: string): BuyerActionRule | undefined =>
  BUYER_ACTION_RULES.find((r) => r.market === market && r.action === action);

const allows = (rule: BuyerActionRule, order: BuyerOrderState): boolean =>
  rule.from.includes(order.status_id) && (!rule.unlessPending || order[rule.unlessPending] === null);

/** The buyer actions the order's status (and pending requests) allow now, in rule order. */
export function allowedBuyerActions(market: Market, order: BuyerOrderState): BuyerActionName[] {
  return BUYER_ACTION_RULES.filter((r) => r.market === market && allows(r, order)).map((r) => r.action);
}

/** Columns of `BuyerOrderState` over an orders table aliased `o`. */
export const BUYER_STATE_COLUMNS: Record<Market, string> = {
  wholesale: 'o.id, o.status_id, o.pay_renewal_days, o.dispatch_extension_date',
  retail: 'o.id, o.status_id, NULL AS pay_renewal_days, NULL AS dispatch_extension_date',
};

const TABLES: Record<Market, OrderTables> = { wholesale: WHOLESALE_TABLES, retail: RETAIL_TABLES };

export interface BuyerActionRequest {
  market: Market;
  orderId: number;
  action: string;
  days: number | null;
  /** As sent (`yyyy-MM-dd` or a date-time); a bare day means the end of that Moscow day. */
  date: string | null;
  adminId: number | null;
}

/** Why an action was refused: 400 bad argument, 404 unknown order, 409 not allowed now. */
export type BuyerActionResult =
  { ok: true; actionId: number } | { ok: false; status: 400 | 404 | 409; message: string };

const refused = (status: 400 | 404 | 409, message: string): BuyerActionResult => ({
  ok: false,
  status,
  message,
});

function checkInput(
  rule: BuyerActionRule,
  request: BuyerActionRequest,
  now: number,
): { ok: true; input: BuyerActionInput } | { ok: false; message: string } {
  if (rule.needs === 'days') {
    const { days } = request;
    if (days === null) return { ok: false, message: `Field 'days' is required for action '${rule.action}'` };
    if (!Number.isInteger(days) || days < 1 || days > MAX_PAY_RENEWAL_DAYS) {
      return { ok: false, message: `Field 'days' must be an integer from 1 to ${MAX_PAY_RENEWAL_DAYS}` };
    }
    return { ok: true, input: { days, date: null } };
  }
  if (rule.needs === 'date') {
    if (request.date === null) {
      return { ok: false, message: `Field 'date' is required for action '${rule.action}'` };
    }
    const deadline = futureDeadline('date', request.date, now);
    return deadline.ok ? { ok: true, input: { days: null, date: deadline.at } } : deadline;
  }
  return { ok: true, input: { days: null, date: null } };
}

/**
 * Runs one buyer action in a transaction: its argument checks, the overdue sweep, the order,
 * the rule's status check, the change with its history entry, and the console's log row.
 */
export function runBuyerAction(db: Db, now: number, request: BuyerActionRequest): BuyerActionResult {
  const rule = ruleOf(request.market, request.action);
  if (!rule) return refused(400, `Action '${request.action}' is not a ${request.market} buyer action`);
  const checked = checkInput(rule, request, now);
  if (!checked.ok) return refused(400, checked.message);
  const tables = TABLES[request.market];
  return db.transaction((): BuyerActionResult => {
    const decision = decideAction(
      db,
      now,
      () =>
        one<BuyerOrderState>(
          db,
          `SELECT ${BUYER_STATE_COLUMNS[request.market]} FROM ${tables.orders} o WHERE o.id = ?`,
          request.orderId,
        ),
      (order) => (allows(rule, order) ? rule.effect(now, checked.input) : actionNotAllowed()),
    );
    if (!decision.ok) {
      const message = decision.refusal.errorMessage ?? ACTION_NOT_ALLOWED;
      return refused(message === ORDER_NOT_FOUND ? 404 : 409, message);
    }
    const { order, change } = decision;
    const at = iso(now);
    applyStatusChange(db, tables, order, change, at, 'buyer');
    if (rule.ask) {
      announceOrderUpdate(db, request.market, order.id, rule.ask.change, at, rule.ask.notice(checked.input));
    }
    const values: SqlValue[] = [
      request.market,
      order.id,
      rule.action,
      checked.input.days,
      checked.input.date,
      order.status_id,
      change.to ?? order.status_id,
      request.adminId,
      at,
    ];
    const actionId = run(
      db,
      `INSERT INTO console_actions
         (market, order_id, action, days, date, status_before, status_after, admin_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ...values,
    ).lastInsertRowid;
    return { ok: true, actionId: Number(actionId) };
  })();
}
