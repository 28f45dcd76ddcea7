import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HighlightLabel } from '../../../contract';
import type { HighlightCandidate } from '../../api/promotions';
import { canHighlight, isLabelTaken } from '../../api/promotionsPayloads';
import { CandidateChoice } from '../../components/promotion';

export interface HighlightCandidatesProps {
  label: HighlightLabel | null;
  candidates: readonly HighlightCandidate[] | undefined;
  isPending: boolean;
  failed: boolean;
  onRetry: () => void;
  value: number | null;
  onChange: (productId: number) => void;
}

/** The products eligible for the chosen label, with the labels each already has (when the server says). */
export function HighlightCandidates({ label, ...choice }: HighlightCandidatesProps) {
  const translate = useTranslate();
  const labelName = (id: HighlightLabel) => translate(`marketing.label.${id}`);
  return (
    <CandidateChoice<HighlightCandidate>
      {...choice}
      id="highlight-product"
      hint="promotions.add.productHintHighlight"
      empty="promotions.add.noCandidatesHighlight"
      before={
        label === null ? (
          <Typography color="text.secondary">{translate('promotions.add.chooseLabelFirst')}</Typography>
        ) : null
      }
      describe={(candidate) => ({
        disabled: label === null || !canHighlight(candidate, label),
        hint: label !== null && isLabelTaken(candidate, label) ? translate('promotions.add.taken') : null,
        details:
          candidate.takenLabels.length > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('promotions.add.takenLabels', {
                labels: candidate.takenLabels.map(labelName).join(', '),
              })}
            </Typography>
          ) : null,
      })}
    />
  );
}
