import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PayoutScheduleOrder } from '../../api/payouts';
import { formatCount, formatDay, formatMoneyOrDash, missingValue } from '../../components/format';
import { orderPath, stateText } from './payoutText';

/**
 * A day's first orders: each number links to its order page, with its state and amount; then how
 * many more the day has (`count`, every order of the day, when the server says).
 */
export function OrderLinks({
  orders,
  count,
}: {
  orders: readonly PayoutScheduleOrder[];
  count: number | null;
}) {
  const translate = useTranslate();
  if (orders.length === 0) return <>{missingValue()}</>;
  const more = count === null ? 0 : count - orders.length;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
      {orders.map((order, index) => {
        const number = order.number ?? (order.orderId === null ? missingValue() : String(order.orderId));
        const path = orderPath(order);
        const label = translate('payouts.schedule.orderLabel', {
          number,
          market: order.market ? translate(`payouts.markets.${order.market}`) : missingValue(),
          state: stateText(order.state, translate),
          amount: formatMoneyOrDash(order.amount),
        });
        return (
          <Typography component="li" variant="body2" key={`${order.market}-${order.orderId ?? index}`}>
            {path ? (
              <Link component={RouterLink} to={path} underline="always" aria-label={label}>
                {translate('payouts.schedule.order', { number })}
              </Link>
            ) : (
              <span>{translate('payouts.schedule.order', { number })}</span>
            )}{' '}
            <Box component="span" sx={{ color: 'text.secondary' }} aria-hidden={path ? true : undefined}>
              {stateText(order.state, translate)} · {formatMoneyOrDash(order.amount)}
              {order.state === 'held' && order.releaseDate
                ? ` · ${translate('payouts.schedule.releaseDate', { date: formatDay(order.releaseDate) })}`
                : ''}
            </Box>
          </Typography>
        );
      })}
      {more > 0 ? (
        <Typography component="li" variant="body2" color="text.secondary">
          {translate('payouts.schedule.more', { count: formatCount(more) })}
        </Typography>
      ) : null}
    </Box>
  );
}
