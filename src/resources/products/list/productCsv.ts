import type { ProductListItem } from '../../../api/products';
import { csvDateTime, csvMoney, type CsvColumn } from '../../../components/csv';
import { productLabels, productStatuses, productStatusOf } from '../../../domain';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Columns of the product lists' CSV export, Russian headers. */
export function productCsvColumns(translate: Translate): CsvColumn<ProductListItem>[] {
  const col = (key: string) => translate(`products.list.columns.${key}`);
  const csv = (key: string) => translate(`products.csv.${key}`);
  return [
    { header: csv('id'), value: (row) => row.id },
    { header: col('productName'), value: (row) => row.productName },
    { header: col('vendoreCode'), value: (row) => row.vendoreCode },
    { header: csv('type'), value: (row) => csv(row.productTypeId === 1 ? 'retail' : 'wholesale') },
    { header: col('category'), value: (row) => row.categoryName },
    { header: csv('minPrice'), value: (row) => csvMoney(row.minPrice) },
    { header: csv('maxPrice'), value: (row) => csvMoney(row.maxPrice) },
    { header: col('quantity'), value: (row) => row.quantity },
    { header: csv('optionsCount'), value: (row) => row.optionsCount },
    {
      header: col('status'),
      value: (row) => {
        const id = productStatusOf(row);
        return translate(productStatuses.labelKey(id), { id });
      },
    },
    {
      header: col('labels'),
      value: (row) => row.labels.map((id) => translate(productLabels.labelKey(id), { id })).join(', '),
    },
    { header: col('netPayout'), value: (row) => csvMoney(row.netPayout) },
    { header: col('creationDate'), value: (row) => csvDateTime(row.creationDate) },
  ];
}

export const retailProductsExport = { columns: productCsvColumns, file: 'products.csv.retailFile' } as const;
export const wholesaleProductsExport = {
  columns: productCsvColumns,
  file: 'products.csv.wholesaleFile',
} as const;
