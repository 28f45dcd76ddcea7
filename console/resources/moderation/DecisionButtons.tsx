import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { useNotifyError } from '../../app/useNotifyError';

interface DecidableRecord {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
}

const REASON_MAX = 1000;

/**
 * Approve, or reject with a reason, a pending record of `resource` (`PUT {status, reason}`):
 * the moderation queue and account deletion requests. Nothing for a decided record.
 */
export function DecisionButtons({ resource }: { resource: 'moderation' | 'account-deletions' }) {
  const record = useRecordContext<DecidableRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<DecidableRecord>();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!record || record.status !== 'pending') return null;

  const send = (status: 'approved' | 'rejected') =>
    update(
      resource,
      {
        id: record.id,
        data: { status, reason: status === 'rejected' ? reason.trim() : null },
        previousData: record,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`console.moderation.${status}`, { type: 'success' });
          setRejecting(false);
          refresh();
        },
        onError: notifyError,
      },
    );
  const submitRejection = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('ra.validation.required');
      return;
    }
    send('rejected');
  };

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button variant="contained" color="success" disabled={isPending} onClick={() => send('approved')}>
        {translate('console.moderation.approve')}
      </Button>
      <Button variant="outlined" color="error" disabled={isPending} onClick={() => setRejecting(true)}>
        {translate('console.moderation.reject')}
      </Button>
      {rejecting && (
        <Dialog open onClose={() => setRejecting(false)} fullWidth maxWidth="sm">
          <form onSubmit={submitRejection} noValidate>
            <DialogTitle>{translate('console.moderation.reject')}</DialogTitle>
            <DialogContent>
              <TextField
                fullWidth
                multiline
                minRows={3}
                margin="dense"
                label={translate('console.moderation.reason')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                error={error !== undefined}
                helperText={error ? translate(error) : undefined}
                slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setRejecting(false)}>{translate('ra.action.cancel')}</Button>
              <Button type="submit" variant="contained" color="error" disabled={isPending}>
                {translate('console.moderation.reject')}
              </Button>
            </DialogActions>
          </form>
        </Dialog>
      )}
    </Stack>
  );
}
