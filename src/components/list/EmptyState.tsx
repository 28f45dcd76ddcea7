import { Box, Typography } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useTranslate } from 'react-admin';

export interface EmptyStateProps {
  /** i18n key of the heading; 'Нет данных' by default. */
  title?: string;
  /** i18n key of a hint under it. */
  hint?: string;
}

/** What a list shows when the filters select nothing. */
export function EmptyState({ title = 'common.empty', hint }: EmptyStateProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }} role="status">
      <InboxOutlinedIcon sx={{ fontSize: 40, mb: 1, color: 'text.disabled' }} />
      <Typography variant="body1" component="p" sx={{ color: 'text.primary' }}>
        {translate(title)}
      </Typography>
      {hint ? <Typography variant="body2">{translate(hint)}</Typography> : null}
    </Box>
  );
}
