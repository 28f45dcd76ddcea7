import type { DataProvider } from 'react-admin';
import { resourceModules } from '../resources';
import type { ResourceModule } from '../resources/types';
import { composeDataProvider, type ResourceHandlers } from './compose';
import type { SellerScope } from './scope';

export {
  composeDataProvider,
  UnsupportedCallError,
  STANDARD_METHODS,
  type ResourceHandler,
  type ResourceHandlers,
  type StandardHandlers,
  type CustomAction,
} from './compose';
export { sellerScopeOf, type SellerScope } from './scope';

/** The handler map of the registered resources, built for one seller. */
export function resourceHandlersFor(
  scope: SellerScope,
  modules: readonly ResourceModule[] = resourceModules,
): ResourceHandlers {
  return Object.fromEntries(modules.map((module) => [module.name, module.handler(scope)]));
}

/** The shell's dataProvider for the signed-in seller: every registered resource, scoped. */
export const createDataProvider = (scope: SellerScope): DataProvider =>
  composeDataProvider(resourceHandlersFor(scope));
