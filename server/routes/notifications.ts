import type { FastifyInstance } from 'fastify';
import type { AcceptedBody, NotificationFilterBody, NotificationSettings } from '../../contract/index.js';
import { sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { schemas } from '../lib/validation.js';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_NOT_FOUND,
  notificationSettings,
  SWITCHABLE_KINDS,
  updateNotificationSettings,
} from '../services/notifications.js';
import { invalid, paginationSchema } from '../services/ordersCommon.js';
import { query } from './orderFilters.js';

/** The seller's notifications under `/seller/api/Notification/...` (docs/contract/realtime.md). */

const filterSchema = {
  type: 'object',
  properties: {
    onlyUnread: { type: ['boolean', 'null'] },
    pagination: paginationSchema,
  },
} as const;

const settingsSchema = {
  type: 'object',
  required: [...SWITCHABLE_KINDS],
  properties: Object.fromEntries(SWITCHABLE_KINDS.map((kind) => [kind, schemas.boolean])),
} as const;

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };

  app.post<{ Body: AcceptedBody<NotificationFilterBody> }>(
    '/Notification/GetNotifications',
    { ...guard, schema: { body: filterSchema } },
    async (request) => {
      const { onlyUnread, pagination } = request.body;
      return ok(
        listNotifications(ctx.db, sellerOf(request).userId, { onlyUnread: onlyUnread ?? false, pagination }),
      );
    },
  );

  app.post<{ Querystring: { notificationId: number } }>(
    '/Notification/MarkNotificationRead',
    { ...guard, schema: { querystring: query({ notificationId: schemas.queryId }) } },
    async (request) => {
      const unreadCount = markNotificationRead(
        ctx.db,
        sellerOf(request).userId,
        request.query.notificationId,
      );
      return unreadCount === undefined ? invalid(NOTIFICATION_NOT_FOUND) : ok({ unreadCount });
    },
  );

  app.post('/Notification/MarkAllNotificationsRead', guard, async (request) =>
    ok({ unreadCount: markAllNotificationsRead(ctx.db, sellerOf(request).userId) }),
  );

  app.get('/Notification/GetNotificationSettings', guard, async (request) =>
    ok(notificationSettings(ctx.db, sellerOf(request).userId)),
  );

  app.post<{ Body: NotificationSettings }>(
    '/Notification/UpdateNotificationSettings',
    { ...guard, schema: { body: settingsSchema } },
    async (request) => ok(updateNotificationSettings(ctx.db, sellerOf(request).userId, request.body)),
  );
}
