import type { WholesaleOrderRow } from '../../../api/orders';
import { csvDateTime, csvMoney, type CsvColumn } from '../../../components/csv';
import { shippingMethodLabelKey, wholesaleStatusLabelKey } from '../../../domain';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Columns of the wholesale CSV export, Russian headers. */
export function wholesaleCsvColumns(translate: Translate): CsvColumn<WholesaleOrderRow>[] {
  const col = (key: string) => translate(`orders.list.columns.${key}`);
  return [
    { header: col('id'), value: (row) => row.id },
    { header: col('invoiceNumber'), value: (row) => row.invoiceNumber },
    { header: col('creationDate'), value: (row) => csvDateTime(row.creationDate) },
    { header: col('buyerName'), value: (row) => row.buyerName },
    { header: col('productsCount'), value: (row) => row.productsCount },
    { header: col('totalAmount'), value: (row) => csvMoney(row.totalAmount) },
    {
      header: col('statusId'),
      value: (row) =>
        row.statusId === null ? null : translate(wholesaleStatusLabelKey(row.statusId), { id: row.statusId }),
    },
    { header: col('shippingMethod'), value: (row) => translate(shippingMethodLabelKey(row.shipingMethodId)) },
    {
      header: col('isPaid'),
      value: (row) =>
        row.isPaid === null ? null : translate(row.isPaid ? 'orders.list.yes' : 'orders.list.no'),
    },
  ];
}
