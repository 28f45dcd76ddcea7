import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { Payment } from '../../api/payments';
import type { PromotionDataProvider } from '../../resources/top-products/handler';
import { useRouteTitle } from '../../routes/routeTitle';
import { formatDate, formatMoneyOrDash, missingValue } from '../format';
import { rememberedPaymentUrl } from './paymentReturn';
import { PromotionFailure } from './PromotionFailure';

export interface PaymentOutcomeProps {
  resource: string;
  /** The list the paid promotion shows in, and the add page to start over. */
  listPath: string;
  listLinkKey: string;
  addPath: string;
}

function PaidText({ payment }: { payment: Payment }) {
  const translate = useTranslate();
  const name = payment.productName ?? missingValue();
  const until = formatDate(payment.activeTo);
  const text =
    payment.kind === 'highlight' && payment.label !== null
      ? translate('promotions.outcome.highlightActive', {
          name,
          label: translate(`marketing.label.${payment.label}`),
          until,
        })
      : translate('promotions.outcome.topActive', { name, until });
  return <Typography>{text}</Typography>;
}

/**
 * /marketing/highlights/add/:paymentId and /marketing/top/add/:paymentId: where the payment page
 * returns. GetPayment (our call, silent) tells the outcome: paid (the promotion is active, a link
 * to the list), cancelled (try again) or still pending (back to the payment page). When it fails
 * (spec section 8's text) or answers no known status, the page says the outcome is unknown and
 * still offers the list and a new purchase.
 */
export function PaymentOutcome({ resource, listPath, listLinkKey, addPath }: PaymentOutcomeProps) {
  const title = useRouteTitle();
  const translate = useTranslate();
  const { paymentId = '' } = useParams();
  const dataProvider = useDataProvider<PromotionDataProvider>();
  const query = useQuery({
    queryKey: [resource, 'getPayment', paymentId],
    queryFn: () => dataProvider.getPayment(resource, { paymentId }),
    retry: false,
    gcTime: 0,
  });
  const payment = query.data;
  const payUrl =
    payment?.status === 'pending' && payment.paymentId ? rememberedPaymentUrl(payment.paymentId) : null;
  const settled = !query.isPending;
  const paid = payment?.status === 'paid';
  // The list tells what became of the purchase when this page cannot.
  const showList = paid || !payment || payment.status === null;
  const startOver = (
    <Button component={Link} to={addPath} variant="outlined">
      {translate(
        payment?.status === 'cancelled' ? 'promotions.outcome.tryAgain' : 'promotions.outcome.startOver',
      )}
    </Button>
  );
  return (
    <Box sx={{ py: 3, maxWidth: 760 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {query.isPending ? (
        <Typography role="status">{translate('promotions.outcome.loading')}</Typography>
      ) : null}
      {query.isError ? <PromotionFailure onRetry={() => void query.refetch()} /> : null}
      {payment?.status === 'paid' ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          <AlertTitle>{translate('promotions.outcome.paid')}</AlertTitle>
          <PaidText payment={payment} />
          <Typography variant="body2">
            {translate('promotions.outcome.amount', { amount: formatMoneyOrDash(payment.amount) })}
          </Typography>
        </Alert>
      ) : null}
      {payment?.status === 'cancelled' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>{translate('promotions.outcome.cancelled')}</AlertTitle>
          {translate('promotions.outcome.cancelledHint')}
        </Alert>
      ) : null}
      {payment?.status === 'pending' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          <AlertTitle>{translate('promotions.outcome.pending')}</AlertTitle>
          {translate('promotions.outcome.pendingHint')}
        </Alert>
      ) : null}
      {payment && payment.status === null ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('promotions.outcome.unknown')}
        </Alert>
      ) : null}
      {settled ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {payUrl ? (
            <Button variant="contained" href={payUrl}>
              {translate('promotions.outcome.payLink')}
            </Button>
          ) : null}
          {showList ? (
            <Button component={Link} to={listPath} variant={paid ? 'contained' : 'outlined'}>
              {translate(listLinkKey)}
            </Button>
          ) : null}
          {paid ? null : startOver}
        </Stack>
      ) : null}
    </Box>
  );
}
