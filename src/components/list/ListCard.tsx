import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface ListCardProps {
  /** The record's number or name, in bold. */
  title: string;
  /** Beside the title: a status chip. */
  badge?: ReactNode;
  /** Under the title: who the record is about. */
  primary: string;
  /** A further muted line (a product). */
  secondary?: string;
  /** Bottom left: a date. */
  caption: string;
  /** Bottom right: the amount. */
  amount: ReactNode;
  /** A last line (a payment). */
  footer?: ReactNode;
}

/** The content of a row's card on a phone (`ListPage` `card`): the same layout in every list. */
export function ListCard({ title, badge, primary, secondary, caption, amount, footer }: ListCardProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography component="strong" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {badge}
      </Box>
      <Typography variant="body2">{primary}</Typography>
      {secondary ? (
        <Typography variant="body2" color="text.secondary" noWrap>
          {secondary}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
        {amount}
      </Box>
      {footer ? (
        <Typography variant="caption" color="text.secondary">
          {footer}
        </Typography>
      ) : null}
    </Box>
  );
}
