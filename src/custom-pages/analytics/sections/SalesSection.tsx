import { useTranslate } from 'react-admin';
import type { SalesDay, SalesSummary } from '../../../api/analytics';
import { isEmptySeries } from '../../../api/analyticsPayloads';
import type { AnalyticsRange } from '../../../domain/analyticsRange';
import { allZero, namedShares, shareColumns } from '../breakdown';
import { ChartCard, type FigureColumn } from '../ChartCard';
import { DaysChart, SharesPieChart } from '../charts';
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

const DAY_COLUMNS: readonly FigureColumn<SalesDay>[] = [
  { header: 'analytics.columns.date', value: (row) => row.date, format: 'day' },
  { header: `${S}revenue`, value: (row) => row.revenue, format: 'money' },
  { header: `${S}retailRevenue`, value: (row) => row.retailRevenue, format: 'money' },
  { header: `${S}wholesaleRevenue`, value: (row) => row.wholesaleRevenue, format: 'money' },
  { header: `${S}ordersCount`, value: (row) => row.ordersCount, format: 'count' },
];

/** /dashboard/analytics/sales: GetAnalyticsOfSales. */
export default function SalesSection({ range }: { range: AnalyticsRange }) {
  const translate = useTranslate();
  const query = useAnalytics('sales', range);
  const reply = query.data;
  const loading = query.isPending;
  const days = reply?.series ?? [];
  const noSales = isEmptySeries(days, ['revenue', 'ordersCount']);
  const markets = namedShares(reply?.byMarket, (item) => translate(`analytics.markets.${String(item.key)}`, { _: String(item.key) }));
  return (
    <>
      <SummaryCards figures={summaryFigures(FIGURES, reply)} loading={loading} />
      <ChartGrid>
        <ChartCard title={`${S}byDay`} rows={days} columns={DAY_COLUMNS} csvFile={`${S}csvDays`} range={range} loading={loading} empty={noSales}>
          <DaysChart
            rows={days}
            series={[
              { label: `${S}retailRevenue`, value: (row) => row.retailRevenue, format: 'money' },
              { label: `${S}wholesaleRevenue`, value: (row) => row.wholesaleRevenue, format: 'money' },
            ]}
            stacked
          />
        </ChartCard>
        <ChartCard title={`${S}byMarket`} rows={markets} columns={shareColumns('analytics.columns.name', `${S}revenue`, 'money')} csvFile={`${S}csvMarkets`} range={range} loading={loading} empty={allZero(markets)}>
          <SharesPieChart items={markets} format="money" />
        </ChartCard>
        <ChartCard title={`${S}ordersByDay`} rows={days} columns={DAY_COLUMNS} csvFile={`${S}csvDays`} range={range} loading={loading} empty={noSales}>
          <DaysChart rows={days} kind="bar" series={[{ label: `${S}ordersCount`, value: (row) => row.ordersCount, format: 'count' }]} />
        </ChartCard>
      </ChartGrid>
    </>
  );
}
