import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TopCandidate } from '../../../contract';
import { CandidateChoice } from '../../components/promotion';
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
export function TopCandidates(props: TopCandidatesProps) {
  const translate = useTranslate();
  return (
    <CandidateChoice
      {...props}
      id="top-product"
      hint="promotions.add.productHintTop"
      empty="promotions.add.noCandidatesTop"
      describe={(candidate) => ({
        hint: candidate.isTop ? translate('promotions.add.alreadyTop') : null,
        details: (
          <Typography variant="body2" color="text.secondary">
            {translate('promotions.add.rating', { rating: formatRating(candidate.rating) })}
            {' · '}
            {translate('promotions.add.reviews', { count: candidate.reviewsCount })}
          </Typography>
        ),
      })}
    />
  );
}
