import type { RetailOrderRow } from '../../api/retailOrders';
import { csvDateTime, csvMoney, type CsvColumn } from '../../components/csv';
import { deliveryMethodLabelKey, retailStatusLabelKey } from '../../domain';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Columns of the retail CSV export, Russian headers. */
export function retailCsvColumns(translate: Translate): CsvColumn<RetailOrderRow>[] {
  const col = (key: string) => translate(`orders.list.columns.${key}`);
  return [
    { header: col('number'), value: (row) => row.number },
    { header: col('creationDate'), value: (row) => csvDateTime(row.creationDate) },
    { header: col('buyerName'), value: (row) => row.buyerName },
    { header: col('productName'), value: (row) => row.productName },
    { header: col('productsCount'), value: (row) => row.productsCount },
    { header: col('amount'), value: (row) => csvMoney(row.amount) },
    {
      header: col('status'),
      value: (row) =>
        row.retailOrderStatus === null
          ? null
          : translate(retailStatusLabelKey(row.retailOrderStatus), { id: row.retailOrderStatus }),
    },
    {
      header: col('deliveryMethod'),
      value: (row) => translate(deliveryMethodLabelKey(row.deliveryMethodId)),
    },
  ];
}
