import { Button, Stack } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { useNotifyError } from '../../app/useNotifyError';

interface PaymentRow {
  id: number;
  status: 'pending' | 'paid' | 'cancelled';
}

/** 'Оплатить' / 'Отменить' of a pending payment (`PUT {status}`), as the payment page's buttons. */
export function PaymentButtons() {
  const record = useRecordContext<PaymentRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<PaymentRow>();
  if (!record || record.status !== 'pending') return null;
  const send = (status: 'paid' | 'cancelled') =>
    update(
      'payments',
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`console.marketing.${status}`, { type: 'success' });
          refresh();
        },
        onError: notifyError,
      },
    );
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button variant="contained" color="success" disabled={isPending} onClick={() => send('paid')}>
        {translate('console.marketing.pay')}
      </Button>
      <Button variant="outlined" color="error" disabled={isPending} onClick={() => send('cancelled')}>
        {translate('console.marketing.cancel')}
      </Button>
    </Stack>
  );
}
