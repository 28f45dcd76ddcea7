import { RadioGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TopCandidate } from '../../../contract';
import { CandidateOption, PromotionFailure, PromotionSection } from '../../components/promotion';
import { formatRating } from '../../domain/rating';

export interface TopCandidatesProps {
  candidates: readonly TopCandidate[] | undefined;
  isPending: boolean;
  failed: boolean;
  onRetry: () => void;
  value: number | null;
  onChange: (productId: number) => void;
}

/** The published products rated above 4 (best first); one already in the top (or waiting for payment) is marked. */
export function TopCandidates({
  candidates,
  isPending,
  failed,
  onRetry,
  value,
  onChange,
}: TopCandidatesProps) {
  const translate = useTranslate();
  let content;
  if (failed) content = <PromotionFailure onRetry={onRetry} />;
  else if (isPending || !candidates)
    content = <Typography role="status">{translate('common.loading')}</Typography>;
  else if (candidates.length === 0)
    content = <Typography color="text.secondary">{translate('promotions.add.noCandidatesTop')}</Typography>;
  else
    content = (
      <RadioGroup
        aria-labelledby="top-product"
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {candidates.map((candidate) => (
          <CandidateOption
            key={candidate.productId}
            productId={candidate.productId}
            name={candidate.productName}
            image={candidate.productImage}
            hint={candidate.isTop ? translate('promotions.add.alreadyTop') : null}
            details={
              <Typography variant="body2" color="text.secondary">
                {translate('promotions.add.rating', { rating: formatRating(candidate.rating) })}
                {' · '}
                {translate('promotions.add.reviews', { count: candidate.reviewsCount })}
              </Typography>
            }
          />
        ))}
      </RadioGroup>
    );
  return (
    <PromotionSection
      title="promotions.add.productTitle"
      hint="promotions.add.productHintTop"
      id="top-product"
    >
      {content}
    </PromotionSection>
  );
}
