import type { FastifyInstance } from 'fastify';
import { ProductType } from '../../../server/lib/statuses.js';
import { integerFilter, listRoute, oneRoute, refuseOtherMethods, type ListSpec } from '../../server/rest.js';

/** Products of every store, read only; `price` is the reference price for a new order. */

export interface ProductRecord {
  id: number;
  sellerId: number;
  storeId: number;
  storeName: string;
  name: string;
  productTypeId: number;
  isActive: boolean;
  isDraft: boolean;
  price: number | null;
}

type ProductRow = Omit<ProductRecord, 'isActive' | 'isDraft'> & { isActive: number; isDraft: number };

/** The price of the product's latest order line of its market (products have no price yet). */
const PRICE_SQL = `CASE p.product_type_id
  WHEN ${ProductType.wholesale} THEN (SELECT l.price_for_one FROM wholesale_order_products l
    WHERE l.product_id = p.id ORDER BY l.id DESC LIMIT 1)
  ELSE (SELECT l.price FROM retail_order_products l WHERE l.product_id = p.id ORDER BY l.id DESC LIMIT 1)
END`;

export const PRODUCTS: ListSpec<ProductRow, ProductRecord> = {
  resource: 'products',
  columns: `p.id AS id, st.seller_id AS sellerId, p.store_id AS storeId, st.store_name AS storeName,
    p.product_name AS name, p.product_type_id AS productTypeId, p.is_active AS isActive,
    p.is_draft AS isDraft, ${PRICE_SQL} AS price`,
  from: 'products p JOIN stores st ON st.id = p.store_id',
  id: 'p.id',
  sort: { id: 'p.id', name: 'p.product_name', price: PRICE_SQL },
  filters: {
    sellerId: integerFilter('st.seller_id'),
    productTypeId: integerFilter('p.product_type_id'),
  },
  search: ['p.product_name'],
  toRecord: (row) => ({ ...row, isActive: row.isActive === 1, isDraft: row.isDraft === 1 }),
};

export async function productsRoute(app: FastifyInstance): Promise<void> {
  listRoute(app, PRODUCTS);
  oneRoute(app, PRODUCTS);
  refuseOtherMethods(app, { collection: ['GET'], record: ['GET'] });
}
