import { useMemo } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import type { BuyerListItem } from '../../../api/buyers';
import { BUYERS_PAGE_SIZE } from '../../../api/buyersPayloads';
import { formatCount, formatDate, missingValue, MoneyText } from '../../../components/format';
import { RowLink } from '../../../components/a11y/RowLink';
import { EmptyState, ListCard, ListPage } from '../../../components/list';
import { useCountries } from '../../locations/useLocations';
import { BUYERS_RESOURCE } from '../handler';
import { buyerPath, countryText, userTypeText } from '../shared';
import { buyersExport } from './buyerCsv';
import { buyerFilters } from './buyerFilters';

const C = 'buyers.list.columns.';
/** The buyers who ordered last come first; the figures sort from the largest on a first click. */
const SORT = { field: 'lastOrderDate', order: 'DESC' } as const;
const Column = DataTable.Col<BuyerListItem>;

/** A buyer on a phone: name, type, country, orders, last order and spent amount. */
function BuyerCard({ row, country }: { row: BuyerListItem; country: string }) {
  const translate = useTranslate();
  return (
    <ListCard
      title={row.buyerName ?? missingValue()}
      primary={userTypeText(translate, row.userTypeId)}
      secondary={`${country} · ${
        row.ordersCount === null
          ? missingValue()
          : translate('buyers.list.ordersValue', { count: formatCount(row.ordersCount) })
      }`}
      caption={formatDate(row.lastOrderDate)}
      amount={<MoneyText value={row.spentAmount} sx={{ fontWeight: 600 }} />}
    />
  );
}

/** /buyers: the seller's buyers (GetBuyersByFilter), 10 a page, filters in the URL; a row opens the buyer. */
export default function BuyerList() {
  const translate = useTranslate();
  const { countries } = useCountries();
  const csv = useMemo(() => buyersExport(countries), [countries]);
  return (
    <ListPage<BuyerListItem>
      resource={BUYERS_RESOURCE}
      filters={buyerFilters}
      perPage={BUYERS_PAGE_SIZE}
      sort={SORT}
      export={csv}
      rowPath={(id) => buyerPath(id)}
      empty={<EmptyState title="buyers.list.empty" hint="buyers.list.emptyHint" />}
      tableLabel="buyers.list.tableLabel"
      card={(row) => <BuyerCard row={row} country={countryText(countries, row.countryId)} />}
    >
      <Column
        source="buyerName"
        label={`${C}buyerName`}
        render={(row) => <RowLink to={buyerPath(row.id)}>{row.buyerName ?? missingValue()}</RowLink>}
      />
      <Column
        source="userTypeId"
        label={`${C}userTypeId`}
        disableSort
        render={(row) => userTypeText(translate, row.userTypeId)}
      />
      <Column
        source="countryId"
        label={`${C}countryId`}
        disableSort
        render={(row) => countryText(countries, row.countryId)}
      />
      <Column
        source="ordersCount"
        label={`${C}ordersCount`}
        sortByOrder="DESC"
        render={(row) => formatCount(row.ordersCount)}
      />
      <Column
        source="spentAmount"
        label={`${C}spentAmount`}
        sortByOrder="DESC"
        render={(row) => <MoneyText value={row.spentAmount} sx={{ fontWeight: 600 }} />}
      />
      <Column
        source="lastOrderDate"
        label={`${C}lastOrderDate`}
        sortByOrder="DESC"
        render={(row) => formatDate(row.lastOrderDate)}
      />
    </ListPage>
  );
}
