import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface OrderCardLayoutProps {
  number: string;
  status: ReactNode;
  buyer: string;
  date: string;
  amount: ReactNode;
  /** A further line (the product of a retail order). */
  detail?: string;
}

/** The card of an order in a list on a phone (wholesale and retail alike). */
export function OrderCardLayout({ number, status, buyer, date, amount, detail }: OrderCardLayoutProps) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography component="strong" sx={{ fontWeight: 700 }}>
          {number}
        </Typography>
        {status}
      </Box>
      <Typography variant="body2">{buyer}</Typography>
      {detail ? (
        <Typography variant="body2" color="text.secondary" noWrap>
          {detail}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {date}
        </Typography>
        {amount}
      </Box>
    </Box>
  );
}
