import type { usePeriodChoice } from './usePeriodChoice';
import { PeriodPicker } from './PeriodPicker';
import { PromotionFailure } from './PromotionFailure';

/** The period picker of an add page, or spec section 8's failure with a retry. */
export function PeriodChoice({ choice }: { choice: ReturnType<typeof usePeriodChoice> }) {
  const { periods, period, choose } = choice;
  return periods.isError ? (
    <PromotionFailure onRetry={() => void periods.refetch()} />
  ) : (
    <PeriodPicker periods={periods.data ?? []} value={period?.id ?? null} onChange={choose} />
  );
}
