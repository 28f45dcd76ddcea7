import type { AnalyticsCategoriesBody, AnalyticsProductsBody, AnalyticsRangeQuery } from '../../contract';
import {
  buyersReply,
  categoriesListReply,
  categoriesReply,
  ordersReply,
  productsListReply,
  productsReply,
  requestsReply,
  salesReply,
  tendersReply,
  type AnalyticsCategoriesReply,
  type AnalyticsProductsReply,
  type BuyersAnalyticsReply,
  type CategoriesAnalyticsReply,
  type OrdersAnalyticsReply,
  type ProductsAnalyticsReply,
  type RequestsAnalyticsReply,
  type SalesAnalyticsReply,
  type TendersAnalyticsReply,
} from './analyticsDecoders';
import { decoder, type Decoder } from './decode';
import { request } from './http';

/** The request shapes of this module (contract/analytics.ts, docs/contract/analytics.md). */
export type {
  AnalyticsCategoriesBody,
  AnalyticsCategorySortField,
  AnalyticsListSort,
  AnalyticsProductSortField,
  AnalyticsProductsBody,
  AnalyticsRangeQuery,
} from '../../contract/analytics';
/** The replies as decoded (src/api/analyticsDecoders.ts). */
export type * from './analyticsDecoders';

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

const DECODERS: { [Call in AnalyticsCall]: Decoder<AnalyticsReplies[Call]> } = {
  sales: decoder(salesReply),
  retailOrders: decoder(ordersReply),
  wholesaleOrders: decoder(ordersReply),
  tenders: decoder(tendersReply),
  requests: decoder(requestsReply),
  buyers: decoder(buyersReply),
  products: decoder(productsReply),
  categories: decoder(categoriesReply),
};

export const getAnalytics = <Call extends AnalyticsCall>(
  call: Call,
  query: AnalyticsRangeQuery,
): Promise<AnalyticsReplies[Call]> =>
  request(ANALYTICS_PATHS[call], DECODERS[call], { method: 'GET', query: { ...query } });

const decodeProducts = decoder(productsListReply);
const decodeCategories = decoder(categoriesListReply);

/** `POST Analytics/GetProducts`: the products of a period, paged and sorted by the server. */
export const getAnalyticsProducts = (body: AnalyticsProductsBody): Promise<AnalyticsProductsReply> =>
  request('Analytics/GetProducts', decodeProducts, { body });

/** `POST Analytics/GetCategories`: the categories of a period, paged and sorted by the server. */
export const getAnalyticsCategories = (body: AnalyticsCategoriesBody): Promise<AnalyticsCategoriesReply> =>
  request('Analytics/GetCategories', decodeCategories, { body });
