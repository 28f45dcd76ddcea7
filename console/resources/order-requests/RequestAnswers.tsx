import { useState, type FormEvent } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  Button,
  useCreate,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useNotifyError } from '../../app/useNotifyError';
import type { OrderRequestRecord } from './choices';

const MAX_REASON = 500;

/** Sends one answer (`POST order-request-actions`), then reloads the request: its status comes from the server. */
function useRequestAnswer(orderRequestId: Identifier) {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const translate = useTranslate();
  const run = (action: string, reason: string | null = null) =>
    create(
      'order-request-actions',
      { data: { orderRequestId, action, reason } },
      {
        onSuccess: () => {
          const name = translate(`console.orderRequests.action.${action}`, { _: action });
          notify('console.orderRequests.answers.done', { type: 'success', messageArgs: { action: name } });
          refresh();
        },
        onError: notifyError,
      },
    );
  return { run, isPending };
}

/** Asks the buyer's reason for rejecting the proposal (required, not blank, at most 500 characters). */
function ReasonDialog({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem =
      reason.trim() === ''
        ? 'ra.validation.required'
        : reason.length > MAX_REASON
          ? 'console.orderRequests.answers.reasonHint'
          : undefined;
    setError(problem);
    if (problem) return;
    onSubmit(reason.trim());
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('console.orderRequests.action.rejectProposal')}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate('console.orderRequests.answers.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={error !== undefined}
            helperText={translate(error ?? 'console.orderRequests.answers.reasonHint')}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton type="submit" variant="contained" color="error">
            {translate('console.orderRequests.answers.send')}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * The buyer's answers to the seller's proposal: exactly the record's `allowedActions` (the server
 * says what the status allows now). Rejecting asks the reason first.
 */
export function RequestAnswers() {
  const record = useRecordContext<OrderRequestRecord>();
  const translate = useTranslate();
  const { run, isPending } = useRequestAnswer(record?.id ?? 0);
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const actions = record.allowedActions ?? [];
  if (actions.length === 0) {
    return <Typography variant="body2">{translate('console.orderRequests.answers.none')}</Typography>;
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <Button
          key={action}
          label={`console.orderRequests.action.${action}`}
          variant="contained"
          color={action === 'rejectProposal' ? 'error' : 'primary'}
          disabled={isPending}
          onClick={() => (action === 'rejectProposal' ? setAsking(true) : run(action))}
        />
      ))}
      <ReasonDialog
        open={asking}
        onClose={() => setAsking(false)}
        onSubmit={(reason) => run('rejectProposal', reason)}
      />
    </Stack>
  );
}
