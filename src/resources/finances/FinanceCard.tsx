import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { missingValue } from '../../components/format';

export interface FinanceCardProps {
  number: string;
  status: ReactNode;
  buyer: string | null;
  date: string;
  amount: ReactNode;
  payment: ReactNode;
}

/** A finance row on a phone: number and safe-deal status, buyer, date, amount and payment. */
export function FinanceCard({ number, status, buyer, date, amount, payment }: FinanceCardProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography component="strong" sx={{ fontWeight: 700 }}>
          {number}
        </Typography>
        {status}
      </Box>
      <Typography variant="body2">{buyer ?? missingValue()}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {date}
        </Typography>
        {amount}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate('finances.columns.paymentToTheSeller')}: {payment}
      </Typography>
    </Box>
  );
}

/** Header and cell styles of the finance tables: compact, so ten columns fit a 1440 px screen. */
export const financeTableSx = {
  '& .RaDataTable-headerCell': { fontWeight: 600, lineHeight: 1.3, verticalAlign: 'bottom' },
  '& td': { verticalAlign: 'middle' },
  '& th, & td': { px: 0.75, fontSize: '0.8125rem' },
  '& td .MuiTypography-root': { fontSize: 'inherit' },
  '& th:first-of-type, & td:first-of-type': { pl: 2 },
} as const;
