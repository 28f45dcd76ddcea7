import type { OrderTimelineBody } from '../../contract';
import { request } from './http';
import { unlessRefused } from './ourCalls';
import { decodeOrderTimeline, type OrderTimeline } from './orderTimelineDecoders';

export type { OrderTimeline, TimelineEvent } from './orderTimelineDecoders';
export type { OrderTimelineBody };

/**
 * The order timeline (docs/contract/orders.md "Timeline"), ours: silent, and a server without it
 * (a refusal, as the spec-only server answers) gives `null`, which the page shows as its quiet
 * 'История заказа недоступна'. Other failures (the network) reject.
 */
export const getOrderTimeline = (body: OrderTimelineBody): Promise<OrderTimeline | null> =>
  unlessRefused(request('Order/GetOrderTimeline', decodeOrderTimeline, { body, onFailure: 'silent' }), null);
