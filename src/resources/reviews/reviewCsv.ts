import type { ReviewListItem } from '../../api/reviews';
import { csvDateTime, type CsvColumn } from '../../components/csv';
import type { ListExport } from '../../components/list';
import { formatRating } from '../../domain/rating';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Columns of the reviews CSV export: Russian headers, the rating as shown on the screen. */
function reviewCsvColumns(translate: Translate): CsvColumn<ReviewListItem>[] {
  const col = (key: string) => translate(`reviews.list.columns.${key}`);
  return [
    { header: col('creationDate'), value: (row) => csvDateTime(row.creationDate) },
    { header: col('product'), value: (row) => row.productName },
    { header: col('buyerName'), value: (row) => row.buyerName },
    { header: col('rating'), value: (row) => (row.rating === null ? '' : formatRating(row.rating)) },
    { header: col('text'), value: (row) => row.text },
    {
      header: col('hasAnswer'),
      value: (row) =>
        row.hasAnswer === null ? '' : translate(row.hasAnswer ? 'reviews.csv.yes' : 'reviews.csv.no'),
    },
    { header: col('commentsCount'), value: (row) => row.commentsCount },
  ];
}

export const reviewsExport: ListExport<ReviewListItem> = {
  columns: reviewCsvColumns,
  file: 'reviews.csv.file',
};
