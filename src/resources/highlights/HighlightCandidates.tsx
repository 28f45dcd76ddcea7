import { RadioGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HighlightCandidate, HighlightLabel } from '../../../contract';
import { canHighlight, isLabelTaken } from '../../api/promotionsPayloads';
import { CandidateOption, PromotionFailure, PromotionSection } from '../../components/promotion';

export interface HighlightCandidatesProps {
  label: HighlightLabel | null;
  candidates: readonly HighlightCandidate[] | undefined;
  isPending: boolean;
  failed: boolean;
  onRetry: () => void;
  value: number | null;
  onChange: (productId: number) => void;
}

/** The products eligible for the chosen label, with the labels each already has. */
export function HighlightCandidates(props: HighlightCandidatesProps) {
  const { label, candidates, isPending, failed, onRetry, value, onChange } = props;
  const translate = useTranslate();
  const labelName = (id: HighlightLabel) => translate(`marketing.label.${id}`);
  let content;
  if (label === null)
    content = <Typography color="text.secondary">{translate('promotions.add.chooseLabelFirst')}</Typography>;
  else if (failed) content = <PromotionFailure onRetry={onRetry} />;
  else if (isPending || !candidates)
    content = <Typography role="status">{translate('common.loading')}</Typography>;
  else if (candidates.length === 0)
    content = (
      <Typography color="text.secondary">{translate('promotions.add.noCandidatesHighlight')}</Typography>
    );
  else
    content = (
      <RadioGroup
        aria-labelledby="highlight-product"
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {candidates.map((candidate) => (
          <CandidateOption
            key={candidate.productId}
            productId={candidate.productId}
            name={candidate.productName}
            image={candidate.productImage}
            disabled={!canHighlight(candidate, label)}
            hint={isLabelTaken(candidate, label) ? translate('promotions.add.taken') : null}
            details={
              candidate.takenLabels.length > 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {translate('promotions.add.takenLabels', {
                    labels: candidate.takenLabels.map(labelName).join(', '),
                  })}
                </Typography>
              ) : null
            }
          />
        ))}
      </RadioGroup>
    );
  return (
    <PromotionSection
      title="promotions.add.productTitle"
      hint="promotions.add.productHintHighlight"
      id="highlight-product"
    >
      {content}
    </PromotionSection>
  );
}
