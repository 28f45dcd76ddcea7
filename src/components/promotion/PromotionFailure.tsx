import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface PromotionFailureProps {
  /** i18n key of the message: spec section 8's failure text by default. */
  message?: string;
  /** The server's own reason of a refusal (`-1` errorMessage), shown as text under it. */
  detail?: string | null;
  onRetry?: () => void;
}

/** A failed highlight or top call, shown in the page (never the error page). */
export function PromotionFailure({
  message = 'marketing.promotionFailure',
  detail,
  onRetry,
}: PromotionFailureProps) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('promotions.add.retry')}
          </Button>
        ) : undefined
      }
    >
      {translate(message)}
      {detail ? <div data-testid="promotion-failure-detail">{detail}</div> : null}
    </Alert>
  );
}
