import { Box, CircularProgress } from '@mui/material';

/** The neutral full-screen spinner of the gate and of react-admin's auth check. */
export function FullScreenLoading({ label }: { label?: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-busy
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}
    >
      <CircularProgress size={40} aria-hidden />
    </Box>
  );
}
