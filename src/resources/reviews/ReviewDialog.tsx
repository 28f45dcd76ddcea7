import { Box, Divider, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import type { ReviewDetail } from '../../api/reviews';
import { InfoDialog } from '../../components/dialogs';
import { formatDate, missingValue } from '../../components/format';
import { REVIEWS_RESOURCE } from './handler';
import { DETAIL_META } from '../orders/shared/detailQuery';
import { AnswerForm } from './AnswerForm';
import { AnsweredChip, BuyerName, RatingStars, ReviewProduct } from './cells';
import { reviewIdOf, withReview } from './reviewParam';
import { ReviewThread } from './ReviewThread';
import { LoadingSpinner } from '../../components/loading';

/** One review: product, buyer, rating, date and text, its thread, the answer form. */
function ReviewView({ id }: { id: number }) {
  const translate = useTranslate();
  // Its own meta: the getOne cache react-admin seeds with list rows has no comments.
  const { data: review, isPending } = useGetOne<ReviewDetail>(
    REVIEWS_RESOURCE,
    { id, meta: DETAIL_META },
    { retry: false },
  );
  if (isPending || !review) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
        <LoadingSpinner size={32} />
      </Box>
    );
  }
  return (
    <Stack spacing={2}>
      <ReviewProduct row={review} />
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <RatingStars rating={review.rating} />
        <Typography variant="subtitle2" component="span">
          <BuyerName name={review.buyerName} />
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDate(review.creationDate)}
        </Typography>
        <AnsweredChip answered={review.hasAnswer} />
      </Box>
      <Typography
        variant="body1"
        data-testid="review-detail-text"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {review.text ?? missingValue()}
      </Typography>
      <Divider />
      <Typography variant="h6" component="h3" sx={{ fontSize: 16, fontWeight: 700 }}>
        {translate('reviews.detail.comments')}
      </Typography>
      <ReviewThread comments={review.comments} />
      <AnswerForm reviewId={review.id} />
    </Stack>
  );
}

/** The review named by `?review=` over the list (GetReviewsDetailInfo); closing keeps the list's params. */
export function ReviewDialog() {
  const translate = useTranslate();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const id = reviewIdOf(search);
  const close = () => navigate(`${pathname}${withReview(search, null)}`, { replace: true });
  return (
    <InfoDialog
      open={id !== null}
      title={translate('reviews.detail.title')}
      closeLabel={translate('reviews.detail.close')}
      maxWidth="md"
      fullScreen={isPhone}
      dividers
      onClose={close}
    >
      {id !== null ? <ReviewView key={id} id={id} /> : null}
    </InfoDialog>
  );
}
