import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AnalyticsCall, AnalyticsReplies } from '../../api/analytics';
import {
  ANALYTICS_SUMMARY_RESOURCE,
  type AnalyticsSummaryDataProvider,
} from '../../resources/analytics/handler';
import type { DayRange } from '../../domain/analyticsRange';

/**
 * One analytics summary call for a period, through the dataProvider. A failure has already been
 * handled by src/api/http.ts (the error page), so there is no retry. `card` is what every chart
 * card of the section takes (the period and whether the reply is still on its way).
 */
export function useAnalytics<Call extends AnalyticsCall>(call: Call, range: DayRange) {
  const dataProvider = useDataProvider<AnalyticsSummaryDataProvider>();
  const query = useQuery<AnalyticsReplies[Call]>({
    queryKey: [ANALYTICS_SUMMARY_RESOURCE, call, range.from, range.to],
    queryFn: () => dataProvider.getSummary(ANALYTICS_SUMMARY_RESOURCE, { call, range }),
    retry: false,
    staleTime: 60_000,
  });
  return { reply: query.data, card: { range, loading: query.isPending } };
}
