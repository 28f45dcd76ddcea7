import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useRouteTitle } from '../../../routes/routeTitle';
import { FormLoading } from '../../products/form/FormLoading';

/** A settings page: its title and a spinner until its data is loaded. */
export function SettingsFrame({ loading, children }: { loading?: boolean; children?: ReactNode }) {
  const title = useRouteTitle();
  return (
    <Box sx={{ py: 3, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {loading ? <FormLoading /> : children}
    </Box>
  );
}
