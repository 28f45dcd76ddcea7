import type { MarketType } from '../../contract';
import type { HubEvents } from '../api/realtimeDecoders';
import { DISPUTES_RESOURCE } from '../resources/disputes/handler';
import { ORDER_REQUESTS_RESOURCE } from '../resources/order-requests/handler';
import { ORDERS_RESOURCE } from '../resources/orders/handler';
import { RETAIL_ORDERS_RESOURCE } from '../resources/retail-orders/handler';
import { REVIEWS_RESOURCE } from '../resources/reviews/handler';
import { TENDER_PROPOSALS_RESOURCE } from '../resources/tenders/proposalsHandler';
import { TENDERS_RESOURCE } from '../resources/tenders/handler';
import { SETTINGS_RESOURCE } from '../resources/settings/handler';

/** The react-admin resource whose records an order event of a market names. */
export const ORDER_RESOURCE_OF: Record<MarketType, string> = {
  1: ORDERS_RESOURCE,
  2: RETAIL_ORDERS_RESOURCE,
};

/** A record of a resource; `id: null` stands for every record of it. */
export interface RecordRef {
  resource: string;
  id: number | null;
}

/** A row that did not exist before: offered to the open lists of its resource. */
export interface NewRow {
  resource: string;
  /** `null` when the event did not say (the list can only count it). */
  id: number | null;
  /** Permanent list filters the row belongs to (a list with another value there ignores it). */
  scope?: Record<string, unknown>;
}

/** What one hub event means for the open screens. */
export interface LiveEffect {
  created: NewRow | null;
  /** Records whose pages and list rows reload. */
  changed: RecordRef[];
}

/** The targets that change records (the others feed the bell, the chat and the counters). */
export type LiveTarget = Exclude<
  keyof HubEvents,
  'NotificationReceived' | 'UnreadMessagesChanged' | 'MessageReceived'
>;

const orderResource = (market: MarketType | null): string | null =>
  market === null ? null : ORDER_RESOURCE_OF[market];

/** A reference only when the event named both the resource and the id. */
function refs(...candidates: [string | null, number | null][]): RecordRef[] {
  return candidates.flatMap(([resource, id]) => (resource === null || id === null ? [] : [{ resource, id }]));
}

const changedOnly = (...candidates: [string | null, number | null][]): LiveEffect => ({
  created: null,
  changed: refs(...candidates),
});

/**
 * Every record-changing hub target (docs/contract/realtime.md) as data: the new row it brings and
 * the records it changes. An event without the ids it should carry changes nothing here (the
 * counters and the dashboard still refresh, `liveRefresh.ts`).
 */
export const LIVE_EFFECTS: { [T in LiveTarget]: (event: HubEvents[T]) => LiveEffect } = {
  OrderCreated: (event) => {
    const resource = orderResource(event.marketType);
    return { created: resource ? { resource, id: event.orderId } : null, changed: [] };
  },
  OrderStatusChanged: (event) => changedOnly([orderResource(event.marketType), event.orderId]),
  OrderUpdated: (event) => changedOnly([orderResource(event.marketType), event.orderId]),
  OrderRequestCreated: (event) => ({
    created: { resource: ORDER_REQUESTS_RESOURCE, id: event.requestId },
    changed: [],
  }),
  OrderRequestChanged: (event) => changedOnly([ORDER_REQUESTS_RESOURCE, event.requestId]),
  DisputeOpened: (event) => ({
    created: {
      resource: DISPUTES_RESOURCE,
      id: event.disputeId,
      scope: event.marketType === null ? undefined : { isRetail: event.marketType === 2 },
    },
    changed: refs([orderResource(event.marketType), event.orderId]),
  }),
  DisputeChanged: (event) =>
    changedOnly([DISPUTES_RESOURCE, event.disputeId], [orderResource(event.marketType), event.orderId]),
  TenderCreated: (event) => ({ created: { resource: TENDERS_RESOURCE, id: event.tenderId }, changed: [] }),
  TenderResult: (event) =>
    changedOnly([TENDER_PROPOSALS_RESOURCE, event.proposalId], [TENDERS_RESOURCE, event.tenderId]),
  ModerationDecided: () => ({ created: null, changed: [{ resource: SETTINGS_RESOURCE, id: null }] }),
  ReviewReceived: (event) => ({
    created: { resource: REVIEWS_RESOURCE, id: event.reviewId },
    changed: refs([orderResource(event.marketType), event.orderId]),
  }),
};

export const LIVE_TARGETS = Object.keys(LIVE_EFFECTS) as LiveTarget[];

/** Every resource an event may change: what is fetched again after the hub was down. */
export const LIVE_RESOURCES: readonly string[] = [
  ...Object.values(ORDER_RESOURCE_OF),
  ORDER_REQUESTS_RESOURCE,
  DISPUTES_RESOURCE,
  TENDERS_RESOURCE,
  TENDER_PROPOSALS_RESOURCE,
  REVIEWS_RESOURCE,
  SETTINGS_RESOURCE,
];

/** The effect of one event of a record-changing target. */
export function liveEffectOf<T extends LiveTarget>(target: T, event: HubEvents[T]): LiveEffect {
  return LIVE_EFFECTS[target](event);
}
