import { useTranslate } from 'react-admin';
import type { RequestsDay, RequestsSummary } from '../../../api/analytics';
import type { AnalyticsRange } from '../../../domain/analyticsRange';
import { orderRequestStatusLabelKey } from '../../../domain/orderRequestStatuses';
import { namedShares } from '../breakdown';
import { DaysCard, SharesCard, type DayFigure } from '../cards';
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

const DAY_FIGURES: readonly DayFigure<RequestsDay>[] = [
  { field: 'receivedCount', label: `${S}receivedCount`, format: 'count' },
  { field: 'answeredCount', label: `${S}answeredCount`, format: 'count' },
  { field: 'convertedCount', label: `${S}convertedCount`, format: 'count' },
];

/** /dashboard/analytics/requests: GetOrderRequests. */
export default function RequestsSection({ range }: { range: AnalyticsRange }) {
  const translate = useTranslate();
  const { reply, card } = useAnalytics('requests', range);
  const statuses = namedShares(reply?.byStatus, (item) =>
    translate(orderRequestStatusLabelKey(Number(item.key)), { id: item.key }),
  );
  return (
    <>
      <SummaryCards figures={summaryFigures(FIGURES, reply)} loading={card.loading} />
      <ChartGrid>
        <DaysCard
          {...card}
          title={`${S}byDay`}
          csvFile={`${S}csvDays`}
          rows={reply?.series ?? []}
          figures={DAY_FIGURES}
        />
        <SharesCard
          {...card}
          title={`${S}byStatus`}
          csvFile={`${S}csvStatuses`}
          items={statuses}
          nameHeader={`${S}status`}
          valueHeader={`${S}receivedCount`}
          format="count"
          chart="bar"
        />
      </ChartGrid>
    </>
  );
}
