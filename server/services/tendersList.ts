import type { Tender, TenderFilterBody, TenderListItem } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, scalar, type SqlValue } from '../db/query.js';
import { ok, type Envelope } from '../lib/envelope.js';
import { TenderStatus } from '../../rules/index.js';
import { listPage, type DateRange, type ListPage, type PageWindow } from './ordersCommon.js';
import { categoryTree } from './productsCommon.js';
import { fold, tenderNotFound, VISIBLE_TO_SELLER } from './tendersCommon.js';
import { TENDER_COLUMNS, TENDER_JOINS, tenderDetail, tenderListItem, type TenderRow } from './tendersRead.js';
import { sweepTenders } from './tendersSweep.js';

/** `Tender/GetAllTenders` and `GetTenderById` (docs/contract/requests-tenders.md): what a seller reads of tenders. */

export type TenderSortColumn = NonNullable<TenderFilterBody['column']>;

export const TENDER_SORT_COLUMNS = {
  deadline: 't.deadline',
  publishDate: 't.publish_date',
  budget: 't.budget_per_unit',
  quantity: 't.quantity',
} as const satisfies Record<TenderSortColumn, string>;

export interface TenderQuery {
  sellerId: number;
  /** Lower-cased, trimmed; null for none. */
  search: string | null;
  categoryId: number | null;
  countryId: number | null;
  statusId: number;
  onlyNew: boolean;
  /** ISO: tenders published after it are new. */
  newSince: string;
  withoutMyProposal: boolean;
  /** Moscow days of the publish date. */
  range: DateRange;
  column: TenderSortColumn;
  ascending: boolean;
  window: PageWindow;
}

/** The category and every category below it (an unknown id is itself only, so nothing matches). */
export function categoryWithDescendants(db: Db, categoryId: number): number[] {
  const tree = categoryTree(db);
  const ids: number[] = [];
  const visit = (id: number): void => {
    ids.push(id);
    for (const child of tree.childrenOf(id)) visit(child.id);
  };
  visit(categoryId);
  return ids;
}

/** The seller has a live (not deleted) proposal in the tender `t`. */
const HAS_MY_PROPOSAL = `EXISTS (SELECT 1 FROM tender_proposals mp
  WHERE mp.tender_id = t.id AND mp.seller_id = ? AND mp.is_deleted = 0)`;

function whereOf(db: Db, q: TenderQuery): { sql: string; params: SqlValue[] } {
  const where = ['t.status_id = ?', VISIBLE_TO_SELLER];
  const params: SqlValue[] = [q.statusId, q.sellerId];
  const add = (sql: string, ...values: SqlValue[]) => {
    where.push(sql);
    params.push(...values);
  };
  if (q.search) add('(instr(t.title_fold, ?) > 0 OR instr(t.description_fold, ?) > 0)', q.search, q.search);
  if (q.categoryId !== null) {
    add(
      't.category_id IN (SELECT value FROM json_each(?))',
      JSON.stringify(categoryWithDescendants(db, q.categoryId)),
    );
  }
  if (q.countryId !== null) add('t.country_id = ?', q.countryId);
  if (q.onlyNew) add('t.publish_date > ?', q.newSince);
  if (q.withoutMyProposal) add(`NOT ${HAS_MY_PROPOSAL}`, q.sellerId);
  if (q.range.from) add('t.publish_date >= ?', q.range.from);
  if (q.range.until) add('t.publish_date < ?', q.range.until);
  return { sql: where.join(' AND '), params };
}

/**
 * One page of the tenders the seller may see, after the sweep: `rowCount` is a COUNT with the
 * same WHERE; the page's ids are chosen first and only those rows are joined.
 */
export function listTenders(db: Db, now: number, q: TenderQuery): ListPage<TenderListItem> {
  sweepTenders(db, now);
  const where = whereOf(db, q);
  const rowCount = scalar(db, `SELECT COUNT(*) AS value FROM tenders t WHERE ${where.sql}`, ...where.params);
  const direction = q.ascending ? 'ASC' : 'DESC';
  const order = `${TENDER_SORT_COLUMNS[q.column]} ${direction}, t.id ${direction}`;
  const rows =
    q.window.offset >= rowCount
      ? []
      : all<TenderRow>(
          db,
          `SELECT ${TENDER_COLUMNS}
           FROM (SELECT t.id FROM tenders t WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?) page
           JOIN tenders t ON t.id = page.id
           ${TENDER_JOINS}
           ORDER BY ${order}`,
          ...where.params,
          q.window.pageSize,
          q.window.offset,
          q.sellerId,
        );
  return listPage(
    rows.map((row) => tenderListItem(row, q.newSince)),
    rowCount,
    q.window.pageSize,
  );
}

/** The status a list shows: a tender status, where null and 0 mean the open ones. */
export const listedStatus = (statusId: number | null | undefined): number => statusId || TenderStatus.Open;

/** `searchValue` as the query compares it: lower-cased and trimmed, null when blank. */
export const searchOf = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? fold(trimmed) : null;
};

/** `GetTenderById` after the sweep: a tender the seller may see, else 'Тендер не найден'. */
export function readTender(
  db: Db,
  now: number,
  sellerId: number,
  tenderId: number,
  newSince: string,
): Envelope<Tender> {
  sweepTenders(db, now);
  const tender = tenderDetail(db, sellerId, tenderId, newSince);
  return tender ? ok(tender) : tenderNotFound();
}
