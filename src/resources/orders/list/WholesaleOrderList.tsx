import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { DataTable, List, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import type { WholesaleOrderListItem } from '../../../api/orders';
import { useSellerUser } from '../../../authProvider/SellerUserContext';
import { ExportCsvButton } from '../../../components/csv';
import { formatDate, formatMoney } from '../../../components/format';
import { Pagination } from '../../../components/pager';
import { DateFilterInput } from '../shared/DateFilterInput';
import { OrdersDateProvider } from '../shared/DateProvider';
import { EmptyOrders } from '../shared/EmptyOrders';
import { shippingMethodChoices, shippingMethodKey, wholesaleStatusChoices } from '../shared/statuses';
import { WholesaleStatusChip } from '../shared/StatusChips';
import { BuyerFilterInput } from './BuyerFilterInput';
import { wholesaleCsvColumns } from './wholesaleCsv';

export const WHOLESALE_PAGE_SIZE = 12;
const F = 'orders.list.filters.';
const C = 'orders.list.columns.';

const filters = [
  <SelectInput
    key="statusId"
    source="statusId"
    label={`${F}status`}
    choices={wholesaleStatusChoices}
    emptyText="orders.wholesaleStatus.0"
    helperText={false}
    sx={{ minWidth: 220 }}
    alwaysOn
  />,
  <BuyerFilterInput key="buyerId" source="buyerId" label={`${F}buyer`} alwaysOn />,
  <DateFilterInput key="dateFrom" source="dateFrom" label={`${F}dateFrom`} alwaysOn />,
  <DateFilterInput key="dateTo" source="dateTo" label={`${F}dateTo`} alwaysOn />,
  <SelectInput
    key="shippingMethodId"
    source="shippingMethodId"
    label={`${F}shippingMethod`}
    choices={shippingMethodChoices}
    emptyText={`${F}allMethods`}
    helperText={false}
    sx={{ minWidth: 200 }}
    alwaysOn
  />,
];

function WholesaleListActions() {
  const translate = useTranslate();
  const columns = useMemo(() => wholesaleCsvColumns(translate), [translate]);
  return (
    <TopToolbar>
      <ExportCsvButton<WholesaleOrderListItem>
        columns={columns}
        filename={translate('orders.csv.wholesaleFile')}
        label="orders.list.export"
        limitedMessage="orders.list.exportLimited"
      />
    </TopToolbar>
  );
}

const Money = ({ value }: { value: number }) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
    {formatMoney(value)}
  </Box>
);

const ignoreError = () => undefined;

/** /orders: the wholesale order list (GetAllOrdersByFilter), filters kept in the URL. */
export default function WholesaleOrderList() {
  const translate = useTranslate();
  const { sellerId } = useSellerUser();
  return (
    <OrdersDateProvider>
      <Box sx={{ py: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('shell.titles.wholesaleOrders')}
        </Typography>
        <List<WholesaleOrderListItem>
          resource="orders"
          title={false}
          filter={{ sellerId }}
          filters={filters}
          perPage={WHOLESALE_PAGE_SIZE}
          sort={{ field: 'id', order: 'DESC' }}
          pagination={<Pagination />}
          actions={<WholesaleListActions />}
          empty={false}
          queryOptions={{ onError: ignoreError }}
        >
          <DataTable<WholesaleOrderListItem>
            rowClick={(id) => `/orders/${id}`}
            bulkActionButtons={false}
            empty={<EmptyOrders />}
          >
            <DataTable.Col
              source="id"
              label={`${C}id`}
              render={(row) => <strong>{translate('orders.list.idValue', { id: row.id })}</strong>}
            />
            <DataTable.Col
              source="creationDate"
              label={`${C}creationDate`}
              render={(row) => formatDate(row.creationDate)}
            />
            <DataTable.Col source="buyerName" label={`${C}buyerName`} />
            <DataTable.Col source="productsCount" label={`${C}productsCount`} disableSort />
            <DataTable.Col
              source="totalAmount"
              label={`${C}totalAmount`}
              render={(row) => <Money value={row.totalAmount} />}
            />
            <DataTable.Col
              source="statusId"
              label={`${C}statusId`}
              render={(row) => <WholesaleStatusChip statusId={row.statusId} />}
            />
            <DataTable.Col
              source="shipingMethodId"
              label={`${C}shippingMethod`}
              disableSort
              render={(row) => translate(shippingMethodKey(row.shipingMethodId))}
            />
          </DataTable>
        </List>
      </Box>
    </OrdersDateProvider>
  );
}
