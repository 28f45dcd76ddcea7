import type { ReactNode } from 'react';
import { Alert, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface ChartCardProps {
  id: string;
  title: string;
  /** Which orders the chart counts, under the title. */
  subtitle: string;
  state: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Shown instead of the chart when the period has nothing to draw. */
  empty?: string | null;
  children: ReactNode;
}

/** A dashboard chart's frame: its heading, a skeleton while loading, its own failure message. */
export function ChartCard({ id, title, subtitle, state, empty, children }: ChartCardProps) {
  const translate = useTranslate();
  let body: ReactNode = children;
  if (state.isPending) body = <Skeleton variant="rounded" height={240} data-testid={`${id}-skeleton`} />;
  else if (state.isError)
    body = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void state.refetch()}>
            {translate('dashboardCharts.retry')}
          </Button>
        }
      >
        {translate('dashboardCharts.failed')}
      </Alert>
    );
  else if (empty)
    body = (
      <Typography variant="body2" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-subtitle`}
      sx={{ borderRadius: 3, minWidth: 0 }}
    >
      <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Typography id={`${id}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography
          id={`${id}-subtitle`}
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mb: 1.5 }}
        >
          {subtitle}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
