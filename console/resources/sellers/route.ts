import type { FastifyInstance } from 'fastify';
import { hasTwoDecimalsAtMost } from '../../../rules/index.js';
import { run } from '../../../server/db/query.js';
import {
  badRequest,
  findRecord,
  idOf,
  idParams,
  listRoute,
  notFound,
  oneRoute,
  onlyFields,
  refuseOtherMethods,
  type ListSpec,
} from '../../server/rest.js';
import type { SellerRecord } from '../../app/records.js';

/** Sellers with their store and order counts; the administrator sets the commission (PUT). */

type SellerRow = Omit<SellerRecord, 'isBlocked'> & { isBlocked: number };

export const SELLERS: ListSpec<SellerRow, SellerRecord> = {
  resource: 'sellers',
  columns: `s.id AS id, s.user_id AS userId, u.email AS email,
    TRIM(u.last_name || ' ' || u.first_name || COALESCE(' ' || u.middle_name, '')) AS fullName,
    st.id AS storeId, st.store_name AS storeName, s.commission_percentage AS commissionPercentage,
    u.is_blocked AS isBlocked, s.created_at AS createdAt,
    (SELECT COUNT(*) FROM wholesale_orders o WHERE o.seller_id = s.id) AS wholesaleOrdersCount,
    (SELECT COUNT(*) FROM retail_orders o WHERE o.seller_id = s.id) AS retailOrdersCount`,
  from: 'sellers s JOIN users u ON u.id = s.user_id LEFT JOIN stores st ON st.seller_id = s.id',
  id: 's.id',
  sort: {
    id: 's.id',
    email: 'u.email',
    storeName: 'st.store_name',
    commissionPercentage: 's.commission_percentage',
    createdAt: 's.created_at',
  },
  search: ['u.email', 'st.store_name'],
  toRecord: (row) => ({ ...row, isBlocked: row.isBlocked === 1 }),
};

const updateSchema = {
  type: 'object',
  required: ['commissionPercentage'],
  properties: { commissionPercentage: { type: 'number', minimum: 0, maximum: 100 } },
} as const;

export async function sellersRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  listRoute(app, SELLERS);
  oneRoute(app, SELLERS);
  app.put<{ Params: { id: string }; Body: { commissionPercentage: number } }>(
    '/:id',
    {
      preValidation: onlyFields(['commissionPercentage']),
      schema: { params: idParams, body: updateSchema },
    },
    async (request) => {
      const { commissionPercentage } = request.body;
      if (!hasTwoDecimalsAtMost(commissionPercentage)) {
        throw badRequest("Field 'commissionPercentage' must have at most two decimals");
      }
      const id = idOf(request);
      const changed = run(
        ctx.db,
        'UPDATE sellers SET commission_percentage = ? WHERE id = ?',
        commissionPercentage,
        id,
      ).changes;
      const record = changed > 0 ? findRecord(ctx, SELLERS, id) : undefined;
      if (!record) throw notFound();
      return record;
    },
  );
  refuseOtherMethods(app, { collection: ['GET'], record: ['GET', 'PUT'] });
}
