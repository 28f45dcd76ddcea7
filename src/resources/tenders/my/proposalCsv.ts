import type { TenderProposalListItem } from '../../../api/tenders';
import { csvDateTime, csvMoney, type CsvColumn } from '../../../components/csv';
import { tenderProposalStatuses, tenderStatuses } from '../../../domain/tenderStatuses';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Columns of the proposals CSV export, Russian headers. */
export function proposalCsvColumns(translate: Translate): CsvColumn<TenderProposalListItem>[] {
  const col = (key: string) => translate(`tenders.my.columns.${key}`);
  const csv = (key: string) => translate(`tenders.my.csv.${key}`);
  return [
    { header: col('id'), value: (row) => row.id },
    { header: csv('tenderId'), value: (row) => row.tenderId },
    { header: col('tenderTitle'), value: (row) => row.tenderTitle },
    { header: csv('buyerName'), value: (row) => row.buyerName },
    { header: col('productName'), value: (row) => row.productName },
    { header: col('quantity'), value: (row) => row.quantity },
    { header: csv('measureUnit'), value: (row) => row.measureUnit },
    { header: col('pricePerUnit'), value: (row) => csvMoney(row.pricePerUnit) },
    { header: csv('budgetPerUnit'), value: (row) => csvMoney(row.budgetPerUnit) },
    { header: csv('deliveryAmount'), value: (row) => csvMoney(row.deliveryAmount) },
    { header: col('totalAmount'), value: (row) => csvMoney(row.totalAmount) },
    { header: col('deliveryDays'), value: (row) => row.deliveryDays },
    { header: csv('tenderDeadline'), value: (row) => csvDateTime(row.tenderDeadline) },
    {
      header: col('tenderStatusId'),
      value: (row) =>
        row.tenderStatusId === null
          ? ''
          : translate(tenderStatuses.labelKey(row.tenderStatusId), { id: row.tenderStatusId }),
    },
    {
      header: col('statusId'),
      value: (row) =>
        row.statusId === null
          ? ''
          : translate(tenderProposalStatuses.labelKey(row.statusId), { id: row.statusId }),
    },
    { header: col('creationDate'), value: (row) => csvDateTime(row.creationDate) },
  ];
}
