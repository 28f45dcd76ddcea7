import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCreate, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useNotifyError } from '../../app/useNotifyError';
import { COMMENT_REQUIRED } from './choices';

interface DisputeRecord {
  id: number;
  allowedActions: string[];
}

/** Asks for the action's comment (required for a decision) and sends `POST dispute-actions`. */
function ActionDialog({
  disputeId,
  action,
  onClose,
}: {
  disputeId: number;
  action: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [create, { isPending }] = useCreate();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const required = COMMENT_REQUIRED.has(action);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (required && comment.trim() === '') {
      setError('ra.validation.required');
      return;
    }
    create(
      'dispute-actions',
      { data: { disputeId, action, comment: comment.trim() === '' ? null : comment } },
      {
        onSuccess: () => {
          notify('console.disputes.done', {
            type: 'success',
            messageArgs: { action: translate(`console.disputeAction.${action}`) },
          });
          onClose();
          refresh();
        },
        onError: notifyError,
      },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate(`console.disputeAction.${action}`)}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={translate(required ? 'console.disputes.decision' : 'console.disputes.withdrawal')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            error={error !== undefined}
            helperText={error ? translate(error) : undefined}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {translate('console.actions.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The buyer's and the administrator's buttons: exactly the record's `allowedActions`. */
export function DisputeActions() {
  const record = useRecordContext<DisputeRecord>();
  const translate = useTranslate();
  const [action, setAction] = useState<string | null>(null);
  if (!record) return null;
  if (record.allowedActions.length === 0) {
    return <Typography variant="body2">{translate('console.disputes.noActions')}</Typography>;
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.allowedActions.map((name) => (
        <Button
          key={name}
          variant="contained"
          color={name === 'decideForSeller' ? 'secondary' : 'primary'}
          onClick={() => setAction(name)}
        >
          {translate(`console.disputeAction.${name}`)}
        </Button>
      ))}
      {action && <ActionDialog disputeId={record.id} action={action} onClose={() => setAction(null)} />}
    </Stack>
  );
}
