import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link } from 'react-router-dom';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  /** Accent colour of the icon badge. */
  tone?: 'primary' | 'success' | 'warning' | 'error' | 'info' | 'secondary';
  /** An in-app path the card opens. */
  to?: string;
  loading?: boolean;
  /** Extra line under the value. */
  footer?: ReactNode;
}

/** One figure of the dashboard. */
export function StatCard({ label, value, icon, tone = 'primary', to, loading, footer }: StatCardProps) {
  const body = (
    <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 }, height: '100%' }}>
      <Box
        sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5, mb: 1.5 }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500, pt: 0.5 }}>
          {label}
        </Typography>
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 40,
            height: 40,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: `${tone}.main`,
            bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12),
          }}
        >
          {icon}
        </Box>
      </Box>
      {loading ? (
        <Skeleton variant="text" width="60%" sx={{ fontSize: '1.75rem' }} data-testid="stat-skeleton" />
      ) : (
        <Typography
          variant="h5"
          component="p"
          // A large sum wraps between digit groups rather than being cut at the card's edge.
          sx={{ fontWeight: 700, letterSpacing: '-0.01em', overflowWrap: 'anywhere', textWrap: 'balance' }}
        >
          {value}
        </Typography>
      )}
      {footer && !loading ? <Box sx={{ mt: 0.5 }}>{footer}</Box> : null}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
