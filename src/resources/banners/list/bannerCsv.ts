import type { Banner } from '../../../api/banners';
import { csvDateTime, csvMoney, type CsvColumn } from '../../../components/csv';
import { formatDay } from '../../../components/format';
import type { ListExport } from '../../../components/list';
import { advertStatuses } from '../../../domain/advertStatuses';
import { sizeOf } from './cells';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Columns of the banners CSV: what the table shows, the image as its address. */
function bannerCsvColumns(translate: Translate): CsvColumn<Banner>[] {
  const col = (key: string) => translate(`banners.list.columns.${key}`);
  return [
    {
      header: col('position'),
      value: (row) => `${row.position.name} (${row.position.page}, ${sizeOf(row.position)})`,
    },
    { header: col('period'), value: (row) => `${formatDay(row.dateFrom)} – ${formatDay(row.dateTo)}` },
    { header: col('price'), value: (row) => csvMoney(row.price) },
    { header: col('link'), value: (row) => row.link ?? '' },
    {
      header: col('status'),
      value: (row) => translate(advertStatuses.labelKey(row.advertStatus), { id: row.advertStatus }),
    },
    { header: col('declineReason'), value: (row) => row.declineReason ?? '' },
    { header: col('image'), value: (row) => row.bannerFilePath },
    { header: col('createdAt'), value: (row) => csvDateTime(row.createdAt) },
  ];
}

export const bannersExport: ListExport<Banner> = {
  columns: bannerCsvColumns,
  file: 'banners.csv.file',
};
