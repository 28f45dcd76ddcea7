import { DataTable, useTranslate } from 'react-admin';
import type { RetailOrderRow } from '../../api/retailOrders';
import { formatCount, formatDate, missingValue, MoneyText } from '../../components/format';
import { StatusChip } from '../../components/status';
import { RowLink } from '../../components/a11y/RowLink';
import { ListCard, ListPage } from '../../components/list';
import { EmptyOrders } from '../orders/shared/EmptyOrders';
import { retailCsvColumns } from './retailCsv';
import { retailFilters } from './RetailFilters';
import { PrintLabelsBulkButton } from '../orders/labels';

export const RETAIL_PAGE_SIZE = 12;
const C = 'orders.list.columns.';
const retailOrderPath = (id: number | string) => `/orders/retail/${id}`;
const SORT = { field: 'creationDate', order: 'DESC' } as const;
const EXPORT = { columns: retailCsvColumns, file: 'orders.csv.retailFile' } as const;

/** A retail order on a phone: number, status, buyer, product, date and amount. */
function RetailOrderCard({ row }: { row: RetailOrderRow }) {
  const translate = useTranslate();
  return (
    <ListCard
      title={translate('orders.list.idValue', { id: row.number ?? missingValue() })}
      badge={<StatusChip concept="retail" id={row.retailOrderStatus} />}
      primary={row.buyerName ?? missingValue()}
      secondary={row.productName ?? undefined}
      caption={formatDate(row.creationDate)}
      amount={<MoneyText value={row.amount} sx={{ fontWeight: 600 }} />}
    />
  );
}

/** /main-retail-orders: the retail order list, newest first; column headers sort on the server. */
export default function RetailOrderList() {
  const translate = useTranslate();
  return (
    <ListPage<RetailOrderRow>
      resource="retail-orders"
      filters={retailFilters}
      perPage={RETAIL_PAGE_SIZE}
      sort={SORT}
      export={EXPORT}
      rowPath={(id) => retailOrderPath(id)}
      empty={<EmptyOrders />}
      card={(row) => <RetailOrderCard row={row} />}
      bulkActionButtons={<PrintLabelsBulkButton kind="retail" />}
    >
      <DataTable.Col
        source="number"
        label={`${C}number`}
        render={(row) => (
          <RowLink to={retailOrderPath(row.id)}>
            {translate('orders.list.idValue', { id: row.number ?? missingValue() })}
          </RowLink>
        )}
      />
      <DataTable.Col
        source="creationDate"
        label={`${C}creationDate`}
        render={(row) => formatDate(row.creationDate)}
      />
      <DataTable.Col source="buyerName" label={`${C}buyerName`} />
      <DataTable.Col source="productName" label={`${C}productName`} disableSort />
      <DataTable.Col
        source="productsCount"
        label={`${C}productsCount`}
        disableSort
        render={(row) => formatCount(row.productsCount)}
      />
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
    </ListPage>
  );
}
