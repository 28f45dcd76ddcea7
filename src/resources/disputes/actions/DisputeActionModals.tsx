import { missingValue } from '../../../components/format';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { DISPUTES_RESOURCE, type DisputesDataProvider } from '../handler';
import { DisputeChangingModal } from '../../orders/modals';
import { useDisputePage } from '../DisputePageContext';
import { disputeDraftKey } from '../drafts';
import { AcceptReturnModal } from './AcceptReturnModal';
import { DeclineDisputeModal } from './DeclineDisputeModal';
import { useDisputeAction } from './useDisputeAction';

/** The modal of the started action, its call and toasts, and the dispute-changing modal of a -20. */
export function DisputeActionModals() {
  const dataProvider = useDataProvider<DisputesDataProvider>();
  const { active, endAction } = useDisputePage();
  const [changing, setChanging] = useState<{ reason: string | null } | null>(null);
  const mutation = useDisputeAction({ onDone: endAction, onChanging: (reason) => setChanging({ reason }) });
  const close = () => {
    mutation.reset();
    endAction();
  };
  const common = { pending: mutation.isPending, refusal: mutation.refusal, onClose: close };
  const dispute = active?.dispute;
  const r = DISPUTES_RESOURCE;
  return (
    <>
      {dispute && active.action === 'decline' ? (
        <DeclineDisputeModal
          {...common}
          disputeId={dispute.id}
          orderStatusId={dispute.orderStatusId}
          onSubmit={(input) =>
            mutation.mutate({
              run: () => dataProvider.decline(r, input),
              success: 'disputes.toast.declined',
              draft: disputeDraftKey('decline', dispute.id),
            })
          }
        />
      ) : null}
      {dispute && active.action === 'acceptReturn' ? (
        <AcceptReturnModal
          {...common}
          disputeId={dispute.id}
          orderNumber={dispute.orderNumber ?? missingValue()}
          onSubmit={() =>
            mutation.mutate({
              run: () => dataProvider.acceptReturn(r, { disputeId: dispute.id }),
              success: 'disputes.toast.returnAccepted',
            })
          }
        />
      ) : null}
      <DisputeChangingModal
        open={changing !== null}
        reason={changing?.reason}
        onClose={() => setChanging(null)}
      />
    </>
  );
}
