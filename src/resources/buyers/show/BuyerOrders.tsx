import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import type { BuyerOrder } from '../../../api/buyers';
import { BUYER_ORDER_TYPE, BUYERS_PAGE_SIZE } from '../../../api/buyersPayloads';
import { formatDate, missingValue, MoneyText } from '../../../components/format';
import { EmptyState, ListSource, ListTable } from '../../../components/list';
import { StatusChip } from '../../../components/status';
import { SectionCard } from '../../orders/shared/SectionCard';
import { BUYER_ORDERS_RESOURCE, type BuyerOrderRecord } from '../ordersHandler';
import { buyerOrderPath } from '../shared';

const O = 'buyers.orders.';
const Column = DataTable.Col<BuyerOrderRecord>;
/** The server's one order; the columns cannot sort. */
const NEWEST_FIRST = { field: 'creationDate', order: 'DESC' } as const;

/** The tabs: both markets, then each (orderTypeId none, 2, 1). */
const TABS = [
  { key: 'all', orderTypeId: undefined },
  { key: 'wholesale', orderTypeId: BUYER_ORDER_TYPE.wholesale },
  { key: 'retail', orderTypeId: BUYER_ORDER_TYPE.retail },
] as const;

/** The market tabs: a tab is the list's `orderTypeId` filter (back to the first page). */
function MarketTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const chosen = (filterValues as { orderTypeId?: number }).orderTypeId;
  const current = Math.max(
    0,
    TABS.findIndex((tab) => tab.orderTypeId === chosen),
  );
  return (
    <Tabs
      value={current}
      onChange={(_event, next: number) => {
        const orderTypeId = TABS[next]?.orderTypeId;
        setFilters(orderTypeId === undefined ? {} : { orderTypeId }, undefined, false);
      }}
      sx={{ mb: 1 }}
    >
      {TABS.map((tab) => (
        <Tab key={tab.key} label={translate(`${O}tabs.${tab.key}`)} />
      ))}
    </Tabs>
  );
}

function OrderLink({ order }: { order: BuyerOrder }) {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={buyerOrderPath(order)} underline="hover" sx={{ fontWeight: 600 }}>
      {translate(`${O}numberValue`, { number: order.number ?? missingValue() })}
    </Link>
  );
}

const marketOf = (order: BuyerOrder) => (order.isRetail ? 'buyers.markets.1' : 'buyers.markets.2');

function OrderStatus({ order }: { order: BuyerOrder }) {
  return <StatusChip concept={order.isRetail ? 'retail' : 'wholesale'} id={order.statusId} />;
}

function OrderCard({ order }: { order: BuyerOrder }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5}>
      <OrderLink order={order} />
      <Typography variant="body2">
        {formatDate(order.creationDate)} · {translate(marketOf(order))}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <OrderStatus order={order} />
        <MoneyText value={order.totalAmount} />
      </Stack>
    </Stack>
  );
}

/**
 * The buyer's orders of both markets (GetBuyerOrders), newest first, 10 a page, each linking to
 * its order page: a list inside the buyer's page, its tab and page kept in the component.
 */
export function BuyerOrders({ buyerId }: { buyerId: number }) {
  const translate = useTranslate();
  const buyer = useMemo(() => ({ buyerId }), [buyerId]);
  return (
    <SectionCard title={translate(`${O}title`)}>
      <ListSource<BuyerOrderRecord>
        resource={BUYER_ORDERS_RESOURCE}
        filter={buyer}
        perPage={BUYERS_PAGE_SIZE}
        sort={NEWEST_FIRST}
        embedded
      >
        <MarketTabs />
        <ListTable<BuyerOrderRecord>
          columnChooser={false}
          empty={<EmptyState title={`${O}empty`} />}
          tableLabel={`${O}tableLabel`}
          card={({ order }) => <OrderCard order={order} />}
        >
          <Column
            source="order.number"
            label={`${O}columns.number`}
            disableSort
            render={({ order }) => <OrderLink order={order} />}
          />
          <Column
            source="order.creationDate"
            label={`${O}columns.creationDate`}
            disableSort
            cellSx={() => ({ whiteSpace: 'nowrap' })}
            render={({ order }) => formatDate(order.creationDate)}
          />
          <Column
            source="order.isRetail"
            label={`${O}columns.market`}
            disableSort
            render={({ order }) => translate(marketOf(order))}
          />
          <Column
            source="order.statusId"
            label={`${O}columns.status`}
            disableSort
            render={({ order }) => <OrderStatus order={order} />}
          />
          <Column
            source="order.totalAmount"
            label={`${O}columns.totalAmount`}
            disableSort
            align="right"
            render={({ order }) => <MoneyText value={order.totalAmount} />}
          />
        </ListTable>
      </ListSource>
    </SectionCard>
  );
}
