import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { positiveIdOrNull } from '../../api/ordersPayloads';
import {
  AddPageFrame,
  candidateQueryProps,
  usePeriodChoice,
  usePromotionPurchase,
} from '../../components/promotion';
import { TOP_PRODUCTS_RESOURCE as R, type TopProductsDataProvider, type TopPurchase } from './handler';
import { TopCandidates } from './TopCandidates';

/**
 * /marketing/top/add: a product rated above 4 (ProductsThatRatingMoreThanFour) and a period;
 * 'Оплатить' stores the top promotion (MakeProductAsTop) and opens the payment page.
 * `?productId=` preselects (links of 'Выдача товара').
 */
export default function TopAddPage() {
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
    <AddPageFrame
      periodChoice={periodChoice}
      ready={ready}
      state={purchase.state}
      onPay={onPay}
      backTo="/marketing/top"
    >
      <TopCandidates
        {...candidateQueryProps(candidates)}
        value={product?.productId ?? null}
        onChange={setProductId}
      />
    </AddPageFrame>
  );
}
