import type { PromotionPeriod } from '../../../contract';
import { t } from '../../i18n';
import { formatDays, formatMoney } from '../format';

/** A period on sale as spec section 9 writes it: '7 дней — 490 руб.'. */
export const periodOptionText = (period: Pick<PromotionPeriod, 'daysCount' | 'price'>): string =>
  t('promotions.add.period', { days: formatDays(period.daysCount), price: formatMoney(period.price) });

/** The total of a purchase: the chosen period's price, or a dash before one is chosen. */
export const totalText = (period: Pick<PromotionPeriod, 'price'> | null): string =>
  period ? t('promotions.add.total', { amount: formatMoney(period.price) }) : t('promotions.add.totalEmpty');
