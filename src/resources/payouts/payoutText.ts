import { isApiError } from '../../api/errors';
import type { PayoutScheduleOrder } from '../../api/payouts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The server's Russian refusal, else the page's own text. */
export const refusalText = (error: unknown, translate: Translate, fallbackKey: string): string =>
  (isApiError(error) && error.errorMessage) || translate(fallbackKey);

/** 'Удержано', 'Разблокировано', ...; an unknown state says so. */
export const stateText = (state: PayoutScheduleOrder['state'], translate: Translate): string =>
  translate(`payouts.states.${state ?? 'unknown'}`);

/** The order page of a schedule or history order; null when the reply names no order id. */
export function orderPath(order: {
  market: PayoutScheduleOrder['market'];
  orderId: number | null;
}): string | null {
  if (order.orderId === null || order.market === null) return null;
  return order.market === 'retail' ? `/orders/retail/${order.orderId}` : `/orders/${order.orderId}`;
}
