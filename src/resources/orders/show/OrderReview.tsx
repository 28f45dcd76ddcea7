import { Box, Rating, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatDate } from '../../../components/format';
import { ORDERS_RESOURCE, type OrdersDataProvider } from '../handler';
import { SectionCard } from '../shared/SectionCard';

/** The buyer's review of the order (GetReviewByOrderId), when there is one. */
export function OrderReview({ orderId }: { orderId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OrdersDataProvider>();
  const { data: review } = useQuery({
    queryKey: [ORDERS_RESOURCE, 'review', orderId],
    queryFn: () => dataProvider.getReview(ORDERS_RESOURCE, { orderId }),
    retry: false,
  });
  if (!review) return null;
  return (
    <SectionCard title={translate('orders.review.title')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Rating value={review.rating} readOnly size="small" aria-label={translate('orders.review.rating')} />
        <Typography variant="subtitle2">{review.buyerName}</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDate(review.creationDate)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {review.text}
      </Typography>
    </SectionCard>
  );
}
