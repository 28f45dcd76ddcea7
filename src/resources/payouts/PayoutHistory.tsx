import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Stack, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { formatCount, formatDate, formatMoneyOrDash, missingValue } from '../../components/format';
import { EmptyState, ListSource, ListTable } from '../../components/list';
import { PAYOUT_HISTORY_PAGE_SIZE } from '../../api/payouts';
import { PAYOUTS_RESOURCE, type PayoutRow } from './handler';
import { orderPath } from './payoutText';

const H = 'payouts.history.';
const NEWEST_FIRST = { field: 'paidAt', order: 'DESC' } as const;
const Column = DataTable.Col<PayoutRow>;

/** The orders a payout paid, each number a link to its order page. */
function PaidOrders({ row }: { row: PayoutRow }) {
  const translate = useTranslate();
  if (row.orders.length === 0) return <>{missingValue()}</>;
  const more = row.ordersCount === null ? 0 : row.ordersCount - row.orders.length;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1 }}>
      {row.orders.map((order, index) => {
        const number = order.number ?? (order.orderId === null ? missingValue() : String(order.orderId));
        const path = orderPath(order);
        const text = translate('payouts.schedule.order', { number });
        return path ? (
          <Link
            key={`${order.market}-${order.orderId ?? index}`}
            component={RouterLink}
            to={path}
            underline="always"
          >
            {text}
          </Link>
        ) : (
          <span key={`missing-${index}`}>{text}</span>
        );
      })}
      {more > 0 ? (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {translate(`${H}more`, { count: formatCount(more) })}
        </Box>
      ) : null}
    </Box>
  );
}

function HistoryCard({ row }: { row: PayoutRow }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2">{formatDate(row.paidAt)}</Typography>
      <Typography variant="body2">
        {translate(`${H}columns.amount`)}: {formatMoneyOrDash(row.amount)}
      </Typography>
      <Typography variant="body2">
        {translate(`${H}columns.ordersCount`)}:{' '}
        {row.ordersCount === null ? missingValue() : formatCount(row.ordersCount)}
      </Typography>
      <PaidOrders row={row} />
    </Stack>
  );
}

/** The marketplace's payouts to the seller, newest first (the console's 'Выплатить' makes them). */
export function PayoutHistory() {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mt: 4 }} aria-labelledby="payout-history-heading">
      <Typography id="payout-history-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`${H}heading`)}
      </Typography>
      <ListSource resource={PAYOUTS_RESOURCE} perPage={PAYOUT_HISTORY_PAGE_SIZE} sort={NEWEST_FIRST} embedded>
        <ListTable<PayoutRow>
          columnChooser={false}
          empty={<EmptyState title={`${H}empty`} />}
          tableLabel={`${H}tableLabel`}
          card={(row) => <HistoryCard row={row} />}
        >
          <Column
            source="paidAt"
            label={`${H}columns.paidAt`}
            disableSort
            cellSx={() => ({ whiteSpace: 'nowrap' })}
            render={(row) => formatDate(row.paidAt)}
          />
          <Column
            source="amount"
            label={`${H}columns.amount`}
            disableSort
            cellSx={() => ({ whiteSpace: 'nowrap' })}
            render={(row) => formatMoneyOrDash(row.amount)}
          />
          <Column
            source="ordersCount"
            label={`${H}columns.ordersCount`}
            disableSort
            render={(row) => (row.ordersCount === null ? missingValue() : formatCount(row.ordersCount))}
          />
          <Column
            source="orders"
            label={`${H}columns.orders`}
            disableSort
            render={(row) => <PaidOrders row={row} />}
          />
        </ListTable>
      </ListSource>
    </Box>
  );
}
