import type { ReactElement } from 'react';
import { BUYER_NAME_MAX_LENGTH, ORDER_ID_MAX_DIGITS } from '../../api/finances';
import { dateRangeFilters, selectFilter, textFilter } from '../../components/list';
import { safeDealFinanceStatusOptions, type StatusOption } from '../../domain';
import type { MessageKey } from '../../i18n/keys';

const F = 'finances.filters.';

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Spec sections 5 and 9: an order number is digits only, at most 7 of them. */
export function orderIdValidator(value: unknown): MessageKey | undefined {
  if (isBlank(value)) return undefined;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return 'finances.validation.orderIdDigits';
  return text.length > ORDER_ID_MAX_DIGITS ? 'finances.validation.orderIdLength' : undefined;
}

/** A buyer name of at most 20 characters (as sent, trimmed). */
export function buyerNameValidator(value: unknown): MessageKey | undefined {
  return typeof value === 'string' && Array.from(value.trim()).length > BUYER_NAME_MAX_LENGTH
    ? 'finances.validation.buyerNameLength'
    : undefined;
}

const choicesOf = (options: readonly StatusOption[]) =>
  options.map((option) => ({ id: option.value, name: option.labelKey }));

/**
 * The filter inputs of both finance screens (spec sections 3 and 5): order number, order status
 * (the screen's statuses), buyer, safe-deal status and the creation days. An invalid number or
 * name shows its message and is not sent.
 */
export const financeFilters = (statusOptions: readonly StatusOption[]): ReactElement[] => [
  textFilter('orderId', `${F}orderId`, {
    validate: orderIdValidator,
    slotProps: { htmlInput: { inputMode: 'numeric', autoComplete: 'off' } },
    sx: { width: 170 },
  }),
  selectFilter('orderStatusId', `${F}orderStatus`, choicesOf(statusOptions), `${F}allStatuses`),
  textFilter('buyerName', `${F}buyerName`, {
    validate: buyerNameValidator,
    slotProps: { htmlInput: { autoComplete: 'off' } },
  }),
  selectFilter(
    'safeDealStatusId',
    `${F}safeDealStatus`,
    choicesOf(safeDealFinanceStatusOptions),
    `${F}allStatuses`,
    {
      sx: { minWidth: 230 },
    },
  ),
  ...dateRangeFilters(['dateFrom', `${F}dateFrom`], ['dateTo', `${F}dateTo`]),
];
