import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../../api/errors';
import type { Payment } from '../../../api/payments';
import { BANNERS_RESOURCE, type BannersDataProvider } from '../../../dataProvider/resources/banners';

export const PAYMENT_PARAM = 'paymentId';

const P = 'banners.payment.';

function outcome(payment: Payment): { severity: 'success' | 'warning' | 'info'; key: string } {
  if (payment.status === 'paid') return { severity: 'success', key: `${P}paid` };
  if (payment.status === 'cancelled') return { severity: 'warning', key: `${P}cancelled` };
  return { severity: 'info', key: `${P}pending` };
}

/**
 * The return from the payment page (`/marketing/banners?paymentId=`): GetPayment tells whether
 * the seller paid or cancelled. An unknown payment shows the server's 'Платёж не найден'.
 */
export function PaymentOutcome() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BannersDataProvider>();
  const [search, setSearch] = useSearchParams();
  const paymentId = search.get(PAYMENT_PARAM);
  const payment = useQuery({
    queryKey: [BANNERS_RESOURCE, 'payment', paymentId],
    queryFn: () => dataProvider.payment(BANNERS_RESOURCE, { paymentId: paymentId ?? '' }),
    enabled: Boolean(paymentId),
    retry: false,
  });
  if (!paymentId) return null;
  const close = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_PARAM);
        return next;
      },
      { replace: true },
    );
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
    // other failures went to /error-page (src/api/http.ts)
    return text ? (
      <Alert severity="error" action={action} sx={{ mb: 2 }}>
        {text}
      </Alert>
    ) : null;
  }
  const { severity, key } = outcome(payment.data);
  return (
    <Alert severity={severity} action={action} role="status" sx={{ mb: 2 }}>
      {translate(key, { position: payment.data.positionName ?? '' })}
    </Alert>
  );
}
