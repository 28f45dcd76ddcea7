import { useTranslate } from 'react-admin';
import type { SalesDay, SalesSummary } from '../../../api/analytics';
import type { AnalyticsRange } from '../../../domain/analyticsRange';
import { namedShares } from '../breakdown';
import { DaysCard, SharesCard, type DayFigure } from '../cards';
import { ChartGrid } from '../SectionLayout';
import { summaryFigures, type FigureDef } from '../summary';
import { SummaryCards } from '../SummaryCards';
import { useAnalytics } from '../useAnalytics';

const S = 'analytics.sales.';

const FIGURES: readonly FigureDef<SalesSummary>[] = [
  { field: 'revenue', label: `${S}revenue`, format: 'money' },
  { field: 'ordersCount', label: `${S}ordersCount`, format: 'count' },
  { field: 'averageOrder', label: `${S}averageOrder`, format: 'money' },
  { field: 'retailRevenue', label: `${S}retailRevenue`, format: 'money' },
  { field: 'wholesaleRevenue', label: `${S}wholesaleRevenue`, format: 'money' },
];

const DAY_FIGURES: readonly DayFigure<SalesDay>[] = [
  { field: 'revenue', label: `${S}revenue`, format: 'money' },
  { field: 'retailRevenue', label: `${S}retailRevenue`, format: 'money' },
  { field: 'wholesaleRevenue', label: `${S}wholesaleRevenue`, format: 'money' },
  { field: 'ordersCount', label: `${S}ordersCount`, format: 'count' },
];

/** /dashboard/analytics/sales: GetAnalyticsOfSales. */
export default function SalesSection({ range }: { range: AnalyticsRange }) {
  const translate = useTranslate();
  const { reply, card } = useAnalytics('sales', range);
  const days = reply?.series ?? [];
  const markets = namedShares(reply?.byMarket, (item) =>
    translate(`analytics.markets.${String(item.key)}`, { _: String(item.key) }),
  );
  return (
    <>
      <SummaryCards figures={summaryFigures(FIGURES, reply)} loading={card.loading} />
      <ChartGrid>
        <DaysCard
          {...card}
          title={`${S}byDay`}
          csvFile={`${S}csvDays`}
          rows={days}
          figures={DAY_FIGURES}
          charted={['retailRevenue', 'wholesaleRevenue']}
          stacked
        />
        <SharesCard
          {...card}
          title={`${S}byMarket`}
          csvFile={`${S}csvMarkets`}
          items={markets}
          nameHeader="analytics.columns.name"
          valueHeader={`${S}revenue`}
          format="money"
          chart="pie"
        />
        <DaysCard
          {...card}
          title={`${S}ordersByDay`}
          csvFile={`${S}csvDays`}
          rows={days}
          figures={DAY_FIGURES}
          charted={['ordersCount']}
          kind="bar"
        />
      </ChartGrid>
    </>
  );
}
