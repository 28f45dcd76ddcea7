import { Box, Chip, Rating, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReviewListItem } from '../../api/reviews';
import { RowLink } from '../../components/a11y/RowLink';
import { missingValue } from '../../components/format';
import { displayRating, formatRating } from '../../domain/rating';
import { ProductImage } from '../orders/shared/ProductImage';

/** A rating as spec section 9 shows it: the value minus 0.1 ('4,9') and as many read-only stars. */
export function RatingStars({ rating, size = 'small' }: { rating: number | null; size?: 'small' | 'large' }) {
  const translate = useTranslate();
  if (rating === null) {
    // A server without our `rating`: no stars, the missing-value dash.
    return (
      <Typography component="span" variant="body2" color="text.secondary" data-testid="rating-value">
        {missingValue()}
      </Typography>
    );
  }
  const text = formatRating(rating);
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Rating
        value={displayRating(rating)}
        precision={0.1}
        readOnly
        size={size}
        getLabelText={() => translate('reviews.ratingLabel', { rating: text })}
      />
      <Typography
        component="span"
        variant={size === 'large' ? 'h5' : 'body2'}
        sx={{ fontWeight: 600 }}
        data-testid="rating-value"
      >
        {text}
      </Typography>
    </Stack>
  );
}

/** Whether the seller has answered the review; nothing when the server does not tell. */
export function AnsweredChip({ answered }: { answered: boolean | null }) {
  const translate = useTranslate();
  if (answered === null) return null;
  return (
    <Chip
      size="small"
      variant={answered ? 'filled' : 'outlined'}
      color={answered ? 'success' : 'default'}
      label={translate(answered ? 'reviews.answered' : 'reviews.unanswered')}
    />
  );
}

/**
 * The product of a review: its image and name (the seller's text, shown as text); in the list the
 * name is the link `to` the review.
 */
export function ReviewProduct({
  row,
  to,
}: {
  row: Pick<ReviewListItem, 'productImage' | 'productName'>;
  to?: string;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 180 }}>
      <ProductImage src={row.productImage} alt={translate('reviews.imageAlt', { name: row.productName })} />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {to ? <RowLink to={to}>{row.productName}</RowLink> : row.productName}
      </Typography>
    </Stack>
  );
}

/** The buyer's text, clamped to three lines in the table; never read as markup; '----' without one. */
export function ReviewText({ text }: { text: string | null }) {
  return (
    <Box
      data-testid="review-text"
      sx={{
        maxWidth: 360,
        display: '-webkit-box',
        WebkitLineClamp: 3,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        typography: 'body2',
      }}
    >
      {text ?? missingValue()}
    </Box>
  );
}

/** The buyer's name, or a muted 'Покупатель не указан' for a review without a buyer. */
export function BuyerName({ name }: { name: string }) {
  const translate = useTranslate();
  return name.trim() ? (
    <>{name}</>
  ) : (
    <Typography component="span" variant="body2" color="text.secondary">
      {translate('reviews.noBuyer')}
    </Typography>
  );
}
