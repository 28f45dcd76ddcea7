import { unchecked } from './decode';
import type {
  AnalyticsCategoriesBody,
  AnalyticsCategoriesReply,
  AnalyticsProductsBody,
  AnalyticsProductsReply,
  AnalyticsRangeQuery,
  BuyersAnalyticsReply,
  CategoriesAnalyticsReply,
  OrdersAnalyticsReply,
  ProductsAnalyticsReply,
  RequestsAnalyticsReply,
  SalesAnalyticsReply,
  TendersAnalyticsReply,
} from '../../contract';
import { request } from './http';

/** The wire shapes of this module (contract/analytics.ts, docs/contract/analytics.md). */
export type * from '../../contract/analytics';

/** The summary calls of spec section 7 ("Analytics"), each `GET ?DateFrom=&DateTo=`. */
export interface AnalyticsReplies {
  sales: SalesAnalyticsReply;
  retailOrders: OrdersAnalyticsReply;
  wholesaleOrders: OrdersAnalyticsReply;
  tenders: TendersAnalyticsReply;
  requests: RequestsAnalyticsReply;
  buyers: BuyersAnalyticsReply;
  products: ProductsAnalyticsReply;
  categories: CategoriesAnalyticsReply;
}

export type AnalyticsCall = keyof AnalyticsReplies;

export const ANALYTICS_PATHS: Readonly<Record<AnalyticsCall, string>> = {
  sales: 'Analytics/GetAnalyticsOfSales',
  retailOrders: 'Analytics/GetAnalyticsOfRetailOrders',
  wholesaleOrders: 'Analytics/GetAnalyticsOfWholesaleOrders',
  tenders: 'Analytics/GetAnalyticsOfTender',
  requests: 'Analytics/GetOrderRequests',
  buyers: 'Analytics/GetAnalyticsOfBuyers',
  products: 'Analytics/GetAnalyticsOfProducts',
  categories: 'Analytics/GetAnalyticsPerProductType',
};

export const getAnalytics = <Call extends AnalyticsCall>(
  call: Call,
  query: AnalyticsRangeQuery,
): Promise<AnalyticsReplies[Call]> =>
  request(ANALYTICS_PATHS[call], unchecked<AnalyticsReplies[Call]>(), { method: 'GET', query: { ...query } });

/** `POST Analytics/GetProducts`: the products of a period, paged and sorted by the server. */
export const getAnalyticsProducts = (body: AnalyticsProductsBody): Promise<AnalyticsProductsReply> =>
  request('Analytics/GetProducts', unchecked<AnalyticsProductsReply>(), { body });

/** `POST Analytics/GetCategories`: the categories of a period, paged and sorted by the server. */
export const getAnalyticsCategories = (body: AnalyticsCategoriesBody): Promise<AnalyticsCategoriesReply> =>
  request('Analytics/GetCategories', unchecked<AnalyticsCategoriesReply>(), { body });
