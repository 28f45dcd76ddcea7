import type { Coupon } from '../../api/coupons';
import type { ListExport } from '../../components/list';
import {
  codeText,
  discountText,
  marketText,
  minOrderText,
  statusText,
  usageText,
  validityText,
} from './couponText';

/** The CSV export of the coupon list: what the table shows, Russian headers. */
export const couponsExport: ListExport<Coupon> = {
  file: 'coupons.list.csvFile',
  columns: (t) => {
    const col = (key: string) => t(`coupons.list.columns.${key}`);
    return [
      { header: col('code'), value: (row) => codeText(row) },
      { header: col('discount'), value: (row) => discountText(t, row) },
      { header: col('minOrderAmount'), value: (row) => minOrderText(t, row) },
      { header: col('validity'), value: (row) => validityText(t, row) },
      { header: col('usage'), value: (row) => usageText(t, row) },
      { header: col('market'), value: (row) => marketText(t, row) },
      { header: col('status'), value: (row) => statusText(t, row.status) },
    ];
  },
};
