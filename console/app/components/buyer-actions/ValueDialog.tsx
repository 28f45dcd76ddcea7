import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ValueDialogProps {
  open: boolean;
  /** Message keys. */
  title: string;
  label: string;
  hint: string;
  type: 'number' | 'date';
  /** The error's message key for a typed value, or undefined when it may be sent. */
  check: (raw: string) => string | undefined;
  onClose: () => void;
  onSubmit: (raw: string) => void;
}

/** Asks for the one value an action takes (days, a date), checked before sending. */
export function ValueDialog({ open, title, label, hint, type, check, onClose, onSubmit }: ValueDialogProps) {
  const translate = useTranslate();
  const [raw, setRaw] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(raw);
    setError(problem);
    if (problem) return;
    onSubmit(raw);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate(title)}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            margin="dense"
            type={type}
            label={translate(label)}
            value={raw}
            onChange={(event) => setRaw(event.target.value)}
            error={error !== undefined}
            helperText={translate(error ?? hint)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('console.actions.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
