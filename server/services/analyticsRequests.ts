import type {
  AnalyticsPeriod,
  RequestsAnalyticsReply,
  RequestsDay,
  RequestsSummary,
} from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { all, one, placeholders } from '../db/query.js';
import { meanHours, share } from './analyticsCommon.js';
import { inPeriod, rowsByDay } from './analyticsOrderDays.js';
import { instantBounds, type AnalyticsRange } from './analyticsRange.js';
import { REQUEST_RULES } from './analyticsRules.js';

/** `GetOrderRequests`: the seller's order requests received in the period, from their own table. */

interface RequestDayRow {
  day: string;
  statusId: number;
  count: number;
}

interface Answering {
  answered: number;
  seconds: number;
}

const sum = (rows: readonly RequestDayRow[], statuses: readonly number[] | null): number =>
  rows.reduce((n, row) => n + (statuses === null || statuses.includes(row.statusId) ? row.count : 0), 0);

function answering(db: Db, sellerId: number, period: AnalyticsPeriod): Answering {
  const { from, until } = instantBounds(period);
  return (
    one<Answering>(
      db,
      `SELECT COUNT(first_at) AS answered,
         COALESCE(SUM(max(0, julianday(first_at) - julianday(created_at)) * 86400), 0) AS seconds
       FROM (SELECT r.created_at, (SELECT MIN(h.created_at) FROM order_request_history h
               WHERE h.request_id = r.id AND h.status_id IN (${placeholders(REQUEST_RULES.answerEntries)})) AS first_at
             FROM order_requests r WHERE r.seller_id = ? AND r.created_at >= ? AND r.created_at < ?)`,
      ...REQUEST_RULES.answerEntries,
      sellerId,
      from,
      until,
    ) ?? { answered: 0, seconds: 0 }
  );
}

export function requestsSummary(rows: readonly RequestDayRow[], answer: Answering): RequestsSummary {
  const receivedCount = sum(rows, null);
  const answeredCount = sum(rows, REQUEST_RULES.answered);
  const convertedCount = sum(rows, REQUEST_RULES.converted);
  return {
    receivedCount,
    answeredCount,
    answeredShare: share(answeredCount, receivedCount),
    convertedCount,
    conversionShare: share(convertedCount, receivedCount),
    averageAnswerHours: meanHours(answer.seconds, answer.answered),
  };
}

export function requestsAnalytics(db: Db, sellerId: number, range: AnalyticsRange): RequestsAnalyticsReply {
  const from = instantBounds(range.previousPeriod).from;
  const until = instantBounds(range.period).until;
  const rows = all<RequestDayRow>(
    db,
    `SELECT date(created_at, '+3 hours') AS day, status_id AS statusId, COUNT(*) AS count
     FROM order_requests WHERE seller_id = ? AND created_at >= ? AND created_at < ? GROUP BY 1, 2`,
    sellerId,
    from,
    until,
  );
  const current = rows.filter(inPeriod(range.period));
  const byDay = rowsByDay(current);
  return {
    period: range.period,
    previousPeriod: range.previousPeriod,
    current: requestsSummary(current, answering(db, sellerId, range.period)),
    previous: requestsSummary(
      rows.filter(inPeriod(range.previousPeriod)),
      answering(db, sellerId, range.previousPeriod),
    ),
    series: range.days.map((date): RequestsDay => {
      const day = byDay.get(date) ?? [];
      return {
        date,
        receivedCount: sum(day, null),
        answeredCount: sum(day, REQUEST_RULES.answered),
        convertedCount: sum(day, REQUEST_RULES.converted),
      };
    }),
    byStatus: REQUEST_RULES.statuses.map((statusId) => ({ key: statusId, value: sum(current, [statusId]) })),
  };
}
