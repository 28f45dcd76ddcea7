import type { RetailFinanceRow, WholesaleFinanceRow } from '../../api/finances';
import { csvDateTime, csvMoney, type CsvColumn } from '../../components/csv';
import { retailStatusLabelKey, safeDealStatusLabelKey, wholesaleStatusLabelKey } from '../../domain';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const statusText = (translate: Translate, key: string, id: number | null) =>
  id === null ? null : translate(key, { id, _: String(id) });

/** Columns of the wholesale finance CSV export: the table's columns, Russian headers. */
export function wholesaleFinanceCsvColumns(translate: Translate): CsvColumn<WholesaleFinanceRow>[] {
  const col = (key: string) => translate(`finances.columns.${key}`);
  return [
    { header: col('orderId'), value: (row) => row.orderId },
    { header: col('invoiceNumber'), value: (row) => row.invoiceNumber },
    { header: col('orderCreationDate'), value: (row) => csvDateTime(row.orderCreationDate) },
    { header: col('buyerName'), value: (row) => row.buyerName },
    { header: col('totalFromBuyer'), value: (row) => csvMoney(row.totalFromBuyer) },
    { header: col('percentage'), value: (row) => row.percentage },
    { header: col('ndsPrice'), value: (row) => csvMoney(row.ndsPrice) },
    { header: col('paymentToTheSeller'), value: (row) => csvMoney(row.paymentToTheSeller) },
    {
      header: col('orderStatus'),
      value: (row) => statusText(translate, wholesaleStatusLabelKey(row.orderStatusId), row.orderStatusId),
    },
    {
      header: col('safeDealStatus'),
      value: (row) =>
        statusText(translate, safeDealStatusLabelKey(row.safeDealStatusId), row.safeDealStatusId),
    },
  ];
}

/** Columns of the retail finance CSV export. */
export function retailFinanceCsvColumns(translate: Translate): CsvColumn<RetailFinanceRow>[] {
  const col = (key: string) => translate(`finances.columns.${key}`);
  return [
    { header: col('orderId'), value: (row) => row.number ?? row.id },
    { header: col('orderCreationDate'), value: (row) => csvDateTime(row.creationDate) },
    { header: col('buyerName'), value: (row) => row.buyerName },
    { header: col('amount'), value: (row) => csvMoney(row.amount) },
    { header: col('paymentToTheSeller'), value: (row) => csvMoney(row.paymentToTheSeller) },
    { header: col('commission'), value: (row) => csvMoney(row.commission) },
    {
      header: col('orderStatus'),
      value: (row) => statusText(translate, retailStatusLabelKey(row.statusId), row.statusId),
    },
    {
      header: col('safeDealStatus'),
      value: (row) =>
        statusText(translate, safeDealStatusLabelKey(row.safeDealStatusId), row.safeDealStatusId),
    },
  ];
}
