import { useQuery } from '@tanstack/react-query';
import { getAnalytics, type AnalyticsCall, type AnalyticsReplies } from '../../api/analytics';
import { analyticsQuery } from '../../api/analyticsPayloads';
import type { DayRange } from '../../domain/analyticsRange';

/**
 * One analytics summary call for a period. A failure has already been handled by
 * src/api/http.ts (the error page), so there is no retry.
 */
export function useAnalytics<Call extends AnalyticsCall>(call: Call, range: DayRange) {
  return useQuery<AnalyticsReplies[Call]>({
    queryKey: ['analytics', call, range.from, range.to],
    queryFn: () => getAnalytics(call, analyticsQuery(range)),
    retry: false,
    staleTime: 60_000,
  });
}
