import { useState, type ReactNode } from 'react';
import { Box, Button, Link, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import type { WholesaleOrderRow } from '../../api/orders';
import type { RetailOrderRow } from '../../api/retailOrders';
import { formatDate, missingValue, MoneyText } from '../../components/format';
import { StatusChip } from '../../components/status';
import { ORDERS_RESOURCE } from '../../resources/orders/handler';
import { RetailStatus, WholesaleStatus } from '../../domain';
import { RETAIL_ORDERS_RESOURCE } from '../../resources/retail-orders/handler';
import { RuDateProvider } from '../../components/dates/DateProvider';
import { EdgeTable, stackedRows } from '../../resources/orders/shared/ProductsTable';
import { SectionCard } from '../../resources/orders/shared/SectionCard';
import { WholesaleActionModals } from '../../resources/orders/shared/WholesaleActionModals';
import { RetailActionModals } from '../../resources/retail-orders/RetailActionModals';
import { LoadingSpinner } from '../../components/loading';

/** Wholesale: paid and not yet prepared (2). Retail: new (1) and overdue readiness (7). */
export const ACCEPT_WHOLESALE_STATUS = WholesaleStatus.NotSent;
export const ACCEPT_RETAIL_STATUSES = [RetailStatus.NotSent, RetailStatus.ReadinessOverdue] as const;
export const ACCEPT_PAGE_SIZE = 50;

const nowrap = { whiteSpace: 'nowrap' } as const;

interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  align?: 'right';
  /** Keep the cell on one line (numbers, dates, amounts). */
  nowrap?: boolean;
}

/** The order number, a link to its detail page. */
const linkColumn = <Row,>(
  label: string,
  to: (row: Row) => string,
  text: (row: Row) => string,
): Column<Row> => ({
  label,
  nowrap: true,
  cell: (row) => (
    <Link component={RouterLink} to={to(row)} sx={{ fontWeight: 600 }}>
      {text(row)}
    </Link>
  ),
});

/** When the order was placed and by whom. */
const placedColumns = <Row extends { creationDate: string | null; buyerName: string | null }>(
  col: (key: string) => string,
): Column<Row>[] => [
  { label: col('creationDate'), nowrap: true, cell: (row) => formatDate(row.creationDate) },
  { label: col('buyerName'), cell: (row) => row.buyerName ?? missingValue() },
];

const moneyColumn = <Row,>(label: string, amount: (row: Row) => number | null): Column<Row> => ({
  label,
  align: 'right',
  cell: (row) => <MoneyText value={amount(row)} variant="inherit" />,
});

/** The quick action of a row: one button that opens the action's modal for that order. */
const actionColumn = <Row,>(label: string, button: string, onPick: (row: Row) => void): Column<Row> => ({
  label,
  align: 'right',
  cell: (row) => (
    <Button size="small" variant="contained" onClick={() => onPick(row)} sx={nowrap}>
      {button}
    </Button>
  ),
});

function OrdersTable<Row extends { id: number }>({
  rows,
  columns,
  empty,
  total,
}: {
  rows: Row[] | undefined;
  columns: Column<Row>[];
  empty: string;
  total: number | undefined;
}) {
  const translate = useTranslate();
  if (!rows) return <LoadingSpinner size={24} />;
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <>
      {/* On phones each order stacks, so its action button stays on screen. */}
      <EdgeTable sx={stackedRows(columns.map((column) => column.label))}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.label}
                align={column.align}
                sx={{ '&:first-of-type': { pl: { xs: 2, sm: 3 } } }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              {columns.map((column) => (
                <TableCell
                  key={column.label}
                  align={column.align}
                  sx={{
                    '&:first-of-type': { pl: { xs: 2, sm: 3 } },
                    '&:last-of-type': { pr: { xs: 2, sm: 3 } },
                  }}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </EdgeTable>
      {total !== undefined && total > rows.length ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
          {translate('orders.acceptOrder.more', { shown: rows.length, total })}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * /accept-order: what waits for the seller's acceptance, each with its quick action: paid
 * wholesale orders to prepare (-> 'Готов к отправке', the cargo modal) and new retail orders
 * (-> 'Готов к отгрузке'). Decision recorded in docs/contract/orders.md "Accept-order screen".
 */
export default function AcceptOrderPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`orders.acceptOrder.${key}`);
  const col = (key: string) => translate(`orders.list.columns.${key}`);
  const wholesale = useGetList<WholesaleOrderRow>(
    ORDERS_RESOURCE,
    {
      filter: { statusId: ACCEPT_WHOLESALE_STATUS },
      pagination: { page: 1, perPage: ACCEPT_PAGE_SIZE },
      sort: { field: 'creationDate', order: 'ASC' },
    },
    { retry: false },
  );
  const retail = useGetList<RetailOrderRow>(
    RETAIL_ORDERS_RESOURCE,
    {
      filter: { statuses: [...ACCEPT_RETAIL_STATUSES] },
      pagination: { page: 1, perPage: ACCEPT_PAGE_SIZE },
      sort: { field: 'id', order: 'ASC' },
    },
    { retry: false },
  );
  const [wholesaleTarget, setWholesaleTarget] = useState<WholesaleOrderRow | null>(null);
  const [retailTarget, setRetailTarget] = useState<RetailOrderRow | null>(null);
  // The targets stay set after the modal closes so that a -20 warning can still be shown.
  const [wholesaleOpen, setWholesaleOpen] = useState(false);
  const [retailOpen, setRetailOpen] = useState(false);

  return (
    <RuDateProvider>
      <Box sx={{ py: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('text')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <SectionCard title={t('wholesale')}>
            <OrdersTable<WholesaleOrderRow>
              rows={wholesale.data}
              total={wholesale.total}
              empty={t('emptyWholesale')}
              columns={[
                linkColumn(
                  col('id'),
                  (row) => `/orders/${row.id}`,
                  (row) => translate('orders.list.idValue', { id: row.id }),
                ),
                ...placedColumns<WholesaleOrderRow>(col),
                moneyColumn(col('totalAmount'), (row) => row.totalAmount),
                {
                  label: translate('orders.detail.dispatchDeadline'),
                  cell: (row) => formatDate(row.dispatchDeadline),
                },
                {
                  label: col('statusId'),
                  cell: (row) => <StatusChip concept="wholesale" id={row.statusId} />,
                },
                actionColumn(
                  translate('orders.detail.actions'),
                  translate('orders.actions.readyToSend'),
                  (row) => {
                    setWholesaleTarget(row);
                    setWholesaleOpen(true);
                  },
                ),
              ]}
            />
          </SectionCard>
          <SectionCard title={t('retail')}>
            <OrdersTable<RetailOrderRow>
              rows={retail.data}
              total={retail.total}
              empty={t('emptyRetail')}
              columns={[
                linkColumn(
                  col('number'),
                  (row) => `/orders/retail/${row.id}`,
                  (row) => translate('orders.list.idValue', { id: row.number ?? missingValue() }),
                ),
                ...placedColumns<RetailOrderRow>(col),
                { label: col('productName'), cell: (row) => row.productName ?? missingValue() },
                moneyColumn(col('amount'), (row) => row.amount),
                {
                  label: col('status'),
                  cell: (row) => <StatusChip concept="retail" id={row.retailOrderStatus} />,
                },
                actionColumn(
                  translate('orders.detail.actions'),
                  translate('orders.actions.retailReady'),
                  (row) => {
                    setRetailTarget(row);
                    setRetailOpen(true);
                  },
                ),
              ]}
            />
          </SectionCard>
        </Box>
        {wholesaleTarget ? (
          <WholesaleActionModals
            key={wholesaleTarget.id}
            order={{
              id: wholesaleTarget.id,
              shippingMethodId: wholesaleTarget.shipingMethodId,
              deliveryMethodId: wholesaleTarget.deliveryMethodId,
            }}
            active={wholesaleOpen ? 'readyToSend' : null}
            onClose={() => setWholesaleOpen(false)}
          />
        ) : null}
        {retailTarget ? (
          <RetailActionModals
            key={retailTarget.id}
            order={{
              id: retailTarget.id,
              number: retailTarget.number ?? missingValue(),
              deliveryMethodId: retailTarget.deliveryMethodId,
              productLineIds: [],
            }}
            active={retailOpen ? 'toReady' : null}
            onClose={() => setRetailOpen(false)}
          />
        ) : null}
      </Box>
    </RuDateProvider>
  );
}
