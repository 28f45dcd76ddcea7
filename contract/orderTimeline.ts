/**
 * The order timeline (docs/contract/orders.md "Timeline"): ours, not in the specification.
 * Instants are ISO 8601 (UTC), amounts rubles with two decimals, days `yyyy-MM-dd` (Moscow days).
 */

export type OrderTimelineMarket = 'wholesale' | 'retail';

/** `POST Order/GetOrderTimeline`. */
export interface OrderTimelineBody {
  orderId: number;
  kind: OrderTimelineMarket;
}

export type OrderTimelineKind =
  'status' | 'payment' | 'safeDeal' | 'comment' | 'file' | 'dispute' | 'request';

export type OrderTimelineActor = 'buyer' | 'seller' | 'admin' | 'system';

/** The safe-deal steps of rules/payouts.ts as the timeline names them. */
export type OrderTimelineSafeDealStep = 'held' | 'releaseExpected' | 'released' | 'paid' | 'refunded';

export interface OrderTimelineEvent {
  /** When it happened (an expected release: when the order was sent). */
  at: string;
  kind: OrderTimelineKind;
  /** Absent when not recorded (status changes written before migration 029). */
  actor?: OrderTimelineActor | null;
  /** The author's display name (comments: the store or the buyer). */
  actorName?: string | null;
  /** A Russian one-line description, for clients without their own texts. */
  title: string;
  /** `status`: the status reached (the market's status ids). */
  statusId?: number | null;
  /** `safeDeal`: the step. */
  step?: OrderTimelineSafeDealStep | null;
  /** `dispute`: the dispute action (open, decline, deadline, acceptReturn, withdraw, decideForBuyer, decideForSeller). */
  action?: string | null;
  /** `request`: what the buyer asked (payRenewal, dispatchExtension). */
  request?: string | null;
  /** Rubles: a payment, a safe-deal step. */
  amount?: number | null;
  /** `yyyy-MM-dd`: the Moscow day money is expected to be released; the day a buyer asked for. */
  expectedDate?: string | null;
  /** `request` payRenewal: the days asked for. */
  days?: number | null;
  /** User text (a comment, a dispute comment), shown as text. */
  details?: string | null;
  /** `file`: the URL (`/seller/uploads/...`) and the name it had on the uploader's computer. */
  file?: { url: string; name: string | null } | null;
}

export interface OrderTimelineReply {
  /** Newest first. */
  events: OrderTimelineEvent[];
}
