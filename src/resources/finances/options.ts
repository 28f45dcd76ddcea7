import {
  DELIVERED_FILTER_STATUS,
  RETAIL_ORDER_STATUS_IDS,
  SAFE_DEAL_STATUS_IDS,
  WHOLESALE_ORDER_STATUS_IDS,
} from '../../api/finances';
import { idKey, type MessageKey } from '../../i18n/keys';

/** One option of a filter select: its value and the i18n key of its name. */
export interface StatusOption {
  value: number;
  labelKey: MessageKey;
}

/** Order status names are the orders capability's (`orders.wholesaleStatus.<id>`). */
export const wholesaleStatusKey = (id: number): MessageKey =>
  id === DELIVERED_FILTER_STATUS ? 'finances.deliveredStatus' : idKey('orders.wholesaleStatus.', id);

export const retailStatusKey = (id: number): MessageKey => idKey('orders.retailStatus.', id);

export const safeDealStatusKey = (id: number): MessageKey => idKey('finances.safeDealStatuses.', id);

/** Spec section 4: every wholesale status, then the manual extra 'Доставлен' (100). */
export const WHOLESALE_STATUS_OPTIONS: readonly StatusOption[] = [
  ...WHOLESALE_ORDER_STATUS_IDS.map((value) => ({ value, labelKey: wholesaleStatusKey(value) })),
  { value: DELIVERED_FILTER_STATUS, labelKey: wholesaleStatusKey(DELIVERED_FILTER_STATUS) },
];

/** Spec section 4: every retail status (no 100). */
export const RETAIL_STATUS_OPTIONS: readonly StatusOption[] = RETAIL_ORDER_STATUS_IDS.map((value) => ({
  value,
  labelKey: retailStatusKey(value),
}));

/** Spec section 4: Зарезервированы, Отправлены, Возврат оформлен, Не оплачен ('Все статусы' is added by the select). */
export const SAFE_DEAL_STATUS_OPTIONS: readonly StatusOption[] = SAFE_DEAL_STATUS_IDS.map((value) => ({
  value,
  labelKey: safeDealStatusKey(value),
}));
