import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  LinearProgress,
  Link,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BuyerOrder } from '../../../api/buyers';
import { BUYER_ORDER_TYPE, BUYERS_PAGE_SIZE } from '../../../api/buyersPayloads';
import { formatDate, missingValue, MoneyText } from '../../../components/format';
import { Pager } from '../../../components/pager';
import { StatusChip } from '../../../components/status';
import { SectionCard } from '../../orders/shared/SectionCard';
import { BUYERS_RESOURCE, type BuyersDataProvider } from '../handler';
import { buyerOrderPath } from '../shared';

const O = 'buyers.orders.';

/** The tabs: both markets, then each (orderTypeId null, 2, 1). */
const TABS = [
  { key: 'all', orderTypeId: null },
  { key: 'wholesale', orderTypeId: BUYER_ORDER_TYPE.wholesale },
  { key: 'retail', orderTypeId: BUYER_ORDER_TYPE.retail },
] as const;

function OrderRow({ order }: { order: BuyerOrder }) {
  const translate = useTranslate();
  return (
    <TableRow hover>
      <TableCell>
        <Link component={RouterLink} to={buyerOrderPath(order)} underline="hover" sx={{ fontWeight: 600 }}>
          {translate(`${O}numberValue`, { number: order.number ?? missingValue() })}
        </Link>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(order.creationDate)}</TableCell>
      <TableCell>{translate(order.isRetail ? 'buyers.markets.1' : 'buyers.markets.2')}</TableCell>
      <TableCell>
        <StatusChip concept={order.isRetail ? 'retail' : 'wholesale'} id={order.statusId} />
      </TableCell>
      <TableCell align="right">
        <MoneyText value={order.totalAmount} />
      </TableCell>
    </TableRow>
  );
}

/** The buyer's orders of both markets (GetBuyerOrders), newest first, each linking to its order page. */
export function BuyerOrders({ buyerId }: { buyerId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BuyersDataProvider>();
  const [tab, setTab] = useState(0);
  const [page, setPage] = useState(1);
  const { orderTypeId } = TABS[tab] ?? TABS[0];
  const { data, isPending, isFetching } = useQuery({
    queryKey: [BUYERS_RESOURCE, 'getBuyerOrders', { buyerId, orderTypeId, page }],
    queryFn: () =>
      dataProvider.getBuyerOrders(BUYERS_RESOURCE, { buyerId, orderTypeId, page, perPage: BUYERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const orders = data?.data ?? [];
  return (
    <SectionCard title={translate(`${O}title`)}>
      <Tabs
        value={tab}
        onChange={(_event, next: number) => {
          setTab(next);
          setPage(1);
        }}
        sx={{ mb: 1 }}
      >
        {TABS.map((item) => (
          <Tab key={item.key} label={translate(`${O}tabs.${item.key}`)} />
        ))}
      </Tabs>
      {isFetching ? <LinearProgress /> : null}
      {isPending ? null : orders.length === 0 ? (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ py: 3, textAlign: 'center' }}>
          {translate(`${O}empty`)}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate(`${O}tableLabel`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${O}columns.number`)}</TableCell>
                <TableCell>{translate(`${O}columns.creationDate`)}</TableCell>
                <TableCell>{translate(`${O}columns.market`)}</TableCell>
                <TableCell>{translate(`${O}columns.status`)}</TableCell>
                <TableCell align="right">{translate(`${O}columns.totalAmount`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <OrderRow key={`${order.isRetail ? 'r' : 'w'}-${order.id}`} order={order} />
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Pager page={page} pageCount={data?.meta.pageCount ?? 1} onPageChange={setPage} disabled={isFetching} />
    </SectionCard>
  );
}
