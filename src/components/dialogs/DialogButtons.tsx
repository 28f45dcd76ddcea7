import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { ButtonSpinner } from '../loading';

export interface DialogButtonsProps {
  /** The dismiss button's text; without it there is no dismiss button. */
  cancelText?: ReactNode;
  /** The text of the button that submits the dialog's form. */
  submitText: ReactNode;
  submitColor?: 'primary' | 'error' | 'success' | 'warning';
  /** A spinner in the submit button; both buttons disabled. */
  pending?: boolean;
  onCancel: () => void;
}

/** The actions of a form dialog: the dismiss button, then the submit button. */
export function DialogButtons({
  cancelText,
  submitText,
  submitColor = 'primary',
  pending = false,
  onCancel,
}: DialogButtonsProps) {
  return (
    <>
      {cancelText ? (
        <Button onClick={onCancel} disabled={pending} color="inherit">
          {cancelText}
        </Button>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        color={submitColor}
        disabled={pending}
        startIcon={pending ? <ButtonSpinner /> : undefined}
      >
        {submitText}
      </Button>
    </>
  );
}
