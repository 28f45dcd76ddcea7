import { Box, Card, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAYOUT_STATE_NAMES, type PayoutFigures } from '../../api/payouts';
import { formatMoneyOrDash } from '../../components/format';

const TONES = { held: 'warning', released: 'info', paid: 'success', refunded: 'secondary' } as const;

/** The totals of the period: held, released, paid, refunded ('----' when a figure is missing). */
export function PayoutTotalsCards({
  totals,
  loading,
}: {
  totals: PayoutFigures | undefined;
  loading: boolean;
}) {
  const translate = useTranslate();
  return (
    <Box
      component="section"
      aria-label={translate('payouts.totals.label')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 3 }}
    >
      {PAYOUT_STATE_NAMES.map((state) => (
        <Card
          key={state}
          variant="outlined"
          sx={{
            borderRadius: 3,
            p: { xs: 1.5, sm: 2 },
            borderTop: 3,
            borderTopColor: `${TONES[state]}.main`,
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            {translate(`payouts.totals.${state}`)}
          </Typography>
          {loading ? (
            <Skeleton variant="text" width="70%" sx={{ fontSize: '1.25rem' }} />
          ) : (
            <Typography component="p" sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}>
              {formatMoneyOrDash(totals?.[state])}
            </Typography>
          )}
        </Card>
      ))}
    </Box>
  );
}
