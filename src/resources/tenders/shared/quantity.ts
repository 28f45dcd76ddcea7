import { formatDays, groupDigits, missingValue } from '../../../components/format';
import { t } from '../../../i18n';

/**
 * Figures of the request and tender screens that a reply may leave out (issue 26): each shows
 * '----' when missing, so no plural or `%{}` ever gets a null.
 */

/** '1 200 шт.': a quantity with its unit; '1 200' without a unit, '----' without a quantity. */
export const quantityText = (quantity: number | null, unit: string | null): string => {
  if (quantity === null) return missingValue();
  return unit ? t('tenders.quantityValue', { quantity: groupDigits(quantity), unit }) : groupDigits(quantity);
};

/** '14 дней', or '----'. */
export const daysText = (days: number | null): string => (days === null ? missingValue() : formatDays(days));

/** A text or a number as shown, or '----' when missing or blank. */
export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || String(value).trim() === '' ? missingValue() : String(value);
