import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AcceptedBody,
  AnalyticsCategoriesBody,
  AnalyticsCategorySortField,
  AnalyticsListSort,
  AnalyticsProductSortField,
  AnalyticsProductsBody,
  AnalyticsRangeQuery,
  Envelope,
} from '../../contract/index.js';
import { sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { buyersAnalytics } from '../services/analyticsBuyers.js';
import { categoriesAnalytics } from '../services/analyticsCategories.js';
import { orderFunnel } from '../services/analyticsFunnel.js';
import { categoryList, productList, type ListQuery } from '../services/analyticsLists.js';
import { ordersAnalytics } from '../services/analyticsOrders.js';
import { productsAnalytics } from '../services/analyticsProducts.js';
import { analyticsRange, type AnalyticsRange } from '../services/analyticsRange.js';
import { requestsAnalytics } from '../services/analyticsRequests.js';
import { RETAIL_RULES, WHOLESALE_RULES } from '../services/analyticsRules.js';
import { salesAnalytics } from '../services/analyticsSales.js';
import { tendersAnalytics } from '../services/analyticsTenders.js';
import { invalid, pageWindow } from '../services/ordersCommon.js';
import { categoriesBodySchema, productsBodySchema, rangeQuerySchema } from './analyticsSchemas.js';

/** Analytics under `/seller/api/Analytics/...` (docs/contract/analytics.md); the caller's own data only. */

export const ANALYTICS_PAGE_SIZE = 10;
export const BAD_REQUEST = 'Неверные параметры запроса';

type Query = AcceptedBody<AnalyticsRangeQuery>;
type ListBody<T> = AcceptedBody<T>;
/** What the two list bodies share; `sort.field` is the call's own. */
type AnalyticsListBody<Field extends string> = Omit<AnalyticsProductsBody, 'sort'> & {
  sort: AnalyticsListSort<Field> | null;
};
/** Both lists sort by revenue, highest first, unless told otherwise. */
const DEFAULT_SORT = 'revenue';

/** A GET call: the range from the query string, then `compute`. */
type Compute = (sellerId: number, storeId: number, range: AnalyticsRange) => unknown;

export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  const options = { preHandler: app.requireSeller, attachValidation: true };

  const get = (name: string, compute: Compute) =>
    app.get<{ Querystring: Query }>(
      `/Analytics/${name}`,
      { ...options, schema: { querystring: rangeQuerySchema } },
      async (request) => {
        if (request.validationError) return invalid(BAD_REQUEST);
        const range = analyticsRange(request.query.DateFrom, request.query.DateTo, ctx.now());
        if (!range.ok) return invalid(range.message);
        const caller = sellerOf(request);
        return ok(compute(caller.sellerId, caller.storeId, range.range));
      },
    );

  get('GetAnalyticsOfSales', (seller, _store, range) => salesAnalytics(db, seller, range));
  get('GetAnalyticsOfRetailOrders', (seller, _store, range) =>
    ordersAnalytics(db, seller, RETAIL_RULES, range),
  );
  get('GetAnalyticsOfWholesaleOrders', (seller, _store, range) =>
    ordersAnalytics(db, seller, WHOLESALE_RULES, range),
  );
  get('GetOrderRequests', (seller, _store, range) => requestsAnalytics(db, seller, range));
  get('GetAnalyticsOfTender', (seller, _store, range) => tendersAnalytics(db, seller, range));
  get('GetAnalyticsOfBuyers', (seller, _store, range) => buyersAnalytics(db, seller, range));
  get('GetAnalyticsOfProducts', (seller, store, range) => productsAnalytics(db, seller, store, range));
  get('GetAnalyticsPerProductType', (seller, _store, range) => categoriesAnalytics(db, seller, range));
  get('GetOrderFunnel', (seller, _store, range) => orderFunnel(db, seller, range));

  /** The list body as a query, or the -1 reply. */
  function listQuery<Field extends string>(
    request: FastifyRequest,
    b: ListBody<AnalyticsListBody<Field>>,
  ): { ok: true; query: ListQuery<Field> } | { ok: false; reply: Envelope<never> } {
    if (request.validationError) return { ok: false, reply: invalid(BAD_REQUEST) };
    const range = analyticsRange(b.dateFrom, b.dateTo, ctx.now());
    if (!range.ok) return { ok: false, reply: invalid(range.message) };
    const caller = sellerOf(request);
    return {
      ok: true,
      query: {
        sellerId: caller.sellerId,
        storeId: caller.storeId,
        period: range.range.period,
        sort: {
          field: b.sort?.field ?? DEFAULT_SORT,
          order: b.sort?.order ?? 'DESC',
        } as AnalyticsListSort<Field>,
        search: b.search?.trim().toLowerCase() || null,
        page: pageWindow({
          page: b.pagination?.page ?? 1,
          pageSize: b.pagination?.pageSize ?? ANALYTICS_PAGE_SIZE,
        }),
      },
    };
  }

  app.post<{ Body: ListBody<AnalyticsProductsBody> }>(
    '/Analytics/GetProducts',
    { ...options, schema: { body: productsBodySchema } },
    async (request) => {
      const q = listQuery<AnalyticsProductSortField>(request, request.body ?? {});
      return q.ok ? ok(productList(db, q.query)) : q.reply;
    },
  );

  app.post<{ Body: ListBody<AnalyticsCategoriesBody> }>(
    '/Analytics/GetCategories',
    { ...options, schema: { body: categoriesBodySchema } },
    async (request) => {
      const q = listQuery<AnalyticsCategorySortField>(request, request.body ?? {});
      return q.ok ? ok(categoryList(db, q.query)) : q.reply;
    },
  );
}
