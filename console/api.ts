import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ConsoleMount } from '../server/app.js';
import { consoleAuthRoutes, requireAdmin } from './server/auth.js';
import { accountDeletionsRoute } from './resources/account-deletions/route.js';
import { bannersRoute } from './resources/banners/route.js';
import { buyersRoute } from './resources/buyers/route.js';
import { chatMessagesRoute } from './resources/chat-messages/route.js';
import { disputeActionsRoute } from './resources/dispute-actions/route.js';
import { disputeMessagesRoute } from './resources/dispute-messages/route.js';
import { disputesRoute } from './resources/disputes/route.js';
import { moderationRoute } from './resources/moderation/route.js';
import { notificationsRoute } from './resources/notifications/route.js';
import { orderActionsRoute } from './resources/order-actions/route.js';
import { orderCommentsRoute } from './resources/order-comments/route.js';
import { orderRequestActionsRoute } from './resources/order-request-actions/route.js';
import { orderRequestsRoute } from './resources/order-requests/route.js';
import { paymentsRoute } from './resources/payments/route.js';
import { payoutsRoute } from './resources/payouts/route.js';
import { productImportsRoute } from './resources/product-imports/route.js';
import { productsRoute } from './resources/products/route.js';
import { retailOrdersRoute } from './resources/retail-orders/route.js';
import { reviewCommentsRoute } from './resources/review-comments/route.js';
import { reviewsRoute } from './resources/reviews/route.js';
import { sellersRoute } from './resources/sellers/route.js';
import { tenderActionsRoute } from './resources/tender-actions/route.js';
import { tenderProposalsRoute } from './resources/tender-proposals/route.js';
import { tendersRoute } from './resources/tenders/route.js';
import { wholesaleOrdersRoute } from './resources/wholesale-orders/route.js';

/**
 * The marketplace console's REST API (docs/contract/console.md), mounted by server/marketplace.ts
 * under `CONSOLE_API_PREFIX` unless `CONSOLE=off`. Errors answer `{message}` with an HTTP status
 * (server/lib/errors.ts `isConsoleApiPath`), unknown paths 404 `{message}`.
 */

const CONSOLE_API_PREFIX = '/admin/api';

/** A console resource: its routes are registered under `/admin/api/<name>`. */
interface ResourceRoutes {
  name: string;
  routes: FastifyPluginAsync;
}

/** Every resource of the console (docs/contract/console.md, "Resources now"); a capability adds one line. */
const CONSOLE_RESOURCES: readonly ResourceRoutes[] = [
  { name: 'sellers', routes: sellersRoute },
  { name: 'buyers', routes: buyersRoute },
  { name: 'products', routes: productsRoute },
  { name: 'wholesale-orders', routes: wholesaleOrdersRoute },
  { name: 'retail-orders', routes: retailOrdersRoute },
  { name: 'order-actions', routes: orderActionsRoute },
  { name: 'order-comments', routes: orderCommentsRoute },
  { name: 'reviews', routes: reviewsRoute },
  { name: 'order-requests', routes: orderRequestsRoute },
  { name: 'order-request-actions', routes: orderRequestActionsRoute },
  { name: 'review-comments', routes: reviewCommentsRoute },
  { name: 'tenders', routes: tendersRoute },
  { name: 'tender-proposals', routes: tenderProposalsRoute },
  { name: 'tender-actions', routes: tenderActionsRoute },
  { name: 'disputes', routes: disputesRoute },
  { name: 'dispute-messages', routes: disputeMessagesRoute },
  { name: 'dispute-actions', routes: disputeActionsRoute },
  { name: 'moderation', routes: moderationRoute },
  { name: 'account-deletions', routes: accountDeletionsRoute },
  { name: 'chat-messages', routes: chatMessagesRoute },
  { name: 'notifications', routes: notificationsRoute },
  { name: 'payments', routes: paymentsRoute },
  { name: 'payouts', routes: payoutsRoute },
  { name: 'banners', routes: bannersRoute },
  { name: 'product-imports', routes: productImportsRoute },
];

async function resourceRoutes(app: FastifyInstance): Promise<void> {
  // onRequest, not preHandler: a caller without a session gets 401 before its body is looked at.
  app.addHook('onRequest', requireAdmin(app.ctx));
  for (const resource of CONSOLE_RESOURCES) {
    await app.register(resource.routes, { prefix: `/${resource.name}` });
  }
}

async function consoleApi(app: FastifyInstance): Promise<void> {
  await app.register(consoleAuthRoutes);
  await app.register(resourceRoutes);
}

export const consoleMount: ConsoleMount = { prefix: CONSOLE_API_PREFIX, api: consoleApi };
