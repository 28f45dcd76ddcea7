import type { PromotionPeriod } from '../../api/promotions';
import { t } from '../../i18n';
import { formatMoneyOrDash } from '../format';
import { daysText } from './cells';

/** A period on sale as spec section 9 writes it: '7 дней — 490 руб.' ('----' for what was not sent). */
export const periodOptionText = (period: Pick<PromotionPeriod, 'daysCount' | 'price'>): string =>
  t('promotions.add.period', { days: daysText(period.daysCount), price: formatMoneyOrDash(period.price) });

/** The total of a purchase: the chosen period's price, or a dash before one is chosen. */
export const totalText = (period: Pick<PromotionPeriod, 'price'> | null): string =>
  period
    ? t('promotions.add.total', { amount: formatMoneyOrDash(period.price) })
    : t('promotions.add.totalEmpty');
