import { Link as RouterLink } from 'react-router-dom';
import { Button, Link, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Dispute } from '../../../api/disputes';
import { formatDate, missingValue } from '../../../components/format';
import { TimeLeftText } from '../../../components/timeLeft';
import { awaitsSellerAnswer, disputeReasons } from '../../../domain/disputeStatuses';
import { useDisputePage } from '../DisputePageContext';

/** The page of the dispute's order: `/orders/retail/{id}` or `/orders/{id}` (docs/contract/disputes.md). */
export const disputeOrderPath = (dispute: Pick<Dispute, 'isRetail' | 'orderId'>): string =>
  dispute.isRetail ? `/orders/retail/${dispute.orderId}` : `/orders/${dispute.orderId}`;

/** The reason's name; '----' when the reply has none (the reason is ours, not the specification's). */
export function useReasonText(): (reasonId: number | null) => string {
  const translate = useTranslate();
  return (reasonId) =>
    reasonId === null ? missingValue() : translate(disputeReasons.labelKey(reasonId), { id: reasonId });
}

export function ReasonText({ reasonId }: { reasonId: number | null }) {
  return <>{useReasonText()(reasonId)}</>;
}

/** The order's number, a link to the order. */
export function OrderLink({ dispute }: { dispute: Dispute }) {
  const translate = useTranslate();
  return (
    <Link
      component={RouterLink}
      to={disputeOrderPath(dispute)}
      underline="hover"
      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
      onClick={(event) => event.stopPropagation()}
    >
      {translate('disputes.list.orderValue', { number: dispute.orderNumber ?? missingValue() })}
    </Link>
  );
}

/** The day the seller must answer by, while the dispute waits for the answer; '----' afterwards. */
export const answerDeadlineText = (dispute: Pick<Dispute, 'statusId' | 'answerDeadline'>): string =>
  awaitsSellerAnswer(dispute.statusId) ? formatDate(dispute.answerDeadline) : missingValue();

/** The answer deadline with the time left to it (the dispute goes to arbitration when it passes). */
export function AnswerDeadline({ dispute }: { dispute: Pick<Dispute, 'statusId' | 'answerDeadline'> }) {
  if (!awaitsSellerAnswer(dispute.statusId)) return <>{missingValue()}</>;
  return (
    <Stack spacing={0.25}>
      <span>{formatDate(dispute.answerDeadline)}</span>
      <TimeLeftText deadline={dispute.answerDeadline} variant="caption" />
    </Stack>
  );
}

/** Opens the dispute's details (the claim, files, the answer, the messages). */
export function DetailsButton({ dispute }: { dispute: Dispute }) {
  const translate = useTranslate();
  const { openDetails } = useDisputePage();
  return (
    <Button
      size="small"
      aria-label={translate('disputes.list.detailsOf', { id: dispute.id })}
      onClick={(event) => {
        event.stopPropagation();
        openDetails(dispute);
      }}
    >
      {translate('disputes.list.details')}
    </Button>
  );
}
