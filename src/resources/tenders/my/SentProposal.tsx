import { Alert, alpha, Box, Chip, type Theme } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

const S = 'tenders.my.sent.';

/** Marks the just-sent proposal's row: the table's `:has([data-sent-proposal])` tints the row. */
export function SentBadge() {
  const translate = useTranslate();
  return <Chip size="small" color="success" label={translate(`${S}badge`)} data-sent-proposal />;
}

/**
 * Above the list after sending a proposal. The live region is there from the start and gets its
 * text once the list has loaded, so screen readers announce it together with the new row.
 */
export function SentProposalNotice({ id }: { id: number | null }) {
  const translate = useTranslate();
  const { isPending } = useListContext();
  if (id === null) return null;
  return (
    <Box role="status" aria-live="polite" sx={{ mb: isPending ? 0 : 2 }}>
      {isPending ? null : (
        <Alert severity="success" variant="outlined">
          {translate(`${S}notice`, { id })}
        </Alert>
      )}
    </Box>
  );
}

/** The table's rows: the just-sent one tinted (its cell carries the badge). */
export const sentRowSx = (theme: Theme) => ({
  '& tbody tr:has([data-sent-proposal])': { backgroundColor: alpha(theme.palette.success.main, 0.12) },
});
