import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useRouteTitle } from '../../routes/routeTitle';
import { PayBar } from './PayBar';
import { PeriodChoice } from './PeriodChoice';
import type { usePeriodChoice } from './usePeriodChoice';
import type { PurchaseState } from './usePromotionPurchase';

export interface AddPageFrameProps {
  /** The steps before the period (label, product). */
  children: ReactNode;
  periodChoice: ReturnType<typeof usePeriodChoice>;
  /** Every step is chosen: 'Оплатить' is on. */
  ready: boolean;
  state: PurchaseState;
  onPay: () => void;
  /** The list the page came from ('Назад к списку'). */
  backTo: string;
}

/** An add page of highlights or top: the title, the steps, the period, the pay bar and the way back. */
export function AddPageFrame({ children, periodChoice, ready, state, onPay, backTo }: AddPageFrameProps) {
  const title = useRouteTitle();
  const translate = useTranslate();
  return (
    <Box sx={{ py: 3, maxWidth: 880 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        {children}
        <PeriodChoice choice={periodChoice} />
        <PayBar period={periodChoice.period} ready={ready} state={state} onPay={onPay} />
        <Box>
          <Button component={Link} to={backTo}>
            {translate('promotions.add.back')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** A candidates query as the props of a product step. */
export const candidateQueryProps = <C,>(query: UseQueryResult<C[]>) => ({
  candidates: query.data,
  isPending: query.isPending,
  failed: query.isError,
  onRetry: () => void query.refetch(),
});
