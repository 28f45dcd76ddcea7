import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';

/**
 * The page a clickable table row opens, as a link in the row's key cell: a row's click is the
 * mouse's alone, this is how the keyboard (Tab, Enter) and a screen reader reach the same page.
 * Its own click does not also trigger the row's.
 */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      sx={{ fontWeight: 600 }}
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
}
