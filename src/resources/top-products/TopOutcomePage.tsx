import { PaymentOutcome } from '../../components/promotion';
import { TOP_PRODUCTS_RESOURCE } from './handler';

/** /marketing/top/add/:paymentId: the outcome of a top promotion's payment. */
export default function TopOutcomePage() {
  return (
    <PaymentOutcome
      resource={TOP_PRODUCTS_RESOURCE}
      listPath="/marketing/top"
      listLinkKey="promotions.outcome.toTop"
      addPath="/marketing/top/add"
    />
  );
}
