import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { positiveIdOrNull } from '../../api/ordersPayloads';
import { PayBar, PeriodChoice, usePeriodChoice, usePromotionPurchase } from '../../components/promotion';
import {
  TOP_PRODUCTS_RESOURCE as R,
  type TopProductsDataProvider,
  type TopPurchase,
} from '../../dataProvider/resources/topProducts';
import { useRouteTitle } from '../../routes/useRouteTitle';
import { TopCandidates } from './TopCandidates';

/**
 * /marketing/top/add: a product rated above 4 (ProductsThatRatingMoreThanFour) and a period;
 * 'Оплатить' stores the top promotion (MakeProductAsTop) and opens the payment page.
 * `?productId=` preselects (links of 'Выдача товара').
 */
export default function TopAddPage() {
  const title = useRouteTitle();
  const translate = useTranslate();
  const dataProvider = useDataProvider<TopProductsDataProvider>();
  const [search] = useSearchParams();
  const [productId, setProductId] = useState<number | null>(positiveIdOrNull(search.get('productId')));
  const periodChoice = usePeriodChoice(R, () => dataProvider.getPeriods(R));
  const candidates = useQuery({
    queryKey: [R, 'getCandidates'],
    queryFn: () => dataProvider.getCandidates(R),
    retry: false,
    gcTime: 0,
  });
  const purchase = usePromotionPurchase((params: TopPurchase) => dataProvider.buy(R, params));

  const { period } = periodChoice;
  const product = candidates.data?.find((c) => c.productId === productId);
  const ready = product !== undefined && period !== null;
  const onPay = () => {
    if (product && period) void purchase.pay({ productId: product.productId, periodId: period.id });
  };

  return (
    <Box sx={{ py: 3, maxWidth: 880 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        <TopCandidates
          candidates={candidates.data}
          isPending={candidates.isPending}
          failed={candidates.isError}
          onRetry={() => void candidates.refetch()}
          value={product?.productId ?? null}
          onChange={setProductId}
        />
        <PeriodChoice choice={periodChoice} />
        <PayBar period={period} ready={ready} state={purchase.state} onPay={onPay} />
        <Box>
          <Button component={Link} to="/marketing/top">
            {translate('promotions.add.back')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
