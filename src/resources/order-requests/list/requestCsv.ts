import type { OrderRequestListItem } from '../../../api/orderRequests';
import { csvDateTime, csvMoney, type CsvColumn } from '../../../components/csv';
import { shippingMethodLabelKey } from '../../../domain';
import { orderRequestStatusLabelKey } from '../../../domain/orderRequestStatuses';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Columns of the /requests CSV export, Russian headers. */
export function requestCsvColumns(translate: Translate): CsvColumn<OrderRequestListItem>[] {
  const col = (key: string) => translate(`orderRequests.list.columns.${key}`);
  return [
    { header: col('id'), value: (row) => row.id },
    { header: col('creationDate'), value: (row) => csvDateTime(row.creationDate) },
    { header: col('buyerName'), value: (row) => row.buyerName },
    { header: col('products'), value: (row) => row.productNames },
    { header: col('productsCount'), value: (row) => row.productsCount },
    { header: col('totalQuantity'), value: (row) => row.totalQuantity },
    { header: col('deadline'), value: (row) => csvDateTime(row.deadline) },
    {
      header: col('status'),
      value: (row) =>
        row.statusId === null
          ? ''
          : translate(orderRequestStatusLabelKey(row.statusId), { id: row.statusId }),
    },
    {
      header: col('shippingMethod'),
      value: (row) =>
        row.shippingMethodId === null ? '' : translate(shippingMethodLabelKey(row.shippingMethodId)),
    },
    { header: col('country'), value: (row) => row.countryName },
    { header: col('proposalAmount'), value: (row) => csvMoney(row.proposalAmount) },
    { header: col('order'), value: (row) => row.orderId },
  ];
}

export const REQUESTS_EXPORT = { columns: requestCsvColumns, file: 'orderRequests.csv.file' } as const;
