import { useTranslate } from 'react-admin';
import type { TendersDay, TendersSummary } from '../../../api/analytics';
import { isEmptySeries } from '../../../api/analyticsPayloads';
import type { AnalyticsRange } from '../../../domain/analyticsRange';
import { allZero, namedShares, shareColumns } from '../breakdown';
import { ChartCard, type FigureColumn } from '../ChartCard';
import { DaysChart, SharesPieChart } from '../charts';
import { ChartGrid } from '../SectionLayout';
import { summaryFigures, type FigureDef } from '../summary';
import { SummaryCards } from '../SummaryCards';
import { useAnalytics } from '../useAnalytics';

const S = 'analytics.tenders.';

const FIGURES: readonly FigureDef<TendersSummary>[] = [
  { field: 'proposalsCount', label: `${S}proposalsCount`, format: 'count' },
  { field: 'wonCount', label: `${S}wonCount`, format: 'count' },
  { field: 'lostCount', label: `${S}lostCount`, format: 'count', lowerIsBetter: true },
  { field: 'pendingCount', label: `${S}pendingCount`, format: 'count' },
  { field: 'winRate', label: `${S}winRate`, format: 'percent' },
];

/** The outcome pie: the period's proposals by their result. */
const OUTCOMES = ['wonCount', 'lostCount', 'pendingCount', 'withdrawnCount'] as const;

const DAY_COLUMNS: readonly FigureColumn<TendersDay>[] = [
  { header: 'analytics.columns.date', value: (row) => row.date, format: 'day' },
  { header: `${S}proposalsCount`, value: (row) => row.proposalsCount, format: 'count' },
  { header: `${S}wonCount`, value: (row) => row.wonCount, format: 'count' },
  { header: `${S}lostCount`, value: (row) => row.lostCount, format: 'count' },
];

/** /dashboard/analytics/tenders: GetAnalyticsOfTender. */
export default function TendersSection({ range }: { range: AnalyticsRange }) {
  const translate = useTranslate();
  const query = useAnalytics('tenders', range);
  const reply = query.data;
  const loading = query.isPending;
  const days = reply?.series ?? [];
  const outcome = namedShares(
    reply ? OUTCOMES.map((field) => ({ key: field, value: reply.current[field] })) : [],
    (item) => translate(`${S}${String(item.key)}`),
  );
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
          empty={isEmptySeries(days, ['proposalsCount', 'wonCount', 'lostCount'])}
        >
          <DaysChart
            rows={days}
            kind="bar"
            series={[
              { label: `${S}proposalsCount`, value: (row) => row.proposalsCount, format: 'count' },
              { label: `${S}wonCount`, value: (row) => row.wonCount, format: 'count' },
              { label: `${S}lostCount`, value: (row) => row.lostCount, format: 'count' },
            ]}
          />
        </ChartCard>
        <ChartCard
          title={`${S}outcome`}
          rows={outcome}
          columns={shareColumns('analytics.columns.name', `${S}proposalsCount`, 'count')}
          csvFile={`${S}csvOutcome`}
          range={range}
          loading={loading}
          empty={allZero(outcome)}
        >
          <SharesPieChart items={outcome.filter((row) => row.value > 0)} format="count" />
        </ChartCard>
      </ChartGrid>
    </>
  );
}
