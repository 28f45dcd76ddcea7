import type { Banner } from '../../../api/banners';
import { csvDateTime, csvMoney, type CsvColumn } from '../../../components/csv';
import { missingValue } from '../../../components/format';
import type { ListExport } from '../../../components/list';
import { advertStatuses } from '../../../domain/advertStatuses';
import { periodText, positionDetails, positionName } from './cells';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Columns of the banners CSV: what the table shows, the image as its address. */
function bannerCsvColumns(translate: Translate): CsvColumn<Banner>[] {
  const col = (key: string) => translate(`banners.list.columns.${key}`);
  return [
    {
      header: col('position'),
      value: (row) => `${positionName(row.position)} (${positionDetails(translate, row.position)})`,
    },
    { header: col('period'), value: (row) => periodText(translate, row) },
    { header: col('price'), value: (row) => csvMoney(row.price) },
    { header: col('link'), value: (row) => row.link ?? '' },
    {
      header: col('status'),
      value: (row) =>
        row.advertStatus === null
          ? missingValue()
          : translate(advertStatuses.labelKey(row.advertStatus), { id: row.advertStatus }),
    },
    { header: col('declineReason'), value: (row) => row.declineReason ?? '' },
    { header: col('image'), value: (row) => row.bannerFilePath ?? '' },
    { header: col('createdAt'), value: (row) => csvDateTime(row.createdAt) },
  ];
}

export const bannersExport: ListExport<Banner> = {
  columns: bannerCsvColumns,
  file: 'banners.csv.file',
};
