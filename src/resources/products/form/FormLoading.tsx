import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The form's lookups (or the product) are loading. */
export function FormLoading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={translate('common.loading')} />
    </Box>
  );
}
