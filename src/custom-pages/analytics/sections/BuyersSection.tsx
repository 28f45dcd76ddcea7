import { useTranslate } from 'react-admin';
import type { BuyersDay, BuyersSummary } from '../../../api/analytics';
import type { AnalyticsRange } from '../../../domain/analyticsRange';
import { namedShares } from '../breakdown';
import { DaysCard, SharesCard, type DayFigure } from '../cards';
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

const DAY_FIGURES: readonly DayFigure<BuyersDay>[] = [
  { field: 'buyersCount', label: `${S}buyersCount`, format: 'count' },
  { field: 'newCount', label: `${S}newCount`, format: 'count' },
];

/** /dashboard/analytics/buyers: GetAnalyticsOfBuyers. */
export default function BuyersSection({ range }: { range: AnalyticsRange }) {
  const translate = useTranslate();
  const { reply, card } = useAnalytics('buyers', range);
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
  const countries = namedShares(
    reply?.byCountry,
    (item) => item.label ?? translate('analytics.unknownCountry'),
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
          title={`${S}newVsReturning`}
          csvFile={`${S}csvNewReturning`}
          items={kinds}
          nameHeader="analytics.columns.name"
          valueHeader={`${S}buyersCount`}
          format="count"
          chart="pie"
        />
        <SharesCard
          {...card}
          title={`${S}topBuyers`}
          csvFile={`${S}csvTop`}
          items={top}
          nameHeader={`${S}buyer`}
          valueHeader={`${S}spent`}
          format="money"
          chart="bar"
          keepZeros
        />
        <SharesCard
          {...card}
          title={`${S}byCountry`}
          csvFile={`${S}csvCountries`}
          items={countries}
          nameHeader={`${S}country`}
          valueHeader={`${S}buyersCount`}
          format="count"
          chart="bar"
          keepZeros
        />
      </ChartGrid>
    </>
  );
}
