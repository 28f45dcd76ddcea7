import type { Dispute } from '../../../api/disputes';
import { csvDateTime, csvMoney, type CsvColumn } from '../../../components/csv';
import { awaitsSellerAnswer, disputeReasons, disputeStatuses } from '../../../domain/disputeStatuses';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Columns of the dispute lists' CSV export, Russian headers. */
export function disputeCsvColumns(translate: Translate): CsvColumn<Dispute>[] {
  const col = (key: string) => translate(`disputes.list.columns.${key}`);
  const csv = (key: string) => translate(`disputes.csv.${key}`);
  return [
    { header: col('id'), value: (row) => row.id },
    { header: col('order'), value: (row) => row.orderNumber },
    { header: col('buyerName'), value: (row) => row.buyerName },
    {
      header: col('reason'),
      value: (row) =>
        row.reasonId === null ? null : translate(disputeReasons.labelKey(row.reasonId), { id: row.reasonId }),
    },
    {
      header: col('status'),
      value: (row) => translate(disputeStatuses.labelKey(row.statusId), { id: row.statusId }),
    },
    { header: col('creationDate'), value: (row) => csvDateTime(row.creationDate) },
    {
      header: col('answerDeadline'),
      value: (row) => (awaitsSellerAnswer(row.statusId) ? csvDateTime(row.answerDeadline) : null),
    },
    { header: col('orderAmount'), value: (row) => csvMoney(row.orderAmount) },
    { header: csv('claim'), value: (row) => row.claim },
    { header: csv('declinePurpose'), value: (row) => row.declinePurpose },
    { header: csv('decisionComment'), value: (row) => row.decisionComment },
    { header: csv('closedDate'), value: (row) => csvDateTime(row.closedDate) },
    { header: csv('messagesCount'), value: (row) => row.messagesCount },
  ];
}
