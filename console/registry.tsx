import { accountDeletions } from './resources/account-deletions/screens';
import { banners } from './resources/banners/screens';
import { buyers } from './resources/buyers/screens';
import { chatMessages } from './resources/chat-messages/screens';
import { disputeActions } from './resources/dispute-actions/screens';
import { disputeMessages } from './resources/dispute-messages/screens';
import { disputes } from './resources/disputes/screens';
import { moderation } from './resources/moderation/screens';
import { notifications } from './resources/notifications/screens';
import { orderActions } from './resources/order-actions/screens';
import { orderComments } from './resources/order-comments/screens';
import { orderRequestActions } from './resources/order-request-actions/screens';
import { orderRequests } from './resources/order-requests/screens';
import { payments } from './resources/payments/screens';
import { payouts } from './resources/payouts/screens';
import { productImports } from './resources/product-imports/screens';
import { products } from './resources/products/screens';
import { retailOrders } from './resources/retail-orders/screens';
import { reviewComments } from './resources/review-comments/screens';
import { reviews } from './resources/reviews/screens';
import { sellers } from './resources/sellers/screens';
import { tenderActions } from './resources/tender-actions/screens';
import { tenderProposals } from './resources/tender-proposals/screens';
import { tenders } from './resources/tenders/screens';
import { wholesaleOrders } from './resources/wholesale-orders/screens';
import type { ConsoleResource } from './app/resource';

/**
 * The console's resources, one folder each (console/resources/<name>/: route.ts on the server,
 * listed in console/api.ts, and screens.tsx, listed here), in menu order; the first is the start
 * page. docs/console.md.
 */
export const consoleResources: readonly ConsoleResource[] = [
  wholesaleOrders,
  retailOrders,
  orderRequests,
  sellers,
  buyers,
  products,
  productImports,
  orderComments,
  reviews,
  reviewComments,
  orderActions,
  orderRequestActions,
  tenders,
  tenderProposals,
  tenderActions,
  disputes,
  disputeMessages,
  disputeActions,
  moderation,
  accountDeletions,
  chatMessages,
  notifications,
  payments,
  payouts,
  banners,
];
