import type { DisputeStatusId } from '../../contract/index.js';
import { DisputeStatus as D, RetailStatus as R, WholesaleStatus as W } from '../../rules/index.js';
import { DAY_MS } from '../lib/time.js';
import { RETAIL_TABLES, WHOLESALE_TABLES, type OrderTables } from './ordersCommon.js';

/**
 * The dispute status machine of docs/contract/disputes.md as data: who may do what from which
 * status, where it leads, and what it does to the order. The seller's calls, the console's
 * dispute actions and the deadline sweep all run through these rules.
 */

export const DISPUTE_NOT_FOUND = 'Спор не найден';
/** AddDisputeComment on a dispute that is no longer open (1, 2). */
export const DISPUTE_CLOSED = 'Спор закрыт';
/** The console's refusal of an action the dispute's status does not allow (409). */
export const DISPUTE_ACTION_NOT_ALLOWED = 'Действие недоступно для текущего статуса спора';

/** Body status of a seller call refused by the dispute's or the order's current state (spec section 8: dispute-changing modal). */
export const DISPUTE_CHANGED = -20;

/** The -20 reasons of the contract, by the dispute's current status. */
export const CHANGED_REASONS: Readonly<Partial<Record<DisputeStatusId, string>>> = {
  [D.Arbitration]: 'спор уже рассматривается арбитражем',
  [D.ClosedForBuyer]: 'спор закрыт',
  [D.ClosedForSeller]: 'спор закрыт',
};
export const ORDER_STATUS_CHANGED = 'статус заказа изменился';

/** The seller must answer a new dispute within this many days (`answerDeadline`). */
export const ANSWER_DAYS = 3;
export const ANSWER_MS = ANSWER_DAYS * DAY_MS;

export const DISPUTE_STATUS_IDS: readonly DisputeStatusId[] = [1, 2, 3, 4];
export const DISPUTE_REASON_IDS = [1, 2, 3, 4, 5] as const;

/** Text limits of the contract: the claim, the decline purpose, a message, a decision comment. */
export const CLAIM_MAX = 2000;
export const DECLINE_PURPOSE_MAX = 1000;
export const MESSAGE_MAX = 2000;
export const DECISION_COMMENT_MAX = 2000;
/** Images of one message; decline files are at most the upload limit of every form (10). */
export const MESSAGE_IMAGES_MAX = 5;

export type DisputeActor = 'buyer' | 'seller' | 'admin';

export const DISPUTE_ACTIONS = [
  'decline',
  'acceptReturn',
  'withdraw',
  'decideForBuyer',
  'decideForSeller',
] as const;
export type DisputeActionName = (typeof DISPUTE_ACTIONS)[number];

/** The console's actions: the buyer's withdrawal and the administrator's decisions. */
export const CONSOLE_DISPUTE_ACTIONS = ['withdraw', 'decideForBuyer', 'decideForSeller'] as const;
export type ConsoleDisputeAction = (typeof CONSOLE_DISPUTE_ACTIONS)[number];

export interface DisputeRule {
  action: DisputeActionName;
  actor: DisputeActor;
  from: readonly DisputeStatusId[];
  to: DisputeStatusId;
  /** The action's comment is required (the administrator explains a decision). */
  needsComment?: boolean;
  /** The return is issued: the order becomes its market's cancelled status. */
  returnsOrder?: boolean;
}

export const DISPUTE_RULES: readonly DisputeRule[] = [
  { action: 'decline', actor: 'seller', from: [D.Open], to: D.Arbitration },
  {
    action: 'acceptReturn',
    actor: 'seller',
    from: [D.Open, D.Arbitration],
    to: D.ClosedForBuyer,
    returnsOrder: true,
  },
  { action: 'withdraw', actor: 'buyer', from: [D.Open, D.Arbitration], to: D.ClosedForSeller },
  {
    action: 'decideForBuyer',
    actor: 'admin',
    from: [D.Arbitration],
    to: D.ClosedForBuyer,
    needsComment: true,
    returnsOrder: true,
  },
  {
    action: 'decideForSeller',
    actor: 'admin',
    from: [D.Arbitration],
    to: D.ClosedForSeller,
    needsComment: true,
  },
];

/** The sweep's rule: an open dispute past its answer deadline goes to arbitration. */
export const DEADLINE_RULE = { action: 'deadline', from: D.Open, to: D.Arbitration } as const;

/** A dispute action's rule (every action name has exactly one). */
export function ruleOf(action: DisputeActionName): DisputeRule {
  const rule = DISPUTE_RULES.find((r) => r.action === action);
  if (!rule) throw new Error(`No dispute rule for '${action}'`);
  return rule;
}

export const isOpenStatus = (statusId: number): boolean => statusId === D.Open || statusId === D.Arbitration;
export const isClosingStatus = (statusId: number): boolean => !isOpenStatus(statusId);

/** The actions the dispute's status allows an actor now, in rule order. */
export const allowedDisputeActions = (actor: DisputeActor, statusId: number): DisputeActionName[] =>
  DISPUTE_RULES.filter((r) => r.actor === actor && r.from.some((s) => s === statusId)).map((r) => r.action);

/** Per market: the order tables, the delivered status a dispute is opened on, the status a return sets. */
export interface DisputeMarket {
  isRetail: boolean;
  tables: OrderTables;
  delivered: number;
  returned: number;
  /** The order number as the seller's screens show it: the wholesale id, the retail `number`. */
  numberSql: string;
}

export const WHOLESALE_DISPUTES: DisputeMarket = {
  isRetail: false,
  tables: WHOLESALE_TABLES,
  delivered: W.Shipped,
  returned: W.Cancelled,
  numberSql: 'CAST(o.id AS TEXT)',
};
export const RETAIL_DISPUTES: DisputeMarket = {
  isRetail: true,
  tables: RETAIL_TABLES,
  delivered: R.Delivered,
  returned: R.Cancelled,
  numberSql: 'o.number',
};

export const disputeMarket = (isRetail: boolean): DisputeMarket =>
  isRetail ? RETAIL_DISPUTES : WHOLESALE_DISPUTES;
