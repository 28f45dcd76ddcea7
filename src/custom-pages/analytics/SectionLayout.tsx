import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** The charts of a section: two columns on wide screens, one on phones. */
export function ChartGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      {children}
    </Box>
  );
}
