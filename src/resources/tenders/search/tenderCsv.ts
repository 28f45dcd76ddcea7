import type { TenderListItem } from '../../../api/tenders';
import { csvDateTime, csvMoney, type CsvColumn } from '../../../components/csv';
import { shippingMethodLabelKey } from '../../../domain';
import { tenderProposalStatuses, tenderStatuses } from '../../../domain/tenderStatuses';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Columns of the tender search CSV export, Russian headers. */
export function tenderCsvColumns(translate: Translate): CsvColumn<TenderListItem>[] {
  const col = (key: string) => translate(`tenders.search.columns.${key}`);
  const csv = (key: string) => translate(`tenders.search.csv.${key}`);
  return [
    { header: csv('id'), value: (row) => row.id },
    { header: col('title'), value: (row) => row.title },
    { header: col('categoryName'), value: (row) => row.categoryName },
    { header: col('quantity'), value: (row) => row.quantity },
    { header: csv('measureUnit'), value: (row) => row.measureUnit },
    { header: col('budgetPerUnit'), value: (row) => csvMoney(row.budgetPerUnit) },
    { header: col('budgetTotal'), value: (row) => csvMoney(row.budgetTotal) },
    { header: col('deliveryDays'), value: (row) => row.deliveryDays },
    {
      header: translate('tenders.tender.shippingMethod'),
      value: (row) =>
        row.shippingMethodId === null ? '' : translate(shippingMethodLabelKey(row.shippingMethodId)),
    },
    { header: col('buyerName'), value: (row) => row.buyerName },
    { header: csv('country'), value: (row) => row.countryName },
    { header: csv('city'), value: (row) => row.cityName },
    { header: col('publishDate'), value: (row) => csvDateTime(row.publishDate) },
    { header: csv('deadline'), value: (row) => csvDateTime(row.deadline) },
    {
      header: col('statusId'),
      value: (row) =>
        row.statusId === null ? '' : translate(tenderStatuses.labelKey(row.statusId), { id: row.statusId }),
    },
    { header: col('proposalsCount'), value: (row) => row.proposalsCount },
    { header: csv('isNew'), value: (row) => csv(row.isNew ? 'yes' : 'no') },
    {
      header: csv('myProposalStatus'),
      value: (row) =>
        row.myProposalStatusId === null
          ? ''
          : translate(tenderProposalStatuses.labelKey(row.myProposalStatusId), {
              id: row.myProposalStatusId,
            }),
    },
  ];
}
