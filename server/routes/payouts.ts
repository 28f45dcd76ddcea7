import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  PayoutFileFormat,
  PayoutHistoryBody,
  PayoutHistoryReply,
  PayoutScheduleBody,
  PayoutScheduleReply,
} from '../../contract/index.js';
import {
  payoutPeriodProblem,
  PAYOUT_HOLD_DAYS,
  PAYOUT_MAX_PERIOD_DAYS,
  toRubles,
  type PayoutSchedule,
} from '../../rules/index.js';
import { sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { invalid, listPage, paginationSchema, pageWindow } from '../services/ordersCommon.js';
import { payoutHistory } from '../services/payouts.js';
import { payoutScheduleView } from '../services/payoutsSchedule.js';
import { payoutExportFile, payoutExportSchedule } from '../services/payoutsExport.js';
import { sendDownload } from './productImports.js';

/**
 * Payouts under `/seller/api/Finances/...` (docs/contract/payouts.md): the schedule of a period,
 * the payout history and the schedule's file. The caller's orders only; days are Moscow days.
 */

export const PAYOUT_MESSAGES = {
  dateFrom: 'Укажите дату начала периода в формате ГГГГ-ММ-ДД',
  dateTo: 'Укажите дату конца периода в формате ГГГГ-ММ-ДД',
  order: 'Дата начала периода позже даты конца',
  tooLong: `Период не может быть длиннее ${PAYOUT_MAX_PERIOD_DAYS} дней`,
  notYours: 'Нет доступа: это данные другого продавца',
} as const;

const sellerIdSchema = { type: ['integer', 'null'], minimum: 0 } as const;
const daySchema = { type: 'string', maxLength: 10 } as const;

const scheduleBodySchema = {
  type: 'object',
  required: ['dateFrom', 'dateTo'],
  properties: { sellerId: sellerIdSchema, dateFrom: daySchema, dateTo: daySchema },
} as const;

const historyBodySchema = {
  type: 'object',
  properties: { sellerId: sellerIdSchema, pagination: paginationSchema },
} as const;

const exportQuerySchema = {
  type: 'object',
  required: ['format', 'dateFrom', 'dateTo'],
  properties: { format: { type: 'string', enum: ['xlsx', 'csv'] }, dateFrom: daySchema, dateTo: daySchema },
} as const;

type Period = { ok: true; from: string; to: string } | { ok: false; message: string };

/** A period of Moscow days, both inclusive, at most `PAYOUT_MAX_PERIOD_DAYS` long (rules/payouts.ts). */
export function readPeriod(dateFrom: string, dateTo: string): Period {
  const problem = payoutPeriodProblem(dateFrom, dateTo);
  return problem === null
    ? { ok: true, from: dateFrom, to: dateTo }
    : { ok: false, message: PAYOUT_MESSAGES[problem] };
}

const figures = (totals: PayoutSchedule['totals']) => ({
  held: toRubles(totals.held),
  released: toRubles(totals.released),
  paid: toRubles(totals.paid),
  refunded: toRubles(totals.refunded),
});

type ScheduleDays = {
  days: (PayoutSchedule['days'][number] & { ordersCount?: number })[];
  totals: PayoutSchedule['totals'];
};

export function scheduleReply(schedule: ScheduleDays, from: string, to: string): PayoutScheduleReply {
  return {
    dateFrom: from,
    dateTo: to,
    holdDays: PAYOUT_HOLD_DAYS,
    totals: figures(schedule.totals),
    days: schedule.days.map((day) => ({
      date: day.day,
      ...figures(day),
      ordersCount: day.ordersCount ?? day.orders.length,
      orders: day.orders.map((entry) => ({
        market: entry.market,
        orderId: entry.id,
        number: entry.number,
        state: entry.state,
        amount: toRubles(entry.amountKopecks),
        releaseDate: entry.releaseDay,
        payoutId: entry.payoutId,
      })),
    })),
  };
}

type WithSeller = { sellerId?: number | null };

/** A `sellerId` in a body may only name the caller (null and 0 = the caller). */
const foreignSeller = (request: FastifyRequest<{ Body: WithSeller }>): boolean => {
  const named = request.body.sellerId;
  return named !== undefined && named !== null && named !== 0 && named !== sellerOf(request).sellerId;
};

/** Answers the period's refusal, or what `answer` makes of the period for the caller. */
function withPeriod<T>(
  request: FastifyRequest,
  dates: { dateFrom: string; dateTo: string },
  answer: (period: { from: string; to: string }, sellerId: number) => T,
): T | ReturnType<typeof invalid> {
  const period = readPeriod(dates.dateFrom, dates.dateTo);
  return period.ok ? answer(period, sellerOf(request).sellerId) : invalid(period.message);
}

export async function payoutRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };

  app.post<{ Body: PayoutScheduleBody & WithSeller }>(
    '/Finances/GetPayoutSchedule',
    { ...guard, schema: { body: scheduleBodySchema } },
    async (request) => {
      if (foreignSeller(request)) return invalid(PAYOUT_MESSAGES.notYours);
      return withPeriod(request, request.body, (period, sellerId) =>
        ok<PayoutScheduleReply>(
          scheduleReply(
            payoutScheduleView(ctx.db, sellerId, ctx.now(), period.from, period.to),
            period.from,
            period.to,
          ),
        ),
      );
    },
  );

  app.post<{ Body: PayoutHistoryBody & WithSeller }>(
    '/Finances/GetPayouts',
    { ...guard, schema: { body: historyBodySchema } },
    async (request) => {
      if (foreignSeller(request)) return invalid(PAYOUT_MESSAGES.notYours);
      const window = pageWindow(request.body.pagination);
      const { rows, rowCount } = payoutHistory(ctx.db, sellerOf(request).sellerId, window);
      return ok<PayoutHistoryReply>(
        listPage(
          rows.map((row) => ({
            id: row.id,
            paidAt: row.paidAt,
            amount: toRubles(row.amountKopecks),
            ordersCount: row.ordersCount,
            orders: row.orders.map((line) => ({
              market: line.market,
              orderId: line.orderId,
              number: line.number,
              amount: toRubles(line.amountKopecks),
            })),
          })),
          rowCount,
          window.pageSize,
        ),
      );
    },
  );

  app.get<{ Querystring: { format: PayoutFileFormat; dateFrom: string; dateTo: string } }>(
    '/Finances/PayoutsExport',
    { ...guard, schema: { querystring: exportQuerySchema } },
    async (request, reply) => {
      return withPeriod(request, request.query, async (period, sellerId) => {
        const schedule = payoutExportSchedule(ctx.db, sellerId, ctx.now(), period.from, period.to);
        return sendDownload(
          reply,
          await payoutExportFile(schedule, request.query.format, period.from, period.to),
        );
      });
    },
  );
}
