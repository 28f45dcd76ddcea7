import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import type { BuyerDetail } from '../../../api/buyers';
import { WriteToBuyerButton } from '../../../components/chat';
import { ReconciliationButton } from '../../closing-documents';
import { missingValue } from '../../../components/format';
import { DETAIL_META } from '../../orders/shared/detailQuery';
import { positiveId } from '../../orders/shared/OrderDetailPage';
import { BUYERS_RESOURCE } from '../handler';
import { userTypeText } from '../shared';
import { BuyerProfileCard, BuyerTotalsCard } from './BuyerCards';
import { BuyerOrders } from './BuyerOrders';
import { LoadingSpinner } from '../../../components/loading';

function BuyerView({ id }: { id: number }) {
  const translate = useTranslate();
  // Its own meta: the getOne cache react-admin seeds with list rows lacks the buyer's card.
  const { data: buyer, isPending } = useGetOne<BuyerDetail>(
    BUYERS_RESOURCE,
    { id, meta: DETAIL_META },
    { retry: false },
  );
  if (isPending || !buyer) {
    return (
      <Box
        sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}
        aria-label={translate('buyers.detail.loading')}
      >
        <LoadingSpinner size={32} />
      </Box>
    );
  }
  return (
    <>
      <Card variant="outlined" sx={{ borderRadius: 3, mb: 3 }}>
        <CardContent
          sx={{
            p: { xs: 2, sm: 3 },
            '&:last-child': { pb: { xs: 2, sm: 3 } },
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
          }}
        >
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {buyer.buyerName ?? buyer.fullName ?? missingValue()}
          </Typography>
          <Chip size="small" variant="outlined" label={userTypeText(translate, buyer.userTypeId)} />
          <Box sx={{ flexGrow: 1 }} />
          <ReconciliationButton buyerId={buyer.id} />
          <WriteToBuyerButton buyerId={buyer.id} subjectType="general" subjectId={null} />
        </CardContent>
      </Card>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(300px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <BuyerTotalsCard buyer={buyer} />
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <BuyerProfileCard buyer={buyer} />
        </Stack>
      </Box>
      {/* Full width: the orders table has six columns, which a two-thirds card cut at 1440 px. */}
      <Box sx={{ mt: 3 }}>
        <BuyerOrders buyerId={buyer.id} />
      </Box>
    </>
  );
}

/** /buyers/{buyerId}: the buyer's card, figures and orders (GetSingleBuyer, GetBuyerOrders). */
export default function BuyerShow() {
  const translate = useTranslate();
  const { buyerId } = useParams();
  const id = positiveId(buyerId);
  if (id === null) return <Navigate to="/buyers" replace />;
  return (
    <Box sx={{ py: 3 }}>
      <Button
        component={RouterLink}
        to="/buyers"
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1.5 }}
        color="inherit"
      >
        {translate('buyers.detail.back')}
      </Button>
      <BuyerView key={id} id={id} />
    </Box>
  );
}
