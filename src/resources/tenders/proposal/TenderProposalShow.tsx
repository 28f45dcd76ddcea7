import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Stack } from '@mui/material';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import type { TenderProposal } from '../../../api/tenders';
import { CreateOrderDialog } from '../../../components/offer-order';
import { compareOffer, proposalFigures } from '../../../api/tendersPayloads';
import { TENDER_PROPOSALS_RESOURCE, type TenderProposalsDataProvider } from '../proposalsHandler';
import { FormDialog } from '../../../components/dialogs';
import { OrderActionButtons } from '../../orders/shared/OrderActionButtons';
import { SectionCard } from '../../orders/shared/SectionCard';
import { OrderHeader } from '../../orders/show/OrderHeader';
import { Comparison } from '../shared/Comparison';
import { DETAIL_META, DetailFrame, DetailLoading, positiveId } from '../shared/DetailFrame';
import { MY_TENDERS_PATH } from '../shared/paths';
import { proposalActionsFor, type ProposalAction } from '../shared/proposalActions';
import { ProposalSummary } from '../shared/ProposalSummary';
import { useTenderAction } from '../shared/useTenderAction';
import { declineDraftKey, DeclineDialog } from './DeclineDialog';
import { OrderCard } from './OrderCard';
import { TenderSummary } from './TenderSummary';
import { StatusChip } from '../../../components/status';

const P = 'tenders.proposal.';

const ACTION_LABELS = {
  createOrder: 'tenders.actions.createOrder',
  decline: 'tenders.actions.decline',
  delete: 'tenders.actions.delete',
} as const satisfies Record<ProposalAction, string>;

const ACTION_LOOK = {
  labelOf: (action: ProposalAction) => ACTION_LABELS[action],
  outlined: (action: ProposalAction) => action !== 'createOrder',
  danger: (action: ProposalAction) => action !== 'createOrder',
} as const;

/** The actions whose call names the tender: not offered when the reply has no tender id. */
const NEEDS_TENDER_ID: readonly ProposalAction[] = ['createOrder', 'decline'];

function ProposalView({ id }: { id: number }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<TenderProposalsDataProvider>();
  const queryClient = useQueryClient();
  const { data: proposal, isPending } = useGetOne<TenderProposal>(
    TENDER_PROPOSALS_RESOURCE,
    { id, meta: DETAIL_META },
    { retry: false },
  );
  const [active, setActive] = useState<ProposalAction | null>(null);
  const action = useTenderAction();
  const close = () => {
    action.reset();
    setActive(null);
  };

  if (isPending || !proposal) return <DetailLoading />;
  const { tenderId } = proposal;
  const actions = proposalActionsFor(proposal).filter(
    (next) => tenderId !== null || !NEEDS_TENDER_ID.includes(next),
  );
  const decline = (declinePurpose: string) =>
    action.run({
      run: () => dataProvider.decline(TENDER_PROPOSALS_RESOURCE, { tenderId: tenderId ?? 0, declinePurpose }),
      success: 'tenders.toast.declined',
      draft: declineDraftKey(proposal.id),
      then: close,
    });
  const remove = () =>
    action.run({
      run: () => dataProvider.delete(TENDER_PROPOSALS_RESOURCE, { id: proposal.id, previousData: proposal }),
      success: 'tenders.toast.deleted',
      leaves: true,
      then: () => navigate(MY_TENDERS_PATH),
    });

  return (
    <DetailFrame
      backTo={MY_TENDERS_PATH}
      backLabel="tenders.proposal.back"
      header={
        <OrderHeader
          title={translate(`${P}heading`, { id: proposal.id })}
          chips={<StatusChip concept="tenderProposal" id={proposal.statusId} size="medium" />}
          facts={[{ label: translate(`${P}created`), value: proposal.creationDate }]}
          notes={
            proposal.declinePurpose ? (
              <Alert severity="warning" sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <strong>{translate(`${P}declinePurpose`)}:</strong> {proposal.declinePurpose}
              </Alert>
            ) : null
          }
          actions={
            <OrderActionButtons
              actions={actions}
              onAction={(next) => {
                action.reset();
                setActive(next);
              }}
              {...ACTION_LOOK}
            />
          }
        />
      }
      main={
        <>
          <SectionCard title={translate(`${P}offer`)}>
            <ProposalSummary proposal={proposal} />
          </SectionCard>
          <Comparison
            comparison={compareOffer(proposalFigures(proposal), proposal.tender)}
            measureUnit={proposal.tender.measureUnit}
          />
        </>
      }
      side={
        <Stack spacing={3}>
          <TenderSummary tender={proposal.tender} />
          <OrderCard proposal={proposal} />
        </Stack>
      }
      modals={
        <>
          {active === 'createOrder' && tenderId !== null && (
            <CreateOrderDialog
              open
              onClose={close}
              target={{ tenderId }}
              descriptionRequired
              submit={(values) => dataProvider.createOrder(TENDER_PROPOSALS_RESOURCE, { tenderId, values })}
              onCreated={() => void queryClient.invalidateQueries({ queryKey: [TENDER_PROPOSALS_RESOURCE] })}
            />
          )}
          <DeclineDialog
            open={active === 'decline'}
            proposalId={proposal.id}
            pending={action.isPending}
            refusal={action.refusal}
            onClose={close}
            onSubmit={decline}
          />
          <FormDialog
            open={active === 'delete'}
            title={translate('tenders.modals.delete.title')}
            text={translate('tenders.modals.delete.text', { id: proposal.id })}
            submitLabel="tenders.actions.delete"
            submitColor="error"
            cancelLabel="tenders.actions.cancel"
            pending={action.isPending}
            refusal={action.refusal}
            onClose={close}
            onSubmit={remove}
          />
        </>
      }
    />
  );
}

/** /tenders-proposal/{proposalId}: the seller's proposal, its tender, the comparison and its actions. */
export default function TenderProposalShow() {
  const { proposalId } = useParams();
  const id = positiveId(proposalId);
  if (id === null) return <Navigate to={MY_TENDERS_PATH} replace />;
  return <ProposalView key={id} id={id} />;
}
