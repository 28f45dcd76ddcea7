import { DataTable, useTranslate } from 'react-admin';
import type { WholesaleOrderRow } from '../../../api/orders';
import { formatCount, formatDate, missingValue, MoneyText } from '../../../components/format';
import { StatusChip } from '../../../components/status';
import { shippingMethodChoices, shippingMethodLabelKey, wholesaleStatusChoices } from '../../../domain';
import { RowLink } from '../../../components/a11y/RowLink';
import { dateRangeFilters, ListCard, ListPage, selectFilter } from '../../../components/list';
import { EmptyOrders } from '../shared/EmptyOrders';
import { BuyerFilterInput } from './BuyerFilterInput';
import { wholesaleCsvColumns } from './wholesaleCsv';
import { PrintLabelsBulkButton } from '../labels';

export const WHOLESALE_PAGE_SIZE = 12;
const F = 'orders.list.filters.';
const C = 'orders.list.columns.';

const wholesaleOrderPath = (id: number | string) => `/orders/${id}`;

const SORT = { field: 'id', order: 'DESC' } as const;
const EXPORT = { columns: wholesaleCsvColumns, file: 'orders.csv.wholesaleFile' } as const;

const filters = [
  selectFilter('statusId', `${F}status`, wholesaleStatusChoices, 'orders.wholesaleStatus.0'),
  <BuyerFilterInput key="buyerId" source="buyerId" label={`${F}buyer`} alwaysOn />,
  ...dateRangeFilters(['dateFrom', `${F}dateFrom`], ['dateTo', `${F}dateTo`]),
  selectFilter('shippingMethodId', `${F}shippingMethod`, shippingMethodChoices, `${F}allMethods`),
];

/** A wholesale order on a phone: number, status, buyer, date and amount. */
function OrderCard({ row }: { row: WholesaleOrderRow }) {
  const translate = useTranslate();
  return (
    <ListCard
      title={translate('orders.list.idValue', { id: row.id })}
      badge={<StatusChip concept="wholesale" id={row.statusId} />}
      primary={row.buyerName ?? missingValue()}
      caption={formatDate(row.creationDate)}
      amount={<MoneyText value={row.totalAmount} sx={{ fontWeight: 600 }} />}
    />
  );
}

/** /orders: the wholesale order list (GetAllOrdersByFilter), filters kept in the URL. */
export default function WholesaleOrderList() {
  const translate = useTranslate();
  return (
    <ListPage<WholesaleOrderRow>
      resource="orders"
      filters={filters}
      perPage={WHOLESALE_PAGE_SIZE}
      sort={SORT}
      export={EXPORT}
      rowPath={(id) => wholesaleOrderPath(id)}
      empty={<EmptyOrders />}
      card={(row) => <OrderCard row={row} />}
      bulkActionButtons={<PrintLabelsBulkButton kind="wholesale" />}
    >
      <DataTable.Col
        source="id"
        label={`${C}id`}
        render={(row) => (
          <RowLink to={wholesaleOrderPath(row.id)}>
            {translate('orders.list.idValue', { id: row.id })}
          </RowLink>
        )}
      />
      <DataTable.Col
        source="creationDate"
        label={`${C}creationDate`}
        render={(row) => formatDate(row.creationDate)}
      />
      <DataTable.Col source="buyerName" label={`${C}buyerName`} />
      <DataTable.Col
        source="productsCount"
        label={`${C}productsCount`}
        disableSort
        render={(row) => formatCount(row.productsCount)}
      />
      <DataTable.Col
        source="totalAmount"
        label={`${C}totalAmount`}
        render={(row) => <MoneyText value={row.totalAmount} sx={{ fontWeight: 600 }} />}
      />
      <DataTable.Col
        source="statusId"
        label={`${C}statusId`}
        render={(row) => <StatusChip concept="wholesale" id={row.statusId} />}
      />
      <DataTable.Col
        source="shipingMethodId"
        label={`${C}shippingMethod`}
        disableSort
        render={(row) => translate(shippingMethodLabelKey(row.shipingMethodId))}
      />
    </ListPage>
  );
}
