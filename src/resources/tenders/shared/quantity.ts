import { groupDigits } from '../../../components/format';
import { t } from '../../../i18n';

/** '1 200 шт.': a quantity with its unit. */
export const quantityText = (quantity: number, unit: string): string =>
  t('tenders.quantityValue', { quantity: groupDigits(quantity), unit });
