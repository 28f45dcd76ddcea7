import { DataTable, useTranslate } from 'react-admin';
import type { RetailOrderListItem } from '../../api/retailOrders';
import { formatDate, MoneyText } from '../../components/format';
import { StatusChip } from '../../components/status';
import { OrderListPage } from '../orders/shared/OrderListPage';
import { retailCsvColumns } from './retailCsv';
import { retailFilters } from './RetailFilters';

export const RETAIL_PAGE_SIZE = 12;
const C = 'orders.list.columns.';

/** /main-retail-orders: the retail order list, newest first; column headers sort on the server. */
export default function RetailOrderList() {
  const translate = useTranslate();
  return (
    <OrderListPage<RetailOrderListItem>
      title="shell.titles.retailOrders"
      resource="retail-orders"
      filters={retailFilters}
      perPage={RETAIL_PAGE_SIZE}
      sort={{ field: 'creationDate', order: 'DESC' }}
      sx={{ '& .RaList-actions form, & .filter-field': { alignItems: 'flex-start' } }}
      csvColumns={retailCsvColumns}
      csvFile="orders.csv.retailFile"
      rowPath={(id) => `/orders/retail/${id}`}
    >
      <DataTable.Col
        source="number"
        label={`${C}number`}
        render={(row) => <strong>{translate('orders.list.idValue', { id: row.number })}</strong>}
      />
      <DataTable.Col
        source="creationDate"
        label={`${C}creationDate`}
        render={(row) => formatDate(row.creationDate)}
      />
      <DataTable.Col source="buyerName" label={`${C}buyerName`} />
      <DataTable.Col source="productName" label={`${C}productName`} disableSort />
      <DataTable.Col source="productsCount" label={`${C}productsCount`} disableSort />
      <DataTable.Col
        source="amount"
        label={`${C}amount`}
        render={(row) => <MoneyText value={row.amount} sx={{ fontWeight: 600 }} />}
      />
      <DataTable.Col
        source="retailOrderStatus"
        label={`${C}status`}
        render={(row) => <StatusChip concept="retail" id={row.retailOrderStatus} />}
      />
    </OrderListPage>
  );
}
