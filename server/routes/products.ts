import type { FastifyInstance } from 'fastify';
import type {
  AcceptedBody,
  CategoriesByGroupBody,
  ChangeProductStatusBody,
  ProductListBody,
  ProductsByStoreBody,
  ProductTypeId,
  UnitMeasure,
} from '../../contract/index.js';
import { all } from '../db/query.js';
import { sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { readMultipart } from '../lib/multipart.js';
import { IMAGE_KINDS, withStoredFiles } from '../lib/uploads.js';
import { schemas } from '../lib/validation.js';
import { pageWindow, textOrNull } from '../services/ordersCommon.js';
import { recordProductImage } from '../services/productImages.js';
import {
  categoryTree,
  formSettings,
  isOwnStore,
  productNotFound,
  ProductType,
  storeNotFound,
  storeOf,
} from '../services/productsCommon.js';
import { productDetail } from '../services/productsDetail.js';
import type { ProductBodyIn } from '../services/productsInput.js';
import { allProductsShort, listProducts, offeredProductsShort } from '../services/productsList.js';
import { changeProductStatus, saveProduct } from '../services/productsWrite.js';
import { query } from './orderFilters.js';
import {
  categoriesByGroupSchema,
  editBodySchema,
  listBodySchema,
  productBodySchema,
  productsByStoreSchema,
  statusBodySchema,
} from './productSchemas.js';

/** Products under `/seller/api/Product/...` (docs/contract/products.md). */

type ListBody = AcceptedBody<ProductListBody>;

export async function productRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };

  const listRoute = (path: string, typeId: ProductTypeId) =>
    app.post<{ Body: ListBody }>(path, { ...guard, schema: { body: listBodySchema } }, async (request) => {
      const caller = sellerOf(request);
      const b = request.body;
      if (!isOwnStore(b.storeId, caller.storeId)) return storeNotFound();
      return ok(
        listProducts(ctx.db, ctx.now(), {
          storeId: caller.storeId,
          sellerId: caller.sellerId,
          typeId,
          search: textOrNull(b.searchValue)?.toLowerCase() ?? null,
          status: b.status ?? 0,
          categoryId: b.categoryId || null,
          priceFrom: b.priceFrom ?? null,
          priceTo: b.priceTo ?? null,
          inStock: b.inStock ?? null,
          column: b.column ?? 'id',
          ascending: b.sortByAscending ?? false,
          window: pageWindow(b.pagination),
        }),
      );
    });
  listRoute('/Product/GetAllRetailProducts', ProductType.Retail);
  listRoute('/Product/GetAllWholesaleProducts', ProductType.Wholesale);

  app.get<{ Querystring: { productId: number } }>(
    '/Product/GetProductById',
    { ...guard, schema: { querystring: query({ productId: schemas.queryId }) } },
    async (request) => {
      const detail = productDetail(ctx.db, sellerOf(request).storeId, request.query.productId);
      return detail ? ok(detail) : productNotFound();
    },
  );

  app.post<{ Body: ProductBodyIn }>(
    '/Product/AddProduct',
    { ...guard, schema: { body: productBodySchema } },
    async (request) =>
      saveProduct({ db: ctx.db, now: ctx.now(), storeId: sellerOf(request).storeId }, request.body, null),
  );

  app.post<{ Body: ProductBodyIn & { id: number } }>(
    '/Product/EditProducts',
    { ...guard, schema: { body: editBodySchema } },
    async (request) =>
      saveProduct(
        { db: ctx.db, now: ctx.now(), storeId: sellerOf(request).storeId },
        request.body,
        request.body.id,
      ),
  );

  app.post<{ Body: ChangeProductStatusBody }>(
    '/Product/ChangeProductStatus',
    { ...guard, schema: { body: statusBodySchema } },
    async (request) =>
      changeProductStatus(ctx.db, sellerOf(request).storeId, request.body.productIds, request.body.isActive),
  );

  app.get('/Product/GetProducts', guard, async (request) =>
    ok(allProductsShort(ctx.db, sellerOf(request).storeId)),
  );

  app.post<{ Querystring: { storeId?: number | null }; Body: AcceptedBody<ProductsByStoreBody> | null }>(
    '/Product/GetProductsByStoreId',
    {
      ...guard,
      schema: {
        querystring: { type: 'object', properties: { storeId: { type: ['integer', 'null'], minimum: 0 } } },
        body: { ...productsByStoreSchema, type: ['object', 'null'] },
      },
    },
    async (request) => {
      const { storeId } = sellerOf(request);
      const body = request.body ?? {};
      if (!isOwnStore(request.query.storeId, storeId) || !isOwnStore(body.storeId, storeId)) {
        return storeNotFound();
      }
      return ok(offeredProductsShort(ctx.db, storeId, body.productTypeId ?? null));
    },
  );

  app.get('/Product/GetUnitMeasures', guard, async () =>
    ok(all<UnitMeasure>(ctx.db, 'SELECT id, name FROM measure_units ORDER BY id')),
  );

  app.post<{ Body: CategoriesByGroupBody }>(
    '/Product/GetCategoriesByGroupId',
    { ...guard, schema: { body: categoriesByGroupSchema } },
    async (request) => {
      const tree = categoryTree(ctx.db);
      const market = request.body.isRetail ? 'for_retail' : 'for_wholesale';
      return ok(
        tree
          .childrenOf(null)
          .filter((c) => c.group_id === request.body.id && c[market] === 1)
          .map((c) => tree.wire(c)),
      );
    },
  );

  app.post<{ Querystring: { Id: number } }>(
    '/Product/GetSubCategoriesByParentIdAsync',
    { ...guard, schema: { querystring: query({ Id: schemas.queryId }) } },
    async (request) => {
      const tree = categoryTree(ctx.db);
      return ok(tree.childrenOf(request.query.Id).map((c) => tree.wire(c)));
    },
  );

  app.get('/Product/GetProductFormSettings', guard, async (request) => {
    const caller = sellerOf(request);
    const store = storeOf(ctx.db, caller.storeId);
    return store ? ok(formSettings(ctx.db, caller.sellerId, store)) : storeNotFound();
  });
}

/** `Product/UploadProductImage` (multipart, one part `File`): registered in the multipart scope. */
export async function productUploadRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post('/Product/UploadProductImage', { preHandler: app.requireSeller }, async (request) => {
    const { storeId } = sellerOf(request);
    const parsed = await readMultipart(request, ctx.dataDir, {
      files: { file: IMAGE_KINDS },
      check: () => ({ ok: true, value: null }),
    });
    if (!parsed.ok) return parsed.reply;
    return withStoredFiles(
      ctx.dataDir,
      parsed.form.files,
      (stored) => recordProductImage(ctx.db, ctx.now(), storeId, stored),
      (reply, names) => (reply.status === 1 ? [] : names),
    );
  });
}
