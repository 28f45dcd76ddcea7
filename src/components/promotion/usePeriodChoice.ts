import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PromotionPeriod } from '../../api/promotions';

/**
 * The periods of a highlight or top purchase and the one chosen (the first until the seller
 * picks another): the add pages' shared state.
 */
export function usePeriodChoice(resource: string, load: () => Promise<PromotionPeriod[]>) {
  const [periodId, setPeriodId] = useState<number | null>(null);
  const periods = useQuery({ queryKey: [resource, 'getPeriods'], queryFn: load, retry: false });
  const period = periods.data?.find((p) => p.id === periodId) ?? periods.data?.[0] ?? null;
  return { periods, period, choose: setPeriodId };
}
