import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Stack, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { OrderRequestListItem } from '../../../api/orderRequests';
import { formatCount, formatDate, MoneyText } from '../../../components/format';
import { BulkDeleteSelected, EmptyState, ListCard, ListPage } from '../../../components/list';
import { TimeLeftText } from '../../../components/timeLeft';
import { ORDER_REQUESTS_RESOURCE } from '../handler';
import { isFinishedOrderRequest, OrderRequestStatus } from '../../../domain/orderRequestStatuses';
import { orDash } from '../../tenders/shared/quantity';
import { RowLink } from '../../../components/a11y/RowLink';
import { requestPath } from '../paths';
import { REQUESTS_EXPORT } from './requestCsv';
import { requestFilters } from './requestFilters';
import { StatusChip } from '../../../components/status';

export const REQUESTS_PAGE_SIZE = 12;
const C = 'orderRequests.list.columns.';
const SORT = { field: 'creationDate', order: 'DESC' } as const;
const Column = DataTable.Col<OrderRequestListItem>;
/** Shown with 'Столбцы': the quantity is on the request's page. */
const HIDDEN_COLUMNS = ['totalQuantity'] as const;

/** The requested products: the first names and how many there are. */
function ProductsCell({ row }: { row: OrderRequestListItem }) {
  const translate = useTranslate();
  return (
    <Box sx={{ maxWidth: 240 }}>
      <Typography variant="body2" noWrap title={row.productNames ?? undefined}>
        {orDash(row.productNames)}
      </Typography>
      {row.productsCount === null ? null : (
        <Typography variant="caption" color="text.secondary">
          {translate('orderRequests.list.productsCount', { smart_count: row.productsCount })}
        </Typography>
      )}
    </Box>
  );
}

/** The order created from the request, under its status, as a link (the row's own click is not triggered). */
function OrderLink({ orderId }: { orderId: number }) {
  const translate = useTranslate();
  return (
    <Link
      component={RouterLink}
      to={`/orders/${orderId}`}
      onClick={(event) => event.stopPropagation()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('orderRequests.list.orderLink', { id: orderId })}
    </Link>
  );
}

/** A request on a phone: number, status, buyer, products, date and the proposal's amount. */
function RequestCard({ row }: { row: OrderRequestListItem }) {
  const translate = useTranslate();
  return (
    <ListCard
      title={translate('orderRequests.list.idValue', { id: row.id })}
      badge={<StatusChip concept="orderRequest" id={row.statusId} />}
      primary={orDash(row.buyerName)}
      secondary={row.productNames ?? undefined}
      caption={formatDate(row.creationDate)}
      amount={<MoneyText value={row.proposalAmount} sx={{ fontWeight: 600 }} />}
      footer={translate('orderRequests.list.deadlineValue', { date: formatDate(row.deadline) })}
    />
  );
}

/** /requests: the buyers' order requests (GetAllOrderRequests), filters kept in the URL. */
export default function OrderRequestList() {
  const translate = useTranslate();
  return (
    <ListPage<OrderRequestListItem>
      resource={ORDER_REQUESTS_RESOURCE}
      filters={requestFilters}
      perPage={REQUESTS_PAGE_SIZE}
      sort={SORT}
      export={REQUESTS_EXPORT}
      rowPath={(id) => requestPath(id)}
      empty={<EmptyState hint="orderRequests.list.emptyHint" />}
      tableLabel="orderRequests.list.tableLabel"
      hiddenColumns={HIDDEN_COLUMNS}
      card={(row) => <RequestCard row={row} />}
      bulkActionButtons={
        <BulkDeleteSelected<OrderRequestListItem, 'orderRequests.list.bulkDelete.'>
          resource={ORDER_REQUESTS_RESOURCE}
          deletable={(row) => isFinishedOrderRequest(row.statusId)}
          texts="orderRequests.list.bulkDelete."
          confirmLabel="orderRequests.actions.delete"
        />
      }
    >
      <Column
        source="id"
        label={`${C}id`}
        render={(row) => (
          <RowLink to={requestPath(row.id)}>
            {translate('orderRequests.list.idValue', { id: row.id })}
          </RowLink>
        )}
      />
      <Column
        source="creationDate"
        label={`${C}creationDate`}
        render={(row) => formatDate(row.creationDate)}
      />
      <Column
        source="buyerName"
        label={`${C}buyerName`}
        disableSort
        render={(row) => orDash(row.buyerName)}
      />
      <Column
        source="productNames"
        label={`${C}products`}
        disableSort
        render={(row) => <ProductsCell row={row} />}
      />
      <Column
        source="totalQuantity"
        label={`${C}totalQuantity`}
        disableSort
        render={(row) => formatCount(row.totalQuantity)}
      />
      <Column
        source="deadline"
        label={`${C}deadline`}
        render={(row) => (
          <Stack spacing={0.25}>
            <span>{formatDate(row.deadline)}</span>
            {row.statusId === OrderRequestStatus.New && (
              <TimeLeftText deadline={row.deadline} variant="caption" />
            )}
          </Stack>
        )}
      />
      <Column
        source="statusId"
        label={`${C}status`}
        disableSort
        render={(row) => (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <StatusChip concept="orderRequest" id={row.statusId} />
            {row.orderId === null ? null : <OrderLink orderId={row.orderId} />}
          </Stack>
        )}
      />
      <Column
        source="proposalAmount"
        label={`${C}proposalAmount`}
        disableSort
        render={(row) => <MoneyText value={row.proposalAmount} sx={{ fontWeight: 600 }} />}
      />
    </ListPage>
  );
}
