import { Card, Skeleton, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ReviewsListMeta } from './handler';
import { formatCount } from '../../components/format';
import { RatingStars } from './cells';

/**
 * Above the filters: the average of every review of the seller (as spec section 9 shows it) and
 * their count. A server without our average shows '----' for it beside the count of the list.
 */
export function ReviewsSummary() {
  const translate = useTranslate();
  const { meta, isPending } = useListContext();
  const summary = meta as Partial<ReviewsListMeta> | undefined;
  const average = summary?.averageRating ?? null;
  const count = summary?.reviewsCount ?? 0;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={translate('reviews.summary.average')}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 }, mb: 2 }}
    >
      {isPending && !summary ? (
        <Skeleton variant="text" width={240} sx={{ fontSize: '1.5rem' }} />
      ) : average === null && count === 0 ? (
        <Typography color="text.secondary">{translate('reviews.summary.none')}</Typography>
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 4 }}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <div>
            <Typography variant="body2" color="text.secondary">
              {translate('reviews.summary.average')}
            </Typography>
            <RatingStars rating={average} size="large" />
          </div>
          <div>
            <Typography variant="body2" color="text.secondary">
              {translate('reviews.summary.count')}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid="reviews-count">
              {formatCount(count)}
            </Typography>
          </div>
        </Stack>
      )}
    </Card>
  );
}
