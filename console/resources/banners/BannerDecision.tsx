import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { useNotifyError } from '../../app/useNotifyError';

interface BannerRow {
  id: number;
  state: string;
  /** The PUT body travels as the update's data. */
  decision?: 'approve' | 'decline';
  reason?: string;
}

const REASON_MAX = 500;

/** 'Одобрить', or 'Отклонить' with a reason, a paid banner awaiting approval (`PUT {decision, reason}`). */
export function BannerDecision() {
  const record = useRecordContext<BannerRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<BannerRow>();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!record || record.state !== 'awaitingApproval') return null;

  const send = (decision: 'approve' | 'decline') =>
    update(
      'banners',
      {
        id: record.id,
        data: decision === 'approve' ? { decision } : { decision, reason: reason.trim() },
        previousData: record,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`console.marketing.${decision === 'approve' ? 'approved' : 'declined'}`, {
            type: 'success',
          });
          setDeclining(false);
          refresh();
        },
        onError: notifyError,
      },
    );
  const submitDecline = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('ra.validation.required');
      return;
    }
    send('decline');
  };

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button variant="contained" color="success" disabled={isPending} onClick={() => send('approve')}>
        {translate('console.marketing.approve')}
      </Button>
      <Button variant="outlined" color="error" disabled={isPending} onClick={() => setDeclining(true)}>
        {translate('console.marketing.decline')}
      </Button>
      {declining && (
        <Dialog open onClose={() => setDeclining(false)} fullWidth maxWidth="sm">
          <form onSubmit={submitDecline} noValidate>
            <DialogTitle>{translate('console.marketing.decline')}</DialogTitle>
            <DialogContent>
              <TextField
                fullWidth
                multiline
                minRows={3}
                margin="dense"
                label={translate('console.marketing.reason')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                error={error !== undefined}
                helperText={translate(error ?? 'console.marketing.reasonHint')}
                slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setDeclining(false)}>{translate('ra.action.cancel')}</Button>
              <Button type="submit" variant="contained" color="error" disabled={isPending}>
                {translate('console.marketing.decline')}
              </Button>
            </DialogActions>
          </form>
        </Dialog>
      )}
    </Stack>
  );
}
