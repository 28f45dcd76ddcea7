import { type Decoded, list, maybeRecord, num, paged, record, requiredNum, text, v } from './decode';

/**
 * The analytics replies as the screens read them (docs/contract/analytics.md "Reading replies").
 * The specification gives the calls and `DateFrom`, not the replies' shapes: every figure is
 * `null` when missing (the screens write '----'), every list `[]` (an empty chart), and an
 * item a chart cannot place (a day without its date, a bar without a number) is left out.
 */

const period = maybeRecord({ dateFrom: text, dateTo: text, days: num });

/** A bar or slice: its key and a number are what make it one; the label is user-written text. */
const breakdownItem = v.object({
  key: v.union([v.string(), v.number()]),
  label: text,
  value: requiredNum,
});
const breakdown = list(breakdownItem);

/** A day of a series: without its date a row cannot be placed on the axis, so it is left out. */
const day = <E extends v.ObjectEntries>(figures: E) => list(v.object({ date: v.string(), ...figures }));

/** The parts every summary reply shares: the periods, both summaries and the days. */
function summaryReply<S extends v.ObjectEntries, D extends v.ObjectEntries>(summary: S, dayFigures: D) {
  return {
    period,
    previousPeriod: period,
    current: record(summary),
    previous: record(summary),
    series: day(dayFigures),
  };
}

export const salesReply = record({
  ...summaryReply(
    {
      revenue: num,
      ordersCount: num,
      averageOrder: num,
      retailRevenue: num,
      wholesaleRevenue: num,
      retailOrdersCount: num,
      wholesaleOrdersCount: num,
    },
    { revenue: num, ordersCount: num, retailRevenue: num, wholesaleRevenue: num },
  ),
  byMarket: breakdown,
});

export const ordersReply = record({
  ...summaryReply(
    {
      ordersCount: num,
      cancelledCount: num,
      cancelledShare: num,
      overdueCount: num,
      overdueShare: num,
      shippedCount: num,
      averageShipHours: num,
    },
    { ordersCount: num, cancelledCount: num },
  ),
  byStatus: breakdown,
});

export const requestsReply = record({
  ...summaryReply(
    {
      receivedCount: num,
      answeredCount: num,
      answeredShare: num,
      convertedCount: num,
      conversionShare: num,
      averageAnswerHours: num,
    },
    { receivedCount: num, answeredCount: num, convertedCount: num },
  ),
  byStatus: breakdown,
});

export const tendersReply = record(
  summaryReply(
    {
      proposalsCount: num,
      wonCount: num,
      lostCount: num,
      pendingCount: num,
      withdrawnCount: num,
      winRate: num,
    },
    { proposalsCount: num, wonCount: num, lostCount: num },
  ),
);

export const buyersReply = record({
  ...summaryReply(
    { buyersCount: num, newCount: num, returningCount: num, revenue: num },
    { buyersCount: num, newCount: num },
  ),
  topBuyers: breakdown,
  byCountry: breakdown,
});

const productDay = { quantitySold: num, revenue: num };

export const productsReply = record({
  ...summaryReply({ productsSold: num, quantitySold: num, revenue: num }, productDay),
  topSellers: breakdown,
  bottomSellers: breakdown,
  stockOutCount: num,
  stockOuts: breakdown,
});

export const categoriesReply = record({
  ...summaryReply({ revenue: num, categoriesCount: num }, productDay),
  byCategory: breakdown,
  byProductType: breakdown,
});

/** A row of `GetProducts`: the spec's product fields and our figures, each `null` when missing. */
export const productsListReply = paged(
  record({
    productId: num,
    productName: text,
    productTypeId: num,
    image: text,
    quantitySold: num,
    revenue: num,
    ordersCount: num,
    stock: num,
    share: num,
  }),
);

/** A row of `GetCategories` (every field ours); `categoryId` 0 is 'products without a category'. */
export const categoriesListReply = paged(
  record({
    categoryId: num,
    categoryName: text,
    productsCount: num,
    quantitySold: num,
    revenue: num,
    share: num,
  }),
);

const funnelSummary = maybeRecord({ created: num, paid: num, shipped: num, completed: num });

/** `GetOrderFunnel` (ours): a missing summary is `null` (the dashboard's funnel shows its empty state). */
export const funnelReply = record({
  period,
  previousPeriod: period,
  current: funnelSummary,
  previous: funnelSummary,
  retail: funnelSummary,
  wholesale: funnelSummary,
});

export type AnalyticsPeriod = NonNullable<Decoded<typeof period>>;
export type AnalyticsBreakdownItem = Decoded<typeof breakdownItem>;
export type SalesAnalyticsReply = Decoded<typeof salesReply>;
export type OrdersAnalyticsReply = Decoded<typeof ordersReply>;
export type RequestsAnalyticsReply = Decoded<typeof requestsReply>;
export type TendersAnalyticsReply = Decoded<typeof tendersReply>;
export type BuyersAnalyticsReply = Decoded<typeof buyersReply>;
export type ProductsAnalyticsReply = Decoded<typeof productsReply>;
export type CategoriesAnalyticsReply = Decoded<typeof categoriesReply>;
export type AnalyticsProductsReply = Decoded<typeof productsListReply>;
export type AnalyticsCategoriesReply = Decoded<typeof categoriesListReply>;
export type AnalyticsProductRow = AnalyticsProductsReply['results'][number];
export type AnalyticsCategoryRow = AnalyticsCategoriesReply['results'][number];
export type OrderFunnelReply = Decoded<typeof funnelReply>;
export type FunnelSummary = NonNullable<OrderFunnelReply['current']>;

export type SalesSummary = SalesAnalyticsReply['current'];
export type SalesDay = SalesAnalyticsReply['series'][number];
export type OrdersSummary = OrdersAnalyticsReply['current'];
export type OrdersDay = OrdersAnalyticsReply['series'][number];
export type RequestsSummary = RequestsAnalyticsReply['current'];
export type RequestsDay = RequestsAnalyticsReply['series'][number];
export type TendersSummary = TendersAnalyticsReply['current'];
export type TendersDay = TendersAnalyticsReply['series'][number];
export type BuyersSummary = BuyersAnalyticsReply['current'];
export type BuyersDay = BuyersAnalyticsReply['series'][number];
export type ProductsSummary = ProductsAnalyticsReply['current'];
export type ProductsDay = ProductsAnalyticsReply['series'][number];
export type CategoriesSummary = CategoriesAnalyticsReply['current'];
