import { composeDataProvider, type ResourceHandlers } from './compose';
import { financesRetailHandler, financesWholesaleHandler } from './resources/finances';
import { ordersHandler } from './resources/orders';
import { orderCommentsHandler } from './resources/ordersComments';
import { retailOrdersHandler } from './resources/retailOrders';

export {
  composeDataProvider,
  UnsupportedCallError,
  STANDARD_METHODS,
  type ResourceHandler,
  type ResourceHandlers,
  type StandardHandlers,
  type CustomAction,
} from './compose';

/**
 * Every resource of the back office: later capabilities add one line each, e.g.
 * `orders: ordersHandler,` (a ResourceHandler built on src/api/<area>.ts).
 */
export const resourceHandlers: ResourceHandlers = {
  'finances-wholesale': financesWholesaleHandler,
  'finances-retail': financesRetailHandler,
  orders: ordersHandler,
  'retail-orders': retailOrdersHandler,
  'order-comments': orderCommentsHandler,
};

export const dataProvider = composeDataProvider(resourceHandlers);
