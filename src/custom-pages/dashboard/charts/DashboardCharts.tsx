import { lazy, Suspense } from 'react';
import { Box, Skeleton } from '@mui/material';

/**
 * Each chart is its own chunk (x-charts alone is large), loaded after the dashboard's figures
 * render, so the sign-in path (bench/signin.ts) never waits for them.
 */
const SalesChart = lazy(() => import('./SalesChart'));
const FunnelChart = lazy(() => import('./FunnelChart'));

const fallback = <Skeleton variant="rounded" height={300} data-testid="chart-chunk-skeleton" />;

/** The sales chart and the order funnel of the last 30 days, side by side on wide screens. */
export function DashboardCharts() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 4,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
      }}
    >
      <Suspense fallback={fallback}>
        <SalesChart />
      </Suspense>
      <Suspense fallback={fallback}>
        <FunnelChart />
      </Suspense>
    </Box>
  );
}
