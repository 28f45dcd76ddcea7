import { useTranslate } from 'react-admin';
import type { RequestsDay, RequestsSummary } from '../../../api/analytics';
import { isEmptySeries } from '../../../api/analyticsPayloads';
import type { AnalyticsRange } from '../../../domain/analyticsRange';
import { orderRequestStatusLabelKey } from '../../../domain/orderRequestStatuses';
import { allZero, namedShares, shareColumns } from '../breakdown';
import { ChartCard, type FigureColumn } from '../ChartCard';
import { DaysChart, NamesBarChart } from '../charts';
import { ChartGrid } from '../SectionLayout';
import { summaryFigures, type FigureDef } from '../summary';
import { SummaryCards } from '../SummaryCards';
import { useAnalytics } from '../useAnalytics';

const S = 'analytics.requests.';

const FIGURES: readonly FigureDef<RequestsSummary>[] = [
  { field: 'receivedCount', label: `${S}receivedCount`, format: 'count' },
  { field: 'answeredCount', label: `${S}answeredCount`, format: 'count' },
  { field: 'answeredShare', label: `${S}answeredShare`, format: 'percent' },
  { field: 'convertedCount', label: `${S}convertedCount`, format: 'count' },
  { field: 'conversionShare', label: `${S}conversionShare`, format: 'percent' },
  { field: 'averageAnswerHours', label: `${S}averageAnswerHours`, format: 'hours', lowerIsBetter: true },
];

const DAY_COLUMNS: readonly FigureColumn<RequestsDay>[] = [
  { header: 'analytics.columns.date', value: (row) => row.date, format: 'day' },
  { header: `${S}receivedCount`, value: (row) => row.receivedCount, format: 'count' },
  { header: `${S}answeredCount`, value: (row) => row.answeredCount, format: 'count' },
  { header: `${S}convertedCount`, value: (row) => row.convertedCount, format: 'count' },
];

/** /dashboard/analytics/requests: GetOrderRequests. */
export default function RequestsSection({ range }: { range: AnalyticsRange }) {
  const translate = useTranslate();
  const query = useAnalytics('requests', range);
  const reply = query.data;
  const loading = query.isPending;
  const days = reply?.series ?? [];
  const statuses = namedShares(reply?.byStatus, (item) => translate(orderRequestStatusLabelKey(Number(item.key)), { id: item.key }));
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
          empty={isEmptySeries(days, ['receivedCount', 'answeredCount', 'convertedCount'])}
        >
          <DaysChart
            rows={days}
            series={[
              { label: `${S}receivedCount`, value: (row) => row.receivedCount, format: 'count' },
              { label: `${S}answeredCount`, value: (row) => row.answeredCount, format: 'count' },
              { label: `${S}convertedCount`, value: (row) => row.convertedCount, format: 'count' },
            ]}
          />
        </ChartCard>
        <ChartCard
          title={`${S}byStatus`}
          rows={statuses}
          columns={shareColumns(`${S}status`, `${S}receivedCount`, 'count')}
          csvFile={`${S}csvStatuses`}
          range={range}
          loading={loading}
          empty={allZero(statuses)}
        >
          <NamesBarChart items={statuses.filter((row) => row.value > 0)} label={`${S}receivedCount`} format="count" />
        </ChartCard>
      </ChartGrid>
    </>
  );
}
