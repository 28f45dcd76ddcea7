import {
  Card,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAYOUT_STATE_NAMES, type PayoutScheduleDay } from '../../api/payouts';
import { formatDay, formatMoneyOrDash } from '../../components/format';
import { OrderLinks } from './OrderLinks';

const C = 'payouts.schedule.columns.';

function DayCard({ day }: { day: PayoutScheduleDay }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="li" sx={{ p: 1.5, borderRadius: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {formatDay(day.date)}
      </Typography>
      <Stack component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5 }}>
        {PAYOUT_STATE_NAMES.map((state) => (
          <Stack key={state} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`${C}${state}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {formatMoneyOrDash(day[state])}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(`${C}orders`)}
      </Typography>
      <OrderLinks orders={day.orders} count={day.ordersCount} />
    </Card>
  );
}

/** The schedule by Moscow day: a table, cards below 768 px. */
export function ScheduleTable({ days }: { days: readonly PayoutScheduleDay[] }) {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (days.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('payouts.schedule.empty')}
      </Typography>
    );
  }
  if (isPhone) {
    return (
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={translate('payouts.schedule.tableLabel')}
      >
        {days.map((day, index) => (
          <DayCard key={day.date ?? index} day={day} />
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Card} variant="outlined" sx={{ borderRadius: 2 }}>
      <Table size="small" aria-label={translate('payouts.schedule.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate(`${C}date`)}
            </TableCell>
            {PAYOUT_STATE_NAMES.map((state) => (
              <TableCell key={state} component="th" scope="col" align="right">
                {translate(`${C}${state}`)}
              </TableCell>
            ))}
            <TableCell component="th" scope="col">
              {translate(`${C}orders`)}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day, index) => (
            <TableRow key={day.date ?? index} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {formatDay(day.date)}
              </TableCell>
              {PAYOUT_STATE_NAMES.map((state) => (
                <TableCell key={state} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoneyOrDash(day[state])}
                </TableCell>
              ))}
              <TableCell>
                <OrderLinks orders={day.orders} count={day.ordersCount} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
