import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  advertStatuses,
  productLabels,
  productStatuses,
  retailStatuses,
  safeDealStatuses,
  wholesaleStatuses,
  type Concept,
} from '../../domain';
import { disputeStatuses } from '../../domain/disputeStatuses';
import { orderRequestStatuses } from '../../domain/orderRequestStatuses';
import { tenderProposalStatuses, tenderStatuses } from '../../domain/tenderStatuses';
import { missingValue } from '../format';
import { StatusKindChip } from './StatusKindChip';

/** The status concepts a screen shows. */
export type StatusConcept =
  | 'wholesale'
  | 'retail'
  | 'safeDeal'
  | 'product'
  | 'productLabel'
  | 'orderRequest'
  | 'tender'
  | 'tenderProposal'
  | 'dispute'
  | 'advert';

interface Presentation {
  concept: Concept<number>;
  /** A chip in the spec's colours, or plain text where the spec gives the statuses no colours. */
  as: 'chip' | 'text';
}

const PRESENTATIONS: Record<StatusConcept, Presentation> = {
  wholesale: { concept: wholesaleStatuses, as: 'chip' },
  retail: { concept: retailStatuses, as: 'chip' },
  safeDeal: { concept: safeDealStatuses, as: 'text' },
  product: { concept: productStatuses, as: 'chip' },
  productLabel: { concept: productLabels, as: 'chip' },
  orderRequest: { concept: orderRequestStatuses, as: 'chip' },
  tender: { concept: tenderStatuses, as: 'chip' },
  tenderProposal: { concept: tenderProposalStatuses, as: 'chip' },
  dispute: { concept: disputeStatuses, as: 'chip' },
  advert: { concept: advertStatuses, as: 'chip' },
};

export interface StatusChipProps {
  concept: StatusConcept;
  /** The status id; null or undefined shows '----'. */
  id: number | null | undefined;
  size?: 'small' | 'medium';
}

/**
 * The one status display of the back office: the Russian name of `id` in `concept` (an unknown id
 * reads 'Статус <id>'), coloured per spec section 4 (`data-status-kind` carries the colour kind).
 */
export function StatusChip({ concept, id, size }: StatusChipProps) {
  const translate = useTranslate();
  if (id === null || id === undefined) return <span>{missingValue()}</span>;
  const { concept: table, as } = PRESENTATIONS[concept];
  const label = translate(table.labelKey(id), { id });
  if (as === 'text') {
    return (
      <Typography component="span" variant="body2">
        {label}
      </Typography>
    );
  }
  return <StatusKindChip kind={table.kind(id)} label={label} size={size} />;
}
