import { describe, expect, it } from 'vitest';
import { composeDataProvider, type ResourceDataProvider } from '../../src/dataProvider/compose';
import { ORDERS_RESOURCE, ordersHandler, type OrdersDataProvider } from '../../src/resources/orders/handler';
import type { AnalyticsSummaryDataProvider } from '../../src/resources/analytics/handler';
import type { SellerScope } from '../../src/dataProvider/scope';

/**
 * The actions a screen calls are derived from its resource's handler: these lines are checked by
 * `npm run typecheck` (tsc reads tests/), where each `@ts-expect-error` fails the check if the line
 * below it compiles, and the run below keeps them executed code, not dead text.
 */
const scope: SellerScope = { sellerId: 1, storeId: 1, userId: 1 };

function callsThatMustNotCompile(dataProvider: OrdersDataProvider, analytics: AnalyticsSummaryDataProvider) {
  // @ts-expect-error a misspelt action name is not an action of orders
  void dataProvider.declineOrdr(ORDERS_RESOURCE, { orderId: 1, declinePurpose: 'x' });
  // @ts-expect-error an action's parameters are the handler's: declinePurpose is required
  void dataProvider.declineOrder(ORDERS_RESOURCE, { orderId: 1 });
  // @ts-expect-error a parameter of the wrong type
  void dataProvider.markDelivered(ORDERS_RESOURCE, { orderId: '1' });
  // @ts-expect-error an action of another resource (disputes' acceptReturn) is not on orders
  void dataProvider.acceptReturn(ORDERS_RESOURCE, { disputeId: 1 });
  // @ts-expect-error a generic action written out is still checked against the handler's names
  void analytics.getSummarry('analytics-summary', {
    call: 'sales',
    range: { from: '2026-01-01', to: '2026-01-31' },
  });
}

/** A handler's own shape: what defineHandler keeps and ActionsOf reads. */
type Renamed = ResourceDataProvider<
  (s: SellerScope) => {
    getList: ReturnType<typeof ordersHandler>['getList'];
    cancelOrder: (p: { orderId: number }) => Promise<void>;
  }
>;
function renamedActionBreaksCallers(dataProvider: Renamed) {
  void dataProvider.cancelOrder(ORDERS_RESOURCE, { orderId: 1 });
  // @ts-expect-error after a rename in the handler, the old name no longer compiles
  void dataProvider.declineOrder(ORDERS_RESOURCE, { orderId: 1, declinePurpose: 'x' });
}

describe('typed resource actions', () => {
  it('calls the handler action under its own name with its own parameters', async () => {
    const calls: unknown[] = [];
    const handler = {
      ...ordersHandler(scope),
      markDelivered: async (params: { orderId: number }) => void calls.push(params),
    };
    const dataProvider = composeDataProvider({ [ORDERS_RESOURCE]: handler }) as unknown as OrdersDataProvider;
    await dataProvider.markDelivered(ORDERS_RESOURCE, { orderId: 7 });
    expect(calls).toEqual([{ orderId: 7 }]);
    expect(typeof callsThatMustNotCompile).toBe('function');
    expect(typeof renamedActionBreaksCallers).toBe('function');
  });
});
