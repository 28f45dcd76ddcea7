import type { FastifyInstance } from 'fastify';
import { run } from '../../../server/db/query.js';
import {
  booleanFilter,
  findRecord,
  idOf,
  idParams,
  integerFilter,
  listRoute,
  notFound,
  oneRoute,
  onlyFields,
  refuseOtherMethods,
  type ListSpec,
} from '../../server/rest.js';
import type { ProductRecord } from '../../app/records.js';

/**
 * Products of every store; `price` (the reference price for a new order) is the base option's
 * price with its discount. The administrator blocks or unblocks a product (PUT).
 */

type Flag = 'isActive' | 'isDraft' | 'isBlocked';
type ProductRow = Omit<ProductRecord, Flag> & Record<Flag, number>;

/** The base option's `newPrice` (null for a product without options, which the seed never has). */
const PRICE_SQL = `(SELECT o.new_price FROM product_options o
  WHERE o.product_id = p.id AND o.is_base = 1 ORDER BY o.position LIMIT 1)`;

export const PRODUCTS: ListSpec<ProductRow, ProductRecord> = {
  resource: 'products',
  columns: `p.id AS id, st.seller_id AS sellerId, p.store_id AS storeId, st.store_name AS storeName,
    p.product_name AS name, p.product_type_id AS productTypeId, p.is_active AS isActive,
    p.is_draft AS isDraft, p.is_blocked AS isBlocked, ${PRICE_SQL} AS price`,
  from: 'products p JOIN stores st ON st.id = p.store_id',
  id: 'p.id',
  sort: { id: 'p.id', name: 'p.product_name', price: PRICE_SQL },
  filters: {
    sellerId: integerFilter('st.seller_id'),
    productTypeId: integerFilter('p.product_type_id'),
    isBlocked: booleanFilter('p.is_blocked'),
  },
  search: ['p.product_name'],
  toRecord: (row) => ({
    ...row,
    isActive: row.isActive === 1,
    isDraft: row.isDraft === 1,
    isBlocked: row.isBlocked === 1,
  }),
};

const updateSchema = {
  type: 'object',
  required: ['isBlocked'],
  properties: { isBlocked: { type: 'boolean' } },
} as const;

/** Blocking also switches the product off; unblocking leaves it off (the seller activates it). */
const BLOCK_SQL = `UPDATE products SET is_blocked = ?,
  is_active = CASE WHEN ? = 1 THEN 0 ELSE is_active END WHERE id = ?`;

export async function productsRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  listRoute(app, PRODUCTS);
  oneRoute(app, PRODUCTS);
  app.put<{ Params: { id: string }; Body: { isBlocked: boolean } }>(
    '/:id',
    { preValidation: onlyFields(['isBlocked']), schema: { params: idParams, body: updateSchema } },
    async (request) => {
      const flag = request.body.isBlocked ? 1 : 0;
      const id = idOf(request);
      const changed = run(ctx.db, BLOCK_SQL, flag, flag, id).changes;
      const record = changed > 0 ? findRecord(ctx, PRODUCTS, id) : undefined;
      if (!record) throw notFound();
      return record;
    },
  );
  refuseOtherMethods(app, { collection: ['GET'], record: ['GET', 'PUT'] });
}
