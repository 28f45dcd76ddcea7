import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { PAYOUT_HOLD_DAYS } from '../../../rules';
import { useHubEvent } from '../../realtime/hubEvents';
import { useRouteTitle } from '../../routes/routeTitle';
import { PAYOUTS_RESOURCE, type PayoutsDataProvider } from './handler';
import { PayoutHistory } from './PayoutHistory';
import { PayoutTotalsCards } from './PayoutTotalsCards';
import { PeriodBar } from './PeriodBar';
import { FROM_PARAM, periodOf, periodProblemKey, TO_PARAM, type Period } from './period';
import { refusalText } from './payoutText';
import { ScheduleTable } from './ScheduleTable';

/**
 * /finances/payouts ('Выплаты', docs/contract/payouts.md): the period in the URL, its totals
 * (held, released, paid, refunded), the schedule by Moscow day with the order numbers, the export
 * of the schedule and the payout history.
 */
const PAGE_PATH = '/finances/payouts';

export default function PayoutsPage() {
  const title = useRouteTitle();
  const translate = useTranslate();
  const dataProvider = useDataProvider<PayoutsDataProvider>();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  const valid = periodProblemKey(period) === null;

  const setPeriod = (next: Period) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set(FROM_PARAM, next.from);
        changed.set(TO_PARAM, next.to);
        return changed;
      },
      { replace: true },
    );

  const schedule = useQuery({
    queryKey: [PAYOUTS_RESOURCE, 'schedule', period.from, period.to],
    queryFn: () => dataProvider.getSchedule(PAYOUTS_RESOURCE, { dateFrom: period.from, dateTo: period.to }),
    enabled: valid,
    retry: false,
  });

  // A payout (the console's 'Выплатить') notifies the seller with a link here: refetch in place.
  const queryClient = useQueryClient();
  useHubEvent('NotificationReceived', (event) => {
    if (event?.link === PAGE_PATH) void queryClient.invalidateQueries({ queryKey: [PAYOUTS_RESOURCE] });
  });

  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {translate('payouts.intro', { days: schedule.data?.holdDays ?? PAYOUT_HOLD_DAYS })}
      </Typography>
      <PeriodBar period={period} onChange={setPeriod} />
      {schedule.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => void schedule.refetch()}>
              {translate('payouts.retry')}
            </Button>
          }
        >
          {refusalText(schedule.error, translate, 'payouts.failed')}
        </Alert>
      ) : null}
      <PayoutTotalsCards
        totals={valid ? schedule.data?.totals : undefined}
        loading={valid && schedule.isPending}
      />
      <Box component="section" aria-labelledby="payout-schedule-heading">
        <Typography id="payout-schedule-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('payouts.schedule.heading')}
        </Typography>
        {schedule.data && valid ? <ScheduleTable days={schedule.data.days} /> : null}
      </Box>
      <PayoutHistory />
    </Box>
  );
}
