import { useTranslate } from 'react-admin';
import { missingValue } from '../../../components/format';
import { StatusKindChip } from '../../../components/status';
import { tenderProposalStatuses, tenderStatuses } from '../../../domain/tenderStatuses';
import type { Concept } from '../../../domain';

interface ChipProps {
  id: number | null | undefined;
  size?: 'small' | 'medium';
}

function ConceptChip({ concept, id, size }: ChipProps & { concept: Concept<number> }) {
  const translate = useTranslate();
  if (id === null || id === undefined) return <span>{missingValue()}</span>;
  return (
    <StatusKindChip kind={concept.kind(id)} label={translate(concept.labelKey(id), { id })} size={size} />
  );
}

/** A tender's status in its colour (src/domain/tenderStatuses.ts). */
export const TenderStatusChip = (props: ChipProps) => <ConceptChip concept={tenderStatuses} {...props} />;

/** A tender proposal's status in its colour. */
export const ProposalStatusChip = (props: ChipProps) => (
  <ConceptChip concept={tenderProposalStatuses} {...props} />
);
