import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PromotionPeriod } from '../../api/promotions';
import { PromotionFailure } from './PromotionFailure';
import { totalText } from './periodText';
import type { PurchaseState } from './usePromotionPurchase';

export interface PayBarProps {
  period: PromotionPeriod | null;
  /** Whether everything needed is chosen. */
  ready: boolean;
  state: PurchaseState;
  onPay: () => void;
}

/** The total, 'Оплатить' and what went wrong with the last attempt. */
export function PayBar({ period, ready, state, onPay }: PayBarProps) {
  const translate = useTranslate();
  const paying = state.status === 'paying';
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      {state.status === 'failed' ? <PromotionFailure detail={state.detail} /> : null}
      {state.status === 'unsafe' ? <PromotionFailure message="marketing.unsafePaymentUrl" /> : null}
      {state.status === 'noUrl' ? <PromotionFailure message="marketing.noPaymentUrl" /> : null}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="h6" component="p" data-testid="promotion-total">
          {totalText(period)}
        </Typography>
        <Button variant="contained" size="large" disabled={!ready || paying} onClick={onPay}>
          {translate(paying ? 'promotions.add.paying' : 'promotions.add.pay')}
        </Button>
      </Box>
    </Paper>
  );
}
