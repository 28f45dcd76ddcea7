import { useTranslate } from 'react-admin';
import type { BuyersDay, BuyersSummary } from '../../../api/analytics';
import { isEmptySeries } from '../../../api/analyticsPayloads';
import type { AnalyticsRange } from '../../../domain/analyticsRange';
import { allZero, namedShares, shareColumns } from '../breakdown';
import { ChartCard, type FigureColumn } from '../ChartCard';
import { DaysChart, NamesBarChart, SharesPieChart } from '../charts';
import { ChartGrid } from '../SectionLayout';
import { summaryFigures, type FigureDef } from '../summary';
import { SummaryCards } from '../SummaryCards';
import { useAnalytics } from '../useAnalytics';

const S = 'analytics.buyers.';

const FIGURES: readonly FigureDef<BuyersSummary>[] = [
  { field: 'buyersCount', label: `${S}buyersCount`, format: 'count' },
  { field: 'newCount', label: `${S}newCount`, format: 'count' },
  { field: 'returningCount', label: `${S}returningCount`, format: 'count' },
  { field: 'revenue', label: `${S}revenue`, format: 'money' },
];

const DAY_COLUMNS: readonly FigureColumn<BuyersDay>[] = [
  { header: 'analytics.columns.date', value: (row) => row.date, format: 'day' },
  { header: `${S}buyersCount`, value: (row) => row.buyersCount, format: 'count' },
  { header: `${S}newCount`, value: (row) => row.newCount, format: 'count' },
];

/** /dashboard/analytics/buyers: GetAnalyticsOfBuyers. */
export default function BuyersSection({ range }: { range: AnalyticsRange }) {
  const translate = useTranslate();
  const query = useAnalytics('buyers', range);
  const reply = query.data;
  const loading = query.isPending;
  const days = reply?.series ?? [];
  const kinds = namedShares(
    reply
      ? [
          { key: 'newCount', value: reply.current.newCount },
          { key: 'returningCount', value: reply.current.returningCount },
        ]
      : [],
    (item) => translate(`${S}${String(item.key)}`),
  );
  // Buyer and country names are user-written data: React renders them as text.
  const top = namedShares(reply?.topBuyers, (item) => item.label ?? String(item.key));
  const countries = namedShares(reply?.byCountry, (item) => item.label ?? translate('analytics.unknownCountry'));
  return (
    <>
      <SummaryCards figures={summaryFigures(FIGURES, reply)} loading={loading} />
      <ChartGrid>
        <ChartCard
          title={`${S}byDay`}
          rows={days}
          columns={DAY_COLUMNS}
          csvFile={`${S}csvDays`}
          range={range}
          loading={loading}
          empty={isEmptySeries(days, ['buyersCount', 'newCount'])}
        >
          <DaysChart
            rows={days}
            series={[
              { label: `${S}buyersCount`, value: (row) => row.buyersCount, format: 'count' },
              { label: `${S}newCount`, value: (row) => row.newCount, format: 'count' },
            ]}
          />
        </ChartCard>
        <ChartCard
          title={`${S}newVsReturning`}
          rows={kinds}
          columns={shareColumns('analytics.columns.name', `${S}buyersCount`, 'count')}
          csvFile={`${S}csvNewReturning`}
          range={range}
          loading={loading}
          empty={allZero(kinds)}
        >
          <SharesPieChart items={kinds.filter((row) => row.value > 0)} format="count" />
        </ChartCard>
        <ChartCard
          title={`${S}topBuyers`}
          rows={top}
          columns={shareColumns(`${S}buyer`, `${S}spent`, 'money')}
          csvFile={`${S}csvTop`}
          range={range}
          loading={loading}
        >
          <NamesBarChart items={top} label={`${S}spent`} format="money" />
        </ChartCard>
        <ChartCard
          title={`${S}byCountry`}
          rows={countries}
          columns={shareColumns(`${S}country`, `${S}buyersCount`, 'count')}
          csvFile={`${S}csvCountries`}
          range={range}
          loading={loading}
        >
          <NamesBarChart items={countries} label={`${S}buyersCount`} format="count" />
        </ChartCard>
      </ChartGrid>
    </>
  );
}
