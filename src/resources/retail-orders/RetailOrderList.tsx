import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { DataTable, List, TopToolbar, useTranslate } from 'react-admin';
import type { RetailOrderListItem } from '../../api/retailOrders';
import { useSellerUser } from '../../authProvider/SellerUserContext';
import { ExportCsvButton } from '../../components/csv';
import { formatDate, formatMoney } from '../../components/format';
import { Pagination } from '../../components/pager';
import { OrdersDateProvider } from '../orders/shared/DateProvider';
import { EmptyOrders } from '../orders/shared/EmptyOrders';
import { RetailStatusChip } from '../orders/shared/StatusChips';
import { retailCsvColumns } from './retailCsv';
import { retailFilters } from './RetailFilters';

export const RETAIL_PAGE_SIZE = 12;
const C = 'orders.list.columns.';

function RetailListActions() {
  const translate = useTranslate();
  const columns = useMemo(() => retailCsvColumns(translate), [translate]);
  return (
    <TopToolbar>
      <ExportCsvButton<RetailOrderListItem>
        columns={columns}
        filename={translate('orders.csv.retailFile')}
        label="orders.list.export"
        limitedMessage="orders.list.exportLimited"
      />
    </TopToolbar>
  );
}

const ignoreError = () => undefined;

/** /main-retail-orders: the retail order list (no server-side sort in the contract). */
export default function RetailOrderList() {
  const translate = useTranslate();
  const { sellerId } = useSellerUser();
  return (
    <OrdersDateProvider>
      <Box sx={{ py: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('shell.titles.retailOrders')}
        </Typography>
        <List<RetailOrderListItem>
          resource="retail-orders"
          title={false}
          filter={{ sellerId }}
          filters={retailFilters}
          perPage={RETAIL_PAGE_SIZE}
          pagination={<Pagination />}
          actions={<RetailListActions />}
          empty={false}
          queryOptions={{ onError: ignoreError }}
          sx={{ '& .RaList-actions form, & .filter-field': { alignItems: 'flex-start' } }}
        >
          <DataTable<RetailOrderListItem>
            rowClick={(id) => `/orders/retail/${id}`}
            bulkActionButtons={false}
            empty={<EmptyOrders />}
          >
            <DataTable.Col
              source="number"
              label={`${C}number`}
              disableSort
              render={(row) => <strong>{translate('orders.list.idValue', { id: row.number })}</strong>}
            />
            <DataTable.Col
              source="creationDate"
              label={`${C}creationDate`}
              disableSort
              render={(row) => formatDate(row.creationDate)}
            />
            <DataTable.Col source="buyerName" label={`${C}buyerName`} disableSort />
            <DataTable.Col source="productName" label={`${C}productName`} disableSort />
            <DataTable.Col source="productsCount" label={`${C}productsCount`} disableSort />
            <DataTable.Col
              source="amount"
              label={`${C}amount`}
              disableSort
              render={(row) => (
                <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {formatMoney(row.amount)}
                </Box>
              )}
            />
            <DataTable.Col
              source="retailOrderStatus"
              label={`${C}status`}
              disableSort
              render={(row) => <RetailStatusChip status={row.retailOrderStatus} />}
            />
          </DataTable>
        </List>
      </Box>
    </OrdersDateProvider>
  );
}
