import { useState } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { OrderRequest } from '../../../api/orderRequests';
import { missingValue } from '../../../components/format';
import { TimeLeftText } from '../../../components/timeLeft';
import { ORDER_REQUESTS_RESOURCE } from '../handler';
import { OrderRequestStatus } from '../../../domain/orderRequestStatuses';
import { OrderActionButtons } from '../../orders/shared/OrderActionButtons';
import {
  OrderDetailLoading,
  OrderDetailPage,
  positiveId,
  useOrderDetail,
} from '../../orders/shared/OrderDetailPage';
import { BuyerCard } from '../../orders/show/BuyerCard';
import { OrderHeader } from '../../orders/show/OrderHeader';
import { DANGEROUS_REQUEST_ACTIONS, requestActionsFor, type RequestAction } from '../actions';
import { REQUESTS_PATH } from '../paths';
import { CreatedOrderCard, ProposalCard } from './ProposalCard';
import { RequestActionDialogs } from './RequestActionDialogs';
import { BuyerCommentCard, DeliveryCard, RequestHistoryCard, WantedProductsCard } from './RequestCards';
import { StatusChip } from '../../../components/status';
import { WriteToBuyerButton } from '../../../components/chat';

const D = 'orderRequests.detail.';
const isDangerous = (action: RequestAction) => DANGEROUS_REQUEST_ACTIONS.includes(action);

/**
 * The clock that runs now: a new request expires at its deadline, a sent proposal at its
 * validity (docs/contract/requests-tenders.md, status 8); other statuses have none.
 */
function RunningDeadline({ request, label }: { request: OrderRequest; label: (key: string) => string }) {
  const running =
    request.statusId === OrderRequestStatus.New
      ? { key: 'answerIn', deadline: request.deadline }
      : request.statusId === OrderRequestStatus.ProposalSent
        ? { key: 'proposalValidIn', deadline: request.proposal?.validUntil }
        : null;
  if (!running?.deadline) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'baseline' }}>
      <Typography variant="body2" color="text.secondary">
        {label(running.key)}
      </Typography>
      <TimeLeftText deadline={running.deadline} />
    </Stack>
  );
}

/** The buyer as the orders' card shows it: a missing name reads '----', other missing rows are left out. */
/** A reason given when the request was rejected, shown as text. */
function ReasonNote({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <Alert severity="warning" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <strong>{label}:</strong> {text}
    </Alert>
  );
}

function RequestView({ id }: { id: number }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`${D}${key}`, options);
  const { data: request, isPending } = useOrderDetail<OrderRequest>(ORDER_REQUESTS_RESOURCE, id);
  const [active, setActive] = useState<RequestAction | null>(null);
  if (isPending || !request) return <OrderDetailLoading />;
  return (
    <OrderDetailPage
      backTo={REQUESTS_PATH}
      backLabel="orderRequests.detail.back"
      header={
        <OrderHeader
          title={t('heading', { id: request.id })}
          chips={<StatusChip concept="orderRequest" id={request.statusId} size="medium" />}
          facts={[
            { label: t('created'), value: request.creationDate },
            { label: t('deadline'), value: request.deadline },
            { label: t('validUntil'), value: request.proposal?.validUntil },
          ]}
          notes={
            <>
              <RunningDeadline request={request} label={t} />
              {request.rejectReason || request.buyerRejectReason ? (
                <Stack spacing={1} sx={{ mt: 2 }}>
                  <ReasonNote label={t('rejectReason')} text={request.rejectReason} />
                  <ReasonNote label={t('buyerRejectReason')} text={request.buyerRejectReason} />
                </Stack>
              ) : null}
            </>
          }
          actions={
            <OrderActionButtons
              actions={requestActionsFor(request.statusId)}
              onAction={setActive}
              labelOf={(action) => `orderRequests.actions.${action}`}
              outlined={isDangerous}
              danger={isDangerous}
            />
          }
        />
      }
      main={
        <>
          <CreatedOrderCard request={request} />
          <WantedProductsCard products={request.products} />
          {request.proposal ? <ProposalCard proposal={request.proposal} products={request.products} /> : null}
        </>
      }
      side={
        <>
          {request.buyer.id === null ? null : (
            <WriteToBuyerButton buyerId={request.buyer.id} subjectType="request" subjectId={request.id} />
          )}
          <BuyerCard buyer={{ ...request.buyer, fullName: request.buyer.fullName ?? missingValue() }} />
          <DeliveryCard request={request} />
          <BuyerCommentCard comment={request.comment} />
          <RequestHistoryCard history={request.history} />
        </>
      }
      modals={<RequestActionDialogs request={request} active={active} onClose={() => setActive(null)} />}
    />
  );
}

/** /requests/{requestId}: a buyer's order request (GetOrderRequestById) with the actions its status allows. */
export default function OrderRequestShow() {
  const { requestId } = useParams();
  const id = positiveId(requestId);
  if (id === null) return <Navigate to={REQUESTS_PATH} replace />;
  return <RequestView key={id} id={id} />;
}
