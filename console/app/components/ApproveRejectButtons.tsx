import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { useNotifyError } from '../useNotifyError';

/** Message keys of one kind of decision. */
export interface DecisionTexts {
  approve: string;
  reject: string;
  reason: string;
  /** Under the reason field while nothing is wrong. */
  reasonHint?: string;
  approved: string;
  rejected: string;
}

interface ApproveRejectProps {
  resource: string;
  texts: DecisionTexts;
  reasonMax: number;
}

/** The console's one decision body (docs/contract/console.md); the reason is trimmed, required to reject. */
const decisionBody = (approved: boolean, reason: string) =>
  approved ? { status: 'approved', reason: null } : { status: 'rejected', reason };

/**
 * Approve, or reject with a reason, the record in context (`PUT {status, reason}`): the
 * moderation queue, account deletions and banners. The caller shows it only for an undecided record.
 */
export function ApproveRejectButtons({ resource, texts, reasonMax }: ApproveRejectProps) {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!record) return null;

  const send = (approved: boolean) =>
    update(
      resource,
      { id: record.id, data: decisionBody(approved, reason.trim()), previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(approved ? texts.approved : texts.rejected, { type: 'success' });
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
    send(false);
  };
  const hint = error ?? texts.reasonHint;

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button variant="contained" color="success" disabled={isPending} onClick={() => send(true)}>
        {translate(texts.approve)}
      </Button>
      <Button variant="outlined" color="error" disabled={isPending} onClick={() => setRejecting(true)}>
        {translate(texts.reject)}
      </Button>
      {rejecting && (
        <Dialog open onClose={() => setRejecting(false)} fullWidth maxWidth="sm">
          <form onSubmit={submitRejection} noValidate>
            <DialogTitle>{translate(texts.reject)}</DialogTitle>
            <DialogContent>
              <TextField
                fullWidth
                multiline
                minRows={3}
                margin="dense"
                label={translate(texts.reason)}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                error={error !== undefined}
                helperText={hint ? translate(hint) : undefined}
                slotProps={{ htmlInput: { maxLength: reasonMax } }}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setRejecting(false)}>{translate('ra.action.cancel')}</Button>
              <Button type="submit" variant="contained" color="error" disabled={isPending}>
                {translate(texts.reject)}
              </Button>
            </DialogActions>
          </form>
        </Dialog>
      )}
    </Stack>
  );
}
