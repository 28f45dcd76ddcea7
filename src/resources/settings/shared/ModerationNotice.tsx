import { Alert, AlertTitle, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SectionModeration } from '../../../api/settingsDecoders';
import { formatDate } from '../../../components/format';

/**
 * The section's moderation state above its form: the edit that waits (the form shows its values
 * read-only) or the administrator's reason of the latest rejection (user-written, shown as text).
 */
export function ModerationNotice({ moderation }: { moderation: SectionModeration<unknown> }) {
  const translate = useTranslate();
  const { pending, lastRejection } = moderation;
  if (!pending && !lastRejection) return null;
  return (
    <Stack spacing={1.5}>
      {pending ? (
        <Alert severity="info" role="status" data-testid="moderation-pending">
          <AlertTitle>{translate('settings.moderation.pendingTitle')}</AlertTitle>
          {translate('settings.moderation.pendingText', { date: formatDate(pending.submittedAt) })}
        </Alert>
      ) : null}
      {!pending && lastRejection ? (
        <Alert severity="warning" role="status" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <AlertTitle>
            {translate('settings.moderation.rejectedTitle', { date: formatDate(lastRejection.decidedAt) })}
          </AlertTitle>
          {lastRejection.reason}
        </Alert>
      ) : null}
    </Stack>
  );
}
