import type { MarketType } from '../../../contract';
import type { HubEvents } from '../../api/realtimeDecoders';
import type { MessageKey } from '../../i18n/keys';
import type { BrowserNotice } from './browserNotifications';

type Translate = (key: MessageKey, options?: Record<string, string | number>) => string;

const N = 'notifications.newOrderAlerts.notice.';

const BODY_OF: Record<MarketType, MessageKey> = {
  1: `${N}wholesale`,
  2: `${N}retail`,
};

/** The back-office page of an order (src/resources/orders, src/resources/retail-orders). */
export const newOrderPath = (marketType: MarketType, orderId: number): string =>
  marketType === 2 ? `/orders/retail/${orderId}` : `/orders/${orderId}`;

export interface NewOrderNotice extends BrowserNotice {
  /** The order's page; none when the event does not say which order (or market) it is. */
  path: string | null;
}

/** The browser notification of an `OrderCreated`: 'Новый заказ', 'Оптовый заказ № 61'. */
export function newOrderNotice(event: HubEvents['OrderCreated'], translate: Translate): NewOrderNotice {
  const title = translate(`${N}title`);
  const { orderId, marketType } = event;
  if (orderId === null) return { title, body: translate(`${N}noNumber`), path: null };
  if (marketType === null) return { title, body: translate(`${N}order`, { id: orderId }), path: null };
  return {
    title,
    body: translate(BODY_OF[marketType], { id: orderId }),
    tag: `order-${marketType}-${orderId}`,
    path: newOrderPath(marketType, orderId),
  };
}
