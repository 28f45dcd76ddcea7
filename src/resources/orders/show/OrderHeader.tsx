import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { formatDate } from '../../../components/format';

export interface HeaderFact {
  label: string;
  value: string | null | undefined;
}

export interface OrderHeaderProps {
  title: string;
  subtitle?: string | null;
  chips: ReactNode;
  facts: readonly HeaderFact[];
  notes?: ReactNode;
  actions?: ReactNode;
}

/** The head of an order page: number, status chip(s), key dates and the action buttons. */
export function OrderHeader({ title, subtitle, chips, facts, notes, actions }: OrderHeaderProps) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, mb: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {chips}
          {subtitle ? <Chip size="small" variant="outlined" label={subtitle} /> : null}
        </Box>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 2, m: 0 }}
        >
          {facts
            .filter((fact) => fact.value)
            .map((fact) => (
              <Box key={fact.label}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {fact.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                  {formatDate(fact.value)}
                </Typography>
              </Box>
            ))}
        </Box>
        {notes}
        {actions ? (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              mt: 2.5,
              pt: 2.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            {actions}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
