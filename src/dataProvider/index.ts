import { composeDataProvider, type ResourceHandlers } from './compose';

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
export const resourceHandlers: ResourceHandlers = {};

export const dataProvider = composeDataProvider(resourceHandlers);
