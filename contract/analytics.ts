import type { Pagination, PagedReply } from './envelope.js';

/**
 * Analytics (`/seller/api/Analytics/...`, docs/contract/analytics.md): every figure is computed
 * by the server from the caller's own orders, requests and tender proposals, both markets.
 * Days are Moscow days `yyyy-MM-dd`; money is rubles rounded to kopecks; shares are percents
 * rounded to one decimal (0..100); durations are hours rounded to one decimal.
 */

/** Query of every GET call: `?DateFrom=yyyy-MM-dd&DateTo=yyyy-MM-dd` (both days included). */
export interface AnalyticsRangeQuery {
  DateFrom: string;
  /** Optional: absent means today (Moscow). */
  DateTo?: string;
}

/** A range as the server applied it (both days included). */
export interface AnalyticsPeriod {
  dateFrom: string;
  dateTo: string;
  days?: number;
}

/**
 * One bar or slice. `key` identifies it (a status id, a buyer id, a country id, a category id, a
 * product id, or a fixed word such as `retail` / `wholesale`); `label` is sent only for names that
 * come from data (buyer, country, category, product names) and is user-written text; fixed keys
 * are labelled by the client. Order: as the call documents.
 */
export interface AnalyticsBreakdownItem {
  key?: string | number;
  label?: string;
  value?: number;
}

/** Every GET reply: the applied range, the previous range of the same length right before it. */
export interface AnalyticsReplyBase<Summary, Day> {
  period?: AnalyticsPeriod;
  previousPeriod?: AnalyticsPeriod;
  current?: Summary;
  previous?: Summary;
  /** One entry per day of `period`, in date order, every day present (zeros included). */
  series?: Day[];
}

/** `market` keys of breakdowns. */
export type AnalyticsMarketKey = 'retail' | 'wholesale';

// Sales: GET GetAnalyticsOfSales ---------------------------------------------------------------

export interface SalesSummary {
  /** Σ order total of the period's sold orders, both markets. */
  revenue?: number;
  /** Number of sold orders. */
  ordersCount: number;
  /** revenue / ordersCount, 0 when there are none. */
  averageOrder?: number;
  retailRevenue?: number;
  wholesaleRevenue?: number;
  retailOrdersCount?: number;
  wholesaleOrdersCount?: number;
}

export interface SalesDay {
  date?: string;
  revenue?: number;
  ordersCount: number;
  retailRevenue?: number;
  wholesaleRevenue?: number;
}

export interface SalesAnalyticsReply extends AnalyticsReplyBase<SalesSummary, SalesDay> {
  /** Revenue by market of the current period: `retail` then `wholesale`. */
  byMarket?: AnalyticsBreakdownItem[];
}

// Orders: GET GetAnalyticsOfRetailOrders / GetAnalyticsOfWholesaleOrders ------------------------

export interface OrdersSummary {
  /** Orders created in the period (every status). */
  ordersCount: number;
  /** Of them, now cancelled or declined. */
  cancelledCount?: number;
  cancelledShare?: number;
  /** Of them, now in an overdue status. */
  overdueCount?: number;
  overdueShare?: number;
  /** Of them, shipped at some time (reached a shipped status). */
  shippedCount?: number;
  /** Mean hours from creation to the first shipped status; null when none was shipped. */
  averageShipHours?: number | null;
}

export interface OrdersDay {
  date?: string;
  ordersCount: number;
  cancelledCount?: number;
}

export interface OrdersAnalyticsReply extends AnalyticsReplyBase<OrdersSummary, OrdersDay> {
  /** Orders of the current period by current status id: every status of the market, id order, zeros included. */
  byStatus?: AnalyticsBreakdownItem[];
}

// Order requests: GET GetOrderRequests -------------------------------------------------------

export interface RequestsSummary {
  /** Requests received in the period. */
  receivedCount?: number;
  /** Of them, answered by a proposal or a rejection. */
  answeredCount?: number;
  answeredShare?: number;
  /** Of them, turned into an order. */
  convertedCount?: number;
  conversionShare?: number;
  /** Mean hours from receipt to the first answer; null when none was answered. */
  averageAnswerHours?: number | null;
}

export interface RequestsDay {
  date?: string;
  receivedCount?: number;
  answeredCount?: number;
  convertedCount?: number;
}

export interface RequestsAnalyticsReply extends AnalyticsReplyBase<RequestsSummary, RequestsDay> {
  /** Requests of the current period by current status id (2..8), zeros included. */
  byStatus?: AnalyticsBreakdownItem[];
}

// Tenders: GET GetAnalyticsOfTender ----------------------------------------------------------

export interface TendersSummary {
  /** Proposals the seller sent in the period (withdrawn and deleted ones included). */
  proposalsCount?: number;
  /** Of them, won (winner or order created). */
  wonCount?: number;
  /** Of them, not chosen. */
  lostCount?: number;
  /** Of them, still under review. */
  pendingCount?: number;
  /** Of them, withdrawn by the seller. */
  withdrawnCount?: number;
  /** won / (won + lost) in percent; null when none is decided. */
  winRate?: number | null;
}

export interface TendersDay {
  date?: string;
  proposalsCount?: number;
  wonCount?: number;
  lostCount?: number;
}

export type TendersAnalyticsReply = AnalyticsReplyBase<TendersSummary, TendersDay>;

// Buyers: GET GetAnalyticsOfBuyers -----------------------------------------------------------

export interface BuyersSummary {
  /** Distinct buyers with a sold order in the period, both markets. */
  buyersCount?: number;
  /** Of them, whose first sold order with this seller is in the period. */
  newCount?: number;
  /** The others (they bought before the period). */
  returningCount?: number;
  /** Σ order total of their sold orders in the period. */
  revenue?: number;
}

export interface BuyersDay {
  date?: string;
  /** Distinct buyers with a sold order that day. */
  buyersCount?: number;
  /** Buyers whose first sold order with this seller was that day. */
  newCount?: number;
}

export interface BuyersAnalyticsReply extends AnalyticsReplyBase<BuyersSummary, BuyersDay> {
  /** Up to 10 buyers of the current period by spend, highest first: key buyer id, label name, value rubles. */
  topBuyers?: AnalyticsBreakdownItem[];
  /** Buyers of the current period by country, most first: key country id (0 unknown), label name, value buyers. */
  byCountry?: AnalyticsBreakdownItem[];
}

// Products: GET GetAnalyticsOfProducts, POST GetProducts --------------------------------------

export interface ProductsSummary {
  /** Distinct products with a sold line in the period. */
  productsSold?: number;
  /** Σ quantity of the sold lines. */
  quantitySold?: number;
  /** Σ line amount of the sold lines (without delivery). */
  revenue?: number;
}

export interface ProductsDay {
  date?: string;
  quantitySold?: number;
  revenue?: number;
}

export interface ProductsAnalyticsReply extends AnalyticsReplyBase<ProductsSummary, ProductsDay> {
  /** Up to 10 products with the highest revenue in the period (value rubles), highest first. */
  topSellers?: AnalyticsBreakdownItem[];
  /** Up to 10 listed products with the lowest revenue in the period (zero included), lowest first. */
  bottomSellers?: AnalyticsBreakdownItem[];
  /** Listed products out of stock now. */
  stockOutCount?: number;
  /** Up to 10 of them, by revenue in the period, highest first (value rubles). */
  stockOuts?: AnalyticsBreakdownItem[];
}

export type AnalyticsSortOrder = 'ASC' | 'DESC';

export type AnalyticsProductSortField = 'revenue' | 'quantitySold' | 'ordersCount' | 'productName' | 'stock';

export interface AnalyticsListSort<Field extends string> {
  field: Field;
  order: AnalyticsSortOrder;
}

/** Body of `POST GetProducts` (every key may be null: defaults apply). */
export interface AnalyticsProductsBody {
  dateFrom: string;
  dateTo: string | null;
  /** Default `{ field: 'revenue', order: 'DESC' }`. */
  sort: AnalyticsListSort<AnalyticsProductSortField> | null;
  /** Case-insensitive substring of the product name, at most 100 characters. */
  search: string | null;
  pagination: Pagination;
}

export interface AnalyticsProductRow {
  productId: number;
  productName: string;
  /** 1 retail, 2 wholesale. */
  productTypeId: number;
  image: string | null;
  quantitySold?: number;
  revenue?: number;
  /** Sold orders with this product. */
  ordersCount: number;
  /** Quantity in stock now. */
  stock?: number;
  /** revenue / the period's product revenue, percent. */
  share?: number;
}

export type AnalyticsProductsReply = PagedReply<AnalyticsProductRow>;

// Categories: GET GetAnalyticsPerProductType, POST GetCategories ------------------------------

export interface CategoriesSummary {
  /** Σ line amount of the sold lines (as ProductsSummary.revenue). */
  revenue?: number;
  /** Categories with a sold line in the period. */
  categoriesCount?: number;
}

export interface CategoriesAnalyticsReply extends AnalyticsReplyBase<CategoriesSummary, ProductsDay> {
  /** Revenue by the product's category in the current period, highest first (key category id, 0 none). */
  byCategory?: AnalyticsBreakdownItem[];
  /** Revenue by product type: key 1 (retail products) then 2 (wholesale products). */
  byProductType?: AnalyticsBreakdownItem[];
}

export type AnalyticsCategorySortField = 'revenue' | 'quantitySold' | 'productsCount' | 'categoryName';

/** Body of `POST GetCategories`. */
export interface AnalyticsCategoriesBody {
  dateFrom: string;
  dateTo: string | null;
  /** Default `{ field: 'revenue', order: 'DESC' }`. */
  sort: AnalyticsListSort<AnalyticsCategorySortField> | null;
  /** Case-insensitive substring of the category name, at most 100 characters. */
  search: string | null;
  pagination: Pagination;
}

export interface AnalyticsCategoryRow {
  /** 0: products without a category. */
  categoryId?: number;
  categoryName?: string | null;
  /** Products of the category with a sold line in the period. */
  productsCount?: number;
  quantitySold?: number;
  revenue?: number;
  share?: number;
}

export type AnalyticsCategoriesReply = PagedReply<AnalyticsCategoryRow>;

// Dashboard funnel: GET GetOrderFunnel ---------------------------------------------------------

export interface FunnelSummary {
  created?: number;
  paid?: number;
  shipped?: number;
  completed?: number;
}

export interface OrderFunnelReply {
  period?: AnalyticsPeriod;
  previousPeriod?: AnalyticsPeriod;
  /** Both markets. */
  current?: FunnelSummary;
  previous?: FunnelSummary;
  /** The current period per market. */
  retail?: FunnelSummary;
  wholesale?: FunnelSummary;
}
