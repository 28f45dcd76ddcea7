import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useTranslate } from 'react-admin';
import { percentChange } from '../../api/analyticsPayloads';
import type { MessageKey } from '../../i18n';
import { formatChange, formatFigure, type FigureFormat } from './figures';

export interface SummaryFigure {
  label: MessageKey;
  current: number | null | undefined;
  /** Absent: a figure of now that has no previous period (the products out of stock). */
  previous?: number | null;
  format: FigureFormat;
  /** Whether a fall is the good direction (cancellations, answer time); colours the change. */
  lowerIsBetter?: boolean;
}

const orNull = (value: number | null | undefined): number | null => (typeof value === 'number' ? value : null);

function Change({ figure }: { figure: SummaryFigure }) {
  const translate = useTranslate();
  const change = percentChange(orNull(figure.current), orNull(figure.previous));
  if (change === null)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('analytics.change.noBase')}
      </Typography>
    );
  const good = change === 0 ? null : change > 0 !== Boolean(figure.lowerIsBetter);
  const text = formatChange(change);
  return (
    <Typography
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, fontWeight: 600 }}
      color={good === null ? 'text.secondary' : good ? 'success.main' : 'error.main'}
      aria-label={translate('analytics.change.label', { value: text })}
    >
      {change > 0 ? <ArrowUpwardIcon fontSize="inherit" aria-hidden /> : null}
      {change < 0 ? <ArrowDownwardIcon fontSize="inherit" aria-hidden /> : null}
      {text}
    </Typography>
  );
}

/** The period's figures against the previous period: the value, the change in %, the old value. */
export function SummaryCards({ figures, loading }: { figures: readonly SummaryFigure[]; loading: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))' }}
    >
      {figures.map((figure) => (
        <Card component="li" key={figure.label} variant="outlined" sx={{ borderRadius: 3 }} aria-label={translate(figure.label)}>
          <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
              {translate(figure.label)}
            </Typography>
            {loading ? (
              <Skeleton variant="text" width="60%" sx={{ fontSize: '1.5rem' }} />
            ) : (
              <>
                <Typography variant="h6" component="p" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="figure-current">
                  {formatFigure(figure.current, figure.format)}
                </Typography>
                {'previous' in figure ? (
                  <>
                    <Change figure={figure} />
                    <Typography variant="caption" color="text.secondary" component="p" data-testid="figure-previous">
                      {translate('analytics.change.previous', { value: formatFigure(figure.previous, figure.format) })}
                    </Typography>
                  </>
                ) : null}
              </>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
