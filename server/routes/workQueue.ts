import type { FastifyInstance } from 'fastify';
import type { StoreHolidaysBody, WorkQueueBody, WorkQueueReply } from '../../contract/index.js';
import { parseDayKey } from '../../rules/index.js';
import { sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { invalid } from '../services/ordersCommon.js';
import { MAX_HOLIDAYS, saveHolidays, workQueueOf } from '../services/workQueue.js';

/**
 * The work queue and the store's holidays (docs/contract/work-queue.md), both ours. The seller is
 * the token's; a `sellerId` naming another seller answers as if there were nothing of theirs.
 */

export const WORK_QUEUE_MESSAGES = {
  notYours: 'Нет доступа: это данные другого продавца',
  badDay: (day: string) => `Неверная дата выходного: ${day}`,
} as const;

const queueBodySchema = {
  type: 'object',
  properties: { sellerId: { type: ['integer', 'null'], minimum: 0 } },
} as const;

const holidaysBodySchema = {
  type: 'object',
  required: ['holidays'],
  properties: {
    holidays: { type: 'array', maxItems: MAX_HOLIDAYS, items: { type: 'string', maxLength: 10 } },
  },
} as const;

export async function workQueueRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };

  app.post<{ Body: WorkQueueBody | undefined }>(
    '/WorkQueue/GetWorkQueue',
    { ...guard, schema: { body: queueBodySchema } },
    async (request) => {
      const caller = sellerOf(request);
      const named = request.body?.sellerId;
      if (named !== undefined && named !== null && named !== 0 && named !== caller.sellerId)
        return invalid(WORK_QUEUE_MESSAGES.notYours);
      return ok<WorkQueueReply>(workQueueOf(ctx.db, caller, ctx.now()));
    },
  );

  app.post<{ Body: StoreHolidaysBody }>(
    '/SellerSettings/UpdateStoreHolidays',
    { ...guard, schema: { body: holidaysBodySchema } },
    async (request) => {
      const wrong = request.body.holidays.find((day) => parseDayKey(day) === null || day.trim() !== day);
      if (wrong !== undefined) return invalid(WORK_QUEUE_MESSAGES.badDay(wrong));
      return ok({ holidays: saveHolidays(ctx.db, sellerOf(request).sellerId, request.body.holidays) });
    },
  );
}
