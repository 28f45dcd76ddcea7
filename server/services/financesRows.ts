import type { Db } from '../db/index.js';
import { all, placeholders } from '../db/query.js';
import { percentOfKopecks, toKopecks, toRubles } from '../../rules/index.js';
import { OPEN_DISPUTE_ID_SQL, openDisputeIdParams } from './disputesFinance.js';
import { BUYER_NAME_SQL, round2 } from './ordersCommon.js';
import { isPaidOut, MARKETS, sliceSafeDeal, type Market, type SafeDealId } from './financesRules.js';

/** The rows of one finance page: the orders' figures, computed in JS to the kopeck as the summary's SQL. */

export interface FinanceRow {
  id: number;
  invoiceNumber: string | null;
  creationDate: string;
  buyerName: string;
  percentage: number;
  total: number;
  /** null for safe-deal 3 and 4. */
  commission: number | null;
  payment: number | null;
  statusId: number;
  safeDealStatusId: SafeDealId | null;
  ndsPrice: number;
  /** The order's open dispute (its safe-deal status is then 1), else null. */
  disputeId: number | null;
}

interface PageRow {
  id: number;
  status_id: number;
  total_amount: number;
  created_at: string;
  invoice: string | null;
  nds: number;
  buyer_name: string;
  dispute_id: number | null;
}

export function loadRows(db: Db, market: Market, ids: readonly number[], percentage: number): FinanceRow[] {
  if (ids.length === 0) return [];
  const def = MARKETS[market];
  const rows = all<PageRow>(
    db,
    `SELECT o.id, o.status_id, o.total_amount, o.created_at, ${def.invoiceSql} AS invoice, ${def.ndsSql} AS nds,
       ${BUYER_NAME_SQL} AS buyer_name, ${OPEN_DISPUTE_ID_SQL} AS dispute_id
     FROM ${def.table} o JOIN users u ON u.id = o.buyer_id WHERE o.id IN (${placeholders(ids)})`,
    ...openDisputeIdParams(market === 'retail'),
    ...ids,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const sd = sliceSafeDeal(market, row.status_id, row.dispute_id !== null);
    const total = toKopecks(row.total_amount);
    const commission = isPaidOut(sd) ? percentOfKopecks(total, percentage) : null;
    return [
      {
        id: row.id,
        invoiceNumber: row.invoice,
        creationDate: row.created_at,
        buyerName: row.buyer_name,
        percentage,
        total: toRubles(total),
        commission: commission === null ? null : toRubles(commission),
        payment: commission === null ? null : toRubles(total - commission),
        statusId: row.status_id,
        safeDealStatusId: sd,
        ndsPrice: round2(row.nds),
        disputeId: row.dispute_id,
      },
    ];
  });
}
