import { useState } from 'react';
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { WorkQueueItem } from '../../api/workQueue';
import { EmptyState } from '../../components/list';
import { useRouteTitle } from '../../routes/routeTitle';
import { WholesaleActionModals } from '../orders/shared/WholesaleActionModals';
import type { RetailAction, WholesaleAction } from '../orders/shared/actions';
import { disputeLink } from '../disputes/list/DisputeFromUrl';
import { orderActionPath } from '../orders/shared/useActionFromUrl';
import { useMinuteClock, useWorkQueue, WORK_QUEUE_KEY } from './useWorkQueue';
import { WorkQueueRow } from './WorkQueueRow';

/** The order modal a row opens (the same ones as the order page), or null: the row navigates. */
const MODAL_OF: Partial<Record<WorkQueueItem['kind'], WholesaleAction>> = {
  shipOrder: 'readyToSend',
  payRenewal: 'acceptPayRenewal',
};

/** Where a row without a modal leads. */
function pathOf(item: WorkQueueItem): string {
  switch (item.kind) {
    case 'acceptOrder':
      // The status modal needs the order's product lines, which the page loads: it opens there.
      return item.orderId === null
        ? '/main-retail-orders'
        : orderActionPath(`/orders/retail/${item.orderId}`, 'toReady' satisfies RetailAction);
    case 'request':
      return `/requests/${item.requestId ?? ''}`;
    case 'tender':
      return `/tenders/${item.tenderId ?? ''}`;
    case 'dispute':
      if (item.disputeId === null) return item.isRetail ? '/disputes/retails' : '/disputes/wholesales';
      return disputeLink({
        id: item.disputeId,
        isRetail: item.isRetail === true,
        orderNumber: item.orderNumber,
      });
    case 'chat':
      return item.chatId === null ? '/messages' : `/messages?chatId=${item.chatId}`;
    default:
      return item.orderId === null ? '/orders' : `/orders/${item.orderId}`;
  }
}

interface OpenModal {
  item: WorkQueueItem;
  action: WholesaleAction;
}

/**
 * /work-queue ('Сегодня', docs/contract/work-queue.md): what needs the seller, most urgent first,
 * each with its deadline, a countdown moved on every minute by one clock, and the action.
 */
export default function WorkQueuePage() {
  const title = useRouteTitle();
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const queue = useWorkQueue();
  const now = useMinuteClock();
  const [open, setOpen] = useState<OpenModal | null>(null);

  const act = (item: WorkQueueItem) => {
    const action = MODAL_OF[item.kind];
    if (action && item.orderId !== null) setOpen({ item, action });
    else navigate(pathOf(item));
  };
  const close = () => {
    setOpen(null);
    void queryClient.invalidateQueries({ queryKey: WORK_QUEUE_KEY });
  };

  const items = queue.data?.items ?? [];
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {translate('workQueue.intro')}
      </Typography>
      {queue.isPending ? (
        <Box aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={96} sx={{ mb: 1.5 }} />
          ))}
        </Box>
      ) : queue.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void queue.refetch()}>
              {translate('workQueue.retry')}
            </Button>
          }
        >
          {translate('workQueue.failed')}
        </Alert>
      ) : queue.data === null ? (
        <EmptyState title="workQueue.unavailable" hint="workQueue.unavailableHint" />
      ) : items.length === 0 ? (
        <EmptyState title="workQueue.empty" hint="workQueue.emptyHint" />
      ) : (
        <Box
          component="ul"
          aria-label={translate('workQueue.listLabel')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {items.map((item) => (
            <WorkQueueRow key={item.key} item={item} now={now} onAction={act} />
          ))}
        </Box>
      )}
      {open && open.item.orderId !== null ? (
        <WholesaleActionModals
          order={{
            id: open.item.orderId,
            shippingMethodId: null,
            deliveryMethodId: open.item.deliveryMethodId,
            payRenewalRequest:
              open.item.suggestedDays === null ? null : { suggestedDays: open.item.suggestedDays },
          }}
          active={open.action}
          onClose={close}
        />
      ) : null}
    </Box>
  );
}
