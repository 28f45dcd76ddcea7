import type { FastifyInstance } from 'fastify';
import { notify } from '../../../server/services/notify.js';
import { one } from '../../../server/db/query.js';
import { iso } from '../../../server/lib/time.js';
import {
  badRequest,
  booleanFilter,
  findRecord,
  integerFilter,
  listRoute,
  notFound,
  oneRoute,
  refuseOtherMethods,
  type ListSpec,
} from '../../server/rest.js';

/** Notifications the administrator sent to sellers (kind `admin`); POST sends one. */

export interface AdminNotificationRecord {
  id: number;
  sellerId: number;
  storeName: string;
  title: string;
  text: string;
  link: string | null;
  isRead: boolean;
  createdAt: string;
}

type NotificationRow = Omit<AdminNotificationRecord, 'isRead'> & { isRead: number };

export const ADMIN_NOTIFICATIONS: ListSpec<NotificationRow, AdminNotificationRecord> = {
  resource: 'notifications',
  columns: `n.id AS id, s.id AS sellerId, st.store_name AS storeName, n.title AS title, n.text AS text,
    n.link AS link, n.is_read AS isRead, n.created_at AS createdAt`,
  from: 'notifications n JOIN sellers s ON s.user_id = n.user_id JOIN stores st ON st.seller_id = s.id',
  scope: "n.kind = 'admin'",
  id: 'n.id',
  sort: { id: 'n.id', createdAt: 'n.created_at' },
  filters: { sellerId: integerFilter('s.id'), isRead: booleanFilter('n.is_read') },
  toRecord: (row) => ({ ...row, isRead: row.isRead === 1 }),
};

export const TITLE_MAX = 200;
export const TEXT_MAX = 2000;
export const LINK_MAX = 300;

const createSchema = {
  type: 'object',
  required: ['sellerId', 'title', 'text'],
  properties: {
    sellerId: { type: 'integer', minimum: 1 },
    title: { type: 'string', minLength: 1, maxLength: TITLE_MAX },
    text: { type: 'string', minLength: 1, maxLength: TEXT_MAX },
    // A back-office path without `/seller` (e.g. /orders/12): opened inside the seller's app.
    link: { type: ['string', 'null'], pattern: '^/[^/\\\\]', maxLength: LINK_MAX },
  },
} as const;

interface NewNotificationBody {
  sellerId: number;
  title: string;
  text: string;
  link?: string | null;
}

export async function notificationsRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  listRoute(app, ADMIN_NOTIFICATIONS);
  oneRoute(app, ADMIN_NOTIFICATIONS);
  app.post<{ Body: NewNotificationBody }>('/', { schema: { body: createSchema } }, async (request, reply) => {
    const { sellerId, title, text, link } = request.body;
    if (title.trim() === '' || text.trim() === '')
      throw badRequest("Fields 'title' and 'text' must not be blank");
    const seller = one<{ user_id: number }>(ctx.db, 'SELECT user_id FROM sellers WHERE id = ?', sellerId);
    if (!seller) throw notFound(`Продавец ${sellerId} не найден`);
    const notice = { kind: 'admin' as const, title: title.trim(), text, link: link?.trim() || null };
    const stored = notify(ctx.db, seller.user_id, notice, iso(ctx.now()));
    // `admin` cannot be switched off, so it is always stored.
    if (!stored) throw new Error('An admin notification was not stored');
    return reply.code(201).send(findRecord(ctx, ADMIN_NOTIFICATIONS, stored.id));
  });
  refuseOtherMethods(app, { collection: ['GET', 'POST'], record: ['GET'] });
}
