import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParam } from '../../../routes/useSearchParam';
import { isApiError } from '../../../api/errors';
import type { Payment } from '../../../api/payments';
import { BANNERS_RESOURCE, type BannersDataProvider } from '../handler';

export const PAYMENT_PARAM = 'paymentId';

const P = 'banners.payment.';

function outcome(payment: Payment): { severity: 'success' | 'warning' | 'info'; key: string } {
  if (payment.status === 'paid')
    return { severity: 'success', key: payment.positionName === null ? `${P}paidNoPosition` : `${P}paid` };
  if (payment.status === 'cancelled') return { severity: 'warning', key: `${P}cancelled` };
  if (payment.status === 'pending') return { severity: 'info', key: `${P}pending` };
  return { severity: 'info', key: `${P}unknown` };
}

/**
 * The return from the payment page (`/marketing/banners?paymentId=`): GetPayment (our call, so
 * silent) tells whether the seller paid or cancelled. When it fails (a server without it, an
 * unknown payment) the line says the outcome is unknown, with the server's text ('Платёж не
 * найден') under it; the list below shows the banner's status anyway.
 */
export function PaymentOutcome() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BannersDataProvider>();
  const [paymentId, close] = useSearchParam(PAYMENT_PARAM);
  const payment = useQuery({
    queryKey: [BANNERS_RESOURCE, 'payment', paymentId],
    queryFn: () => dataProvider.payment(BANNERS_RESOURCE, { paymentId: paymentId ?? '' }),
    enabled: Boolean(paymentId),
    retry: false,
  });
  if (!paymentId) return null;
  const action = (
    <Button color="inherit" size="small" onClick={close}>
      {translate(`${P}close`)}
    </Button>
  );
  if (payment.isPending)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate(`${P}loading`)}
      </Alert>
    );
  if (payment.isError) {
    const text = isApiError(payment.error) ? payment.error.errorMessage : undefined;
    return (
      <Alert severity="warning" action={action} sx={{ mb: 2 }}>
        {translate(`${P}unknown`)}
        {text ? <div>{text}</div> : null}
      </Alert>
    );
  }
  const { severity, key } = outcome(payment.data);
  return (
    <Alert severity={severity} action={action} role="status" sx={{ mb: 2 }}>
      {translate(key, { position: payment.data.positionName ?? '' })}
    </Alert>
  );
}
