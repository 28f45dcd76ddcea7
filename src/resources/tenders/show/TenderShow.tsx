import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import type { Tender } from '../../../api/tenders';
import { compareOffer, proposalFigures } from '../../../api/tendersPayloads';
import { TimeLeftText } from '../../../components/timeLeft';
import { TENDERS_RESOURCE } from '../handler';
import { TenderStatus } from '../../../domain/tenderStatuses';
import { SectionCard } from '../../orders/shared/SectionCard';
import { OrderHeader } from '../../orders/show/OrderHeader';
import { NewBadge } from '../shared/cells';
import { Comparison } from '../shared/Comparison';
import { DETAIL_META, DetailFrame, DetailLoading, positiveId } from '../shared/DetailFrame';
import { proposalPath, TENDER_SEARCH_PATH } from '../shared/paths';
import { ProposalSummary } from '../shared/ProposalSummary';
import { ProposalForm } from './ProposalForm';
import { WriteToBuyerButton } from '../../../components/chat';
import { TenderBuyer, TenderTerms } from './TenderTerms';
import { StatusChip } from '../../../components/status';

const T = 'tenders.tender.';

/**
 * A tender takes proposals while it is open and its deadline has not passed; an open tender whose
 * reply has no deadline is left to the server, which refuses a late proposal.
 */
const takesProposals = (tender: Tender, now: Date): boolean =>
  tender.statusId === TenderStatus.Open &&
  (tender.deadline === null || new Date(tender.deadline).getTime() > now.getTime());

/** The seller's proposal in this tender, with the comparison and a link to its page. */
function MyProposal({ tender }: { tender: Tender }) {
  const translate = useTranslate();
  const proposal = tender.myProposal;
  if (!proposal) return null;
  return (
    <Stack spacing={3}>
      <SectionCard
        title={translate(`${T}myProposal`)}
        action={<StatusChip concept="tenderProposal" id={proposal.statusId} />}
      >
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <ProposalSummary proposal={proposal} />
          <Button component={RouterLink} to={proposalPath(proposal.id)} variant="outlined">
            {translate(`${T}openProposal`)}
          </Button>
        </Stack>
      </SectionCard>
      <Comparison
        comparison={compareOffer(proposalFigures(proposal), tender)}
        measureUnit={tender.measureUnit}
      />
    </Stack>
  );
}

function TenderView({ id }: { id: number }) {
  const translate = useTranslate();
  const { data: tender, isPending } = useGetOne<Tender>(
    TENDERS_RESOURCE,
    { id, meta: DETAIL_META },
    { retry: false },
  );
  if (isPending || !tender) return <DetailLoading />;
  const open = takesProposals(tender, new Date());
  let footer = <Alert severity="info">{translate(`${T}closed`)}</Alert>;
  if (tender.myProposal) footer = <MyProposal tender={tender} />;
  else if (open) footer = <ProposalForm tender={tender} />;
  return (
    <DetailFrame
      backTo={TENDER_SEARCH_PATH}
      backLabel="tenders.tender.back"
      header={
        <OrderHeader
          title={tender.title ?? translate('tenders.tenderNumber', { id: tender.id })}
          subtitle={tender.title === null ? null : translate('tenders.tenderNumber', { id: tender.id })}
          chips={
            <>
              <StatusChip concept="tender" id={tender.statusId} size="medium" />
              {tender.isNew ? <NewBadge /> : null}
            </>
          }
          facts={[
            { label: translate(`${T}publishDate`), value: tender.publishDate },
            { label: translate(`${T}deadline`), value: tender.deadline },
          ]}
          notes={
            <Typography variant="body2" sx={{ mt: 2 }} data-testid="tender-countdown">
              {translate(`${T}timeLeft`)}: <TimeLeftText deadline={tender.deadline} />
            </Typography>
          }
        />
      }
      main={<TenderTerms tender={tender} />}
      side={
        <>
          {tender.buyer.id !== null ? (
            <WriteToBuyerButton buyerId={tender.buyer.id} subjectType="tender" subjectId={tender.id} />
          ) : null}
          <TenderBuyer tender={tender} />
        </>
      }
      footer={footer}
    />
  );
}

/** /tenders/{tenderId}: a tender's terms and the seller's proposal, or the form to send one. */
export default function TenderShow() {
  const { tenderId } = useParams();
  const id = positiveId(tenderId);
  if (id === null) return <Navigate to={TENDER_SEARCH_PATH} replace />;
  return <TenderView key={id} id={id} />;
}
