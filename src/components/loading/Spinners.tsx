import { CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A spinner standing for content that is loading: a progress bar needs a name (axe, WCAG 4.1.2). */
export function LoadingSpinner({ size = 32, label }: { size?: number; label?: string }) {
  const translate = useTranslate();
  return <CircularProgress size={size} aria-label={label ?? translate('common.loading')} />;
}

/** A spinner inside a button that already names the action: decoration, hidden from assistive technology. */
export function ButtonSpinner({ size = 16 }: { size?: number }) {
  return <CircularProgress size={size} color="inherit" aria-hidden />;
}
