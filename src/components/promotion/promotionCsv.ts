import type { PromotionRow } from '../../api/promotions';
import { csvDateTime, csvMoney, type CsvColumn } from '../csv';
import type { ListExport } from '../list';
import { missingValue } from '../format';
import { daysText } from './cells';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const C = 'promotions.columns.';

/** The CSV columns of a highlight (with the label) or top list, as the table shows them. */
function promotionCsvColumns(translate: Translate, withLabel: boolean): CsvColumn<PromotionRow>[] {
  const col = (key: string) => translate(`${C}${key}`);
  const label: CsvColumn<PromotionRow>[] = withLabel
    ? [
        {
          header: col('label'),
          value: (row) => (row.label === null ? '' : translate(`marketing.label.${row.label}`)),
        },
      ]
    : [];
  return [
    { header: col('product'), value: (row) => row.productName ?? '' },
    ...label,
    { header: col('period'), value: (row) => daysText(row.daysCount) },
    { header: col('price'), value: (row) => csvMoney(row.price) },
    { header: col('activeFrom'), value: (row) => csvDateTime(row.activeFrom) },
    { header: col('activeTo'), value: (row) => csvDateTime(row.activeTo) },
    {
      header: col('status'),
      value: (row) =>
        row.advertStatus === null
          ? missingValue()
          : translate(`marketing.advertStatus.${row.advertStatus}`, { id: row.advertStatus }),
    },
  ];
}

export const highlightsExport: ListExport<PromotionRow> = {
  columns: (translate) => promotionCsvColumns(translate, true),
  file: 'promotions.highlights.csvFile',
};

export const topExport: ListExport<PromotionRow> = {
  columns: (translate) => promotionCsvColumns(translate, false),
  file: 'promotions.top.csvFile',
};
