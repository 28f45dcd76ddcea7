import type { BuyerListItem } from '../../../api/buyers';
import type { Country } from '../../../api/locations';
import { csvDateTime, csvMoney, type CsvColumn } from '../../../components/csv';
import type { ListExport } from '../../../components/list';
import { countryText, userTypeText } from '../shared';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The buyers CSV export: Russian headers, country names of the lookups. */
export function buyersExport(countries: readonly Country[]): ListExport<BuyerListItem> {
  const columns = (translate: Translate): CsvColumn<BuyerListItem>[] => {
    const col = (key: string) => translate(`buyers.list.columns.${key}`);
    return [
      { header: col('buyerName'), value: (row) => row.buyerName },
      { header: col('userTypeId'), value: (row) => userTypeText(translate, row.userTypeId) },
      { header: col('countryId'), value: (row) => countryText(countries, row.countryId) },
      { header: col('ordersCount'), value: (row) => row.ordersCount },
      { header: col('spentAmount'), value: (row) => csvMoney(row.spentAmount) },
      { header: col('lastOrderDate'), value: (row) => csvDateTime(row.lastOrderDate) },
    ];
  };
  return { columns, file: 'buyers.csv.file' };
}
