import { PaymentOutcome } from '../../components/promotion';
import { HIGHLIGHTS_RESOURCE } from './handler';

/** /marketing/highlights/add/:paymentId: the outcome of a highlight's payment. */
export default function HighlightOutcomePage() {
  return (
    <PaymentOutcome
      resource={HIGHLIGHTS_RESOURCE}
      listPath="/marketing/highlights"
      listLinkKey="promotions.outcome.toHighlights"
      addPath="/marketing/highlights/add"
    />
  );
}
