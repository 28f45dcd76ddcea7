import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrdersDay, OrdersSummary } from '../../../api/analytics';
import { retailStatusLabelKey, wholesaleStatusLabelKey } from '../../../domain';
import type { AnalyticsRange } from '../../../domain/analyticsRange';
import type { MessageKey } from '../../../i18n';
import { namedShares } from '../breakdown';
import { DaysCard, SharesCard, type DayFigure } from '../cards';
import { ChartGrid } from '../SectionLayout';
import { summaryFigures, type FigureDef } from '../summary';
import { SummaryCards } from '../SummaryCards';
import { useAnalytics } from '../useAnalytics';

const S = 'analytics.orders.';

const FIGURES: readonly FigureDef<OrdersSummary>[] = [
  { field: 'ordersCount', label: `${S}ordersCount`, format: 'count' },
  { field: 'cancelledCount', label: `${S}cancelledCount`, format: 'count', lowerIsBetter: true },
  { field: 'cancelledShare', label: `${S}cancelledShare`, format: 'percent', lowerIsBetter: true },
  { field: 'overdueShare', label: `${S}overdueShare`, format: 'percent', lowerIsBetter: true },
  { field: 'shippedCount', label: `${S}shippedCount`, format: 'count' },
  { field: 'averageShipHours', label: `${S}averageShipHours`, format: 'hours', lowerIsBetter: true },
];

const DAY_FIGURES: readonly DayFigure<OrdersDay>[] = [
  { field: 'ordersCount', label: `${S}ordersCount`, format: 'count' },
  { field: 'cancelledCount', label: `${S}cancelledCount`, format: 'count' },
];

interface MarketDef {
  call: 'retailOrders' | 'wholesaleOrders';
  title: MessageKey;
  statusLabel: (id: number) => string;
  csvDays: MessageKey;
  csvStatuses: MessageKey;
}

const MARKETS: readonly MarketDef[] = [
  {
    call: 'retailOrders',
    title: `${S}retail`,
    statusLabel: retailStatusLabelKey,
    csvDays: `${S}csvRetailDays`,
    csvStatuses: `${S}csvRetailStatuses`,
  },
  {
    call: 'wholesaleOrders',
    title: `${S}wholesale`,
    statusLabel: wholesaleStatusLabelKey,
    csvDays: `${S}csvWholesaleDays`,
    csvStatuses: `${S}csvWholesaleStatuses`,
  },
];

function MarketOrders({ market, range }: { market: MarketDef; range: AnalyticsRange }) {
  const translate = useTranslate();
  const { reply, card } = useAnalytics(market.call, range);
  const statuses = namedShares(reply?.byStatus, (item) =>
    translate(market.statusLabel(Number(item.key)), { id: item.key }),
  );
  return (
    <section aria-label={translate(market.title)}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {translate(market.title)}
      </Typography>
      <SummaryCards figures={summaryFigures(FIGURES, reply)} loading={card.loading} />
      <ChartGrid>
        <DaysCard
          {...card}
          title={`${S}byDay`}
          csvFile={market.csvDays}
          rows={reply?.series ?? []}
          figures={DAY_FIGURES}
          kind="bar"
        />
        <SharesCard
          {...card}
          title={`${S}byStatus`}
          csvFile={market.csvStatuses}
          items={statuses}
          nameHeader={`${S}status`}
          valueHeader={`${S}ordersCount`}
          format="count"
          chart="bar"
        />
      </ChartGrid>
    </section>
  );
}

/** /dashboard/analytics/orders: GetAnalyticsOfRetailOrders and GetAnalyticsOfWholesaleOrders. */
export default function OrdersSection({ range }: { range: AnalyticsRange }) {
  return (
    <>
      {MARKETS.map((market) => (
        <MarketOrders key={market.call} market={market} range={range} />
      ))}
    </>
  );
}
