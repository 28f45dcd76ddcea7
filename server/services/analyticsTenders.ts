import type { TendersAnalyticsReply, TendersDay, TendersSummary } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { all } from '../db/query.js';
import { round1 } from './analyticsCommon.js';
import { inPeriod, rowsByDay } from './analyticsOrderDays.js';
import { instantBounds, type AnalyticsRange } from './analyticsRange.js';
import { TENDER_RULES } from './analyticsRules.js';

/** `GetAnalyticsOfTender`: the seller's tender proposals sent in the period, by current status. */

interface ProposalDayRow {
  day: string;
  statusId: number;
  count: number;
}

const sum = (rows: readonly ProposalDayRow[], statuses: readonly number[] | null): number =>
  rows.reduce((n, row) => n + (statuses === null || statuses.includes(row.statusId) ? row.count : 0), 0);

export function tendersSummary(rows: readonly ProposalDayRow[]): TendersSummary {
  const wonCount = sum(rows, TENDER_RULES.won);
  const lostCount = sum(rows, TENDER_RULES.lost);
  return {
    proposalsCount: sum(rows, null),
    wonCount,
    lostCount,
    pendingCount: sum(rows, TENDER_RULES.pending),
    withdrawnCount: sum(rows, TENDER_RULES.withdrawn),
    winRate: wonCount + lostCount > 0 ? round1((wonCount * 100) / (wonCount + lostCount)) : null,
  };
}

export function tendersAnalytics(db: Db, sellerId: number, range: AnalyticsRange): TendersAnalyticsReply {
  const rows = all<ProposalDayRow>(
    db,
    `SELECT date(created_at, '+3 hours') AS day, status_id AS statusId, COUNT(*) AS count
     FROM tender_proposals WHERE seller_id = ? AND created_at >= ? AND created_at < ? GROUP BY 1, 2`,
    sellerId,
    instantBounds(range.previousPeriod).from,
    instantBounds(range.period).until,
  );
  const current = rows.filter(inPeriod(range.period));
  const byDay = rowsByDay(current);
  return {
    period: range.period,
    previousPeriod: range.previousPeriod,
    current: tendersSummary(current),
    previous: tendersSummary(rows.filter(inPeriod(range.previousPeriod))),
    series: range.days.map((date): TendersDay => {
      const day = byDay.get(date) ?? [];
      return {
        date,
        proposalsCount: sum(day, null),
        wonCount: sum(day, TENDER_RULES.won),
        lostCount: sum(day, TENDER_RULES.lost),
      };
    }),
  };
}
