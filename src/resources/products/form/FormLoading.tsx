import { Box } from '@mui/material';
import { LoadingSpinner } from '../../../components/loading';

/** The form's lookups (or the product) are loading. */
export function FormLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <LoadingSpinner size={40} />
    </Box>
  );
}
