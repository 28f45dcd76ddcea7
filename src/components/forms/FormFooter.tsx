import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { ButtonSpinner } from '../loading';

export interface FormFooterProps {
  /** Shown while the rules find errors (after the first save). */
  invalidText: string | null;
  /** The server's `-1` refusal: its title and message (or the text for a refusal without one). */
  refusal: { title: string; message: string } | null;
  pending: boolean;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** Buttons between 'cancel' and the submit button (e.g. 'save as draft'). */
  extraActions?: ReactNode;
}

/** The end of a page form: the invalid notice, the server's refusal kept in place, the buttons. */
export function FormFooter({
  invalidText,
  refusal,
  pending,
  cancelLabel,
  onCancel,
  submitLabel,
  extraActions,
}: FormFooterProps) {
  return (
    <>
      {invalidText ? (
        <Alert severity="warning" role="status">
          {invalidText}
        </Alert>
      ) : null}
      {refusal ? (
        <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <AlertTitle>{refusal.title}</AlertTitle>
          {refusal.message}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button color="inherit" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        {extraActions}
        <Button
          type="submit"
          variant="contained"
          disabled={pending}
          startIcon={pending ? <ButtonSpinner /> : undefined}
        >
          {submitLabel}
        </Button>
      </Box>
    </>
  );
}
