import type { ReactNode } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, missingValue } from '../../../components/format';
import { TimeLeftText } from '../../../components/timeLeft';
import { RowLink } from '../../../components/a11y/RowLink';
import { orDash } from './quantity';

/** The 'Новый' badge of a tender published since the seller's last visit. */
export function NewBadge() {
  const translate = useTranslate();
  return <Chip size="small" color="primary" label={translate('tenders.search.isNew')} data-new-badge />;
}

/** The countdown to a deadline with the deadline itself under it ('----' without one). */
export function DeadlineCell({ deadline }: { deadline: string | null }) {
  const translate = useTranslate();
  if (deadline === null) return <span>{missingValue()}</span>;
  return (
    <Stack spacing={0.25}>
      <TimeLeftText deadline={deadline} />
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {translate('tenders.until', { date: formatDate(deadline) })}
      </Typography>
    </Stack>
  );
}

/**
 * A tender's title (the buyer's text, shown as text) as a link, with its badge beside it. A
 * missing title reads '----'; without the tender's id there is nothing to link to.
 */
export function TitleCell({
  to,
  title,
  badge,
}: {
  to: string | null;
  title: string | null;
  badge?: ReactNode;
}) {
  const shown = orDash(title);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', maxWidth: 320 }}>
      {to === null ? <span>{shown}</span> : <RowLink to={to}>{shown}</RowLink>}
      {badge}
    </Box>
  );
}
