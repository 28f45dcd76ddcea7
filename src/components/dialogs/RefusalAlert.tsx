import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Refusal } from './refusal';

/** The server's refusal inside the dialog that asked: a title and its message (or a hint when it gave none). */
export function RefusalAlert({ refusal }: { refusal: Refusal }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <AlertTitle>{translate('common.dialog.refusal.title')}</AlertTitle>
      {refusal.message ?? translate('common.dialog.refusal.noReason')}
    </Alert>
  );
}
