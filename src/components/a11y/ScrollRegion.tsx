import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways (a wide table on a phone), reachable with the keyboard: a named
 * group in the tab order, so a keyboard user can scroll it with the arrow keys (WCAG 2.1.1).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}
