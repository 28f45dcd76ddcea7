import type { TemplateListItem } from '../../../api/deliveryTemplates';
import type { CsvColumn } from '../../../components/csv';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Columns of the template list's CSV export, Russian headers. */
export function templateCsvColumns(translate: Translate): CsvColumn<TemplateListItem>[] {
  const col = (key: string) => translate(`delivery.list.columns.${key}`);
  const csv = (key: string) => translate(`delivery.list.csv.${key}`);
  return [
    { header: csv('id'), value: (row) => row.id },
    { header: col('name'), value: (row) => row.name },
    { header: col('isActive'), value: (row) => csv(row.isActive ? 'active' : 'inactive') },
    {
      header: col('products'),
      value: (row) =>
        row.products.length > 0
          ? row.products.map((product) => product.productName).join(', ')
          : row.productIds.join(', '),
    },
    { header: col('directions'), value: (row) => row.directionsSummary ?? '' },
    {
      header: csv('days'),
      value: (row) =>
        row.deliveryDayFrom === null || row.deliveryDayTo === null
          ? ''
          : `${row.deliveryDayFrom}–${row.deliveryDayTo}`,
    },
  ];
}

export const templatesExport = { columns: templateCsvColumns, file: 'delivery.list.csvFile' } as const;
