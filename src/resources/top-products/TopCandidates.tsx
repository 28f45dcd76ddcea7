import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TopCandidate } from '../../api/promotions';
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

/** Rating and reviews of a candidate, each only when the reply carried it ('Рейтинг 4,8 · Отзывов: 12'). */
function facts(translate: ReturnType<typeof useTranslate>, candidate: TopCandidate): string | null {
  const parts = [
    candidate.rating === null
      ? null
      : translate('promotions.add.rating', { rating: formatRating(candidate.rating) }),
    candidate.reviewsCount === null
      ? null
      : translate('promotions.add.reviews', { count: candidate.reviewsCount }),
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}

/** The published products rated above 4 (best first); one already in the top (or waiting for payment) is marked. */
export function TopCandidates(props: TopCandidatesProps) {
  const translate = useTranslate();
  return (
    <CandidateChoice<TopCandidate>
      {...props}
      id="top-product"
      hint="promotions.add.productHintTop"
      empty="promotions.add.noCandidatesTop"
      describe={(candidate) => {
        const text = facts(translate, candidate);
        return {
          hint: candidate.isTop ? translate('promotions.add.alreadyTop') : null,
          details: text ? (
            <Typography variant="body2" color="text.secondary">
              {text}
            </Typography>
          ) : null,
        };
      }}
    />
  );
}
