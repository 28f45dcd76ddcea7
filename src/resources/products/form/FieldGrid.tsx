import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** A responsive grid of fields: one column on phones, `columns` from 600 px. */
export function FieldGrid({ children, columns = 2 }: { children: ReactNode; columns?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}
