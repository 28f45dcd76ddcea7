import { useTranslate } from 'react-admin';
import type { TendersDay, TendersSummary } from '../../../api/analytics';
import type { AnalyticsRange } from '../../../domain/analyticsRange';
import { namedShares } from '../breakdown';
import { DaysCard, SharesCard, type DayFigure } from '../cards';
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

const DAY_FIGURES: readonly DayFigure<TendersDay>[] = [
  { field: 'proposalsCount', label: `${S}proposalsCount`, format: 'count' },
  { field: 'wonCount', label: `${S}wonCount`, format: 'count' },
  { field: 'lostCount', label: `${S}lostCount`, format: 'count' },
];

/** /dashboard/analytics/tenders: GetAnalyticsOfTender. */
export default function TendersSection({ range }: { range: AnalyticsRange }) {
  const translate = useTranslate();
  const { reply, card } = useAnalytics('tenders', range);
  const outcome = namedShares(
    reply ? OUTCOMES.map((field) => ({ key: field, value: reply.current[field] })) : [],
    (item) => translate(`${S}${String(item.key)}`),
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
          kind="bar"
        />
        <SharesCard
          {...card}
          title={`${S}outcome`}
          csvFile={`${S}csvOutcome`}
          items={outcome}
          nameHeader="analytics.columns.name"
          valueHeader={`${S}proposalsCount`}
          format="count"
          chart="pie"
        />
      </ChartGrid>
    </>
  );
}
