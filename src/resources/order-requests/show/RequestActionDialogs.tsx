import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { OrderRequest } from '../../../api/orderRequests';
import { CreateOrderDialog } from '../../../components/offer-order';
import { ORDER_REQUESTS_RESOURCE, type OrderRequestsDataProvider } from '../handler';
import { FormDialog } from '../../../components/dialogs';
import type { RequestAction } from '../actions';
import { ProposalDialog } from '../proposal/ProposalDialog';
import { buyerCollects, proposalDraftKey } from '../proposal/proposalRules';
import { RejectDialog, rejectDraftKey } from './RejectDialog';
import { useRequestAction } from './useRequestAction';

export interface RequestActionDialogsProps {
  request: OrderRequest;
  active: RequestAction | null;
  onClose: () => void;
}

const R = ORDER_REQUESTS_RESOURCE;

/** The dialog of the chosen action, its call through the dataProvider and the server's refusal inside it. */
export function RequestActionDialogs({ request, active, onClose }: RequestActionDialogsProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OrderRequestsDataProvider>();
  const queryClient = useQueryClient();
  const action = useRequestAction(onClose);
  const orderRequestId = request.id;
  const close = () => {
    action.reset();
    onClose();
  };
  const common = { pending: action.isPending, refusal: action.refusal, onClose: close };

  switch (active) {
    case 'sendProposal':
    case 'editProposal': {
      const create = active === 'sendProposal';
      return (
        <ProposalDialog
          {...common}
          request={request}
          mode={create ? 'create' : 'edit'}
          onSubmit={(values) => {
            const input = { orderRequestId, buyerCollects: buyerCollects(request), values };
            action.run({
              run: () =>
                create ? dataProvider.createProposal(R, input) : dataProvider.updateProposal(R, input),
              success: create ? 'orderRequests.toast.proposalSent' : 'orderRequests.toast.proposalUpdated',
              draft: proposalDraftKey(orderRequestId),
            });
          }}
        />
      );
    }
    case 'reject':
      return (
        <RejectDialog
          {...common}
          orderRequestId={orderRequestId}
          onSubmit={(rejectReason) =>
            action.run({
              run: () => dataProvider.reject(R, { orderRequestId, rejectReason }),
              success: 'orderRequests.toast.rejected',
              draft: rejectDraftKey(orderRequestId),
            })
          }
        />
      );
    case 'delete':
      return (
        <FormDialog
          {...common}
          open
          maxWidth="xs"
          title={translate('orderRequests.delete.title')}
          text={translate('orderRequests.delete.text', { id: orderRequestId })}
          submitLabel="orderRequests.actions.delete"
          submitColor="error"
          onSubmit={() =>
            action.run({
              run: () => dataProvider.delete(R, { id: orderRequestId, previousData: request }),
              success: 'orderRequests.toast.deleted',
              then: 'list',
            })
          }
        />
      );
    case 'createOrder':
      return (
        <CreateOrderDialog
          open
          onClose={onClose}
          target={{ orderRequestId }}
          descriptionRequired={false}
          submit={(values) => dataProvider.createOrder(R, { orderRequestId, values })}
          onCreated={() => void queryClient.invalidateQueries({ queryKey: [R] })}
        />
      );
    default:
      return null;
  }
}
