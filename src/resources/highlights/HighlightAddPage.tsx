import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { HighlightLabel } from '../../../contract';
import { canHighlight, highlightLabelOf } from '../../api/promotionsPayloads';
import {
  AddPageFrame,
  candidateQueryProps,
  usePeriodChoice,
  usePromotionPurchase,
} from '../../components/promotion';
import { HIGHLIGHTS_RESOURCE as R, type HighlightPurchase, type HighlightsDataProvider } from './handler';
import { HighlightCandidates } from './HighlightCandidates';
import { LabelPicker } from './LabelPicker';
import { positiveIdOrNull } from '../../api/ordersPayloads';

/**
 * /marketing/highlights/add: choose a label, a product eligible for it (ProductsForHighlighting
 * with that label's flag) and a period; 'Оплатить' stores the highlight (MakeProductAsHighlight)
 * and opens the payment page. `?label=` and `?productId=` preselect (links of 'Выдача товара').
 */
export default function HighlightAddPage() {
  const dataProvider = useDataProvider<HighlightsDataProvider>();
  const [search] = useSearchParams();
  const [label, setLabel] = useState<HighlightLabel | null>(highlightLabelOf(search.get('label')));
  const [productId, setProductId] = useState<number | null>(positiveIdOrNull(search.get('productId')));
  const periodChoice = usePeriodChoice(R, () => dataProvider.getPeriods(R));
  const candidates = useQuery({
    queryKey: [R, 'getCandidates', label],
    queryFn: () => dataProvider.getCandidates(R, { label }),
    enabled: label !== null,
    retry: false,
    gcTime: 0,
  });
  const purchase = usePromotionPurchase((params: HighlightPurchase) => dataProvider.buy(R, params));

  const { period } = periodChoice;
  const product =
    label === null
      ? undefined
      : candidates.data?.find((c) => c.productId === productId && canHighlight(c, label));
  const ready = label !== null && product !== undefined && period !== null;
  const onPay = () => {
    if (label !== null && product && period)
      void purchase.pay({ productId: product.productId, periodId: period.id, label });
  };

  return (
    <AddPageFrame
      periodChoice={periodChoice}
      ready={ready}
      state={purchase.state}
      onPay={onPay}
      backTo="/marketing/highlights"
    >
      <LabelPicker value={label} onChange={setLabel} />
      <HighlightCandidates
        {...candidateQueryProps(candidates)}
        label={label}
        value={product?.productId ?? null}
        onChange={setProductId}
      />
    </AddPageFrame>
  );
}
