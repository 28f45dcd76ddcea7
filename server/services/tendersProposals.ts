import type {
  CreatedTenderProposal,
  TenderProductOption,
  TenderProposal,
  TenderProposalBody,
  TenderProposalFilterBody,
  TenderProposalListItem,
} from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one, scalar, type SqlValue } from '../db/query.js';
import { ok, type Envelope } from '../lib/envelope.js';
import { ProductType, TenderStatus, ProductStatus } from '../../rules/index.js';
import { iso } from '../lib/time.js';
import {
  invalid,
  listPage,
  round2,
  ShippingMethod,
  textOrNull,
  type DateRange,
  type ListPage,
  type PageWindow,
} from './ordersCommon.js';
import { PRODUCT_NOT_FOUND } from './productsCommon.js';
import {
  ALREADY_PROPOSED,
  proposalNotFound,
  refusal,
  TENDER_ACTION_NOT_ALLOWED,
  tenderNotFound,
  VISIBLE_TO_SELLER,
} from './tendersCommon.js';
import {
  PROPOSAL_COLUMNS,
  PROPOSAL_JOINS,
  PROPOSAL_TOTAL_SQL,
  proposalDetail,
  proposalListItem,
  type ProposalRow,
} from './tendersRead.js';
import { sweepTenders } from './tendersSweep.js';
import { insertProposal } from './tendersWrite.js';

/** The seller's tender proposals (docs/contract/requests-tenders.md, "Tenders"). */

// Products a proposal may offer -------------------------------------------------------------------

interface ProductOptionRow {
  id: number;
  product_name: string;
  base_vendor_code: string | null;
  category_id: number;
  category_name: string;
  measure_unit: string;
  min_price: number;
  max_price: number;
  options_count: number;
  total_quantity: number;
  base_image: string | null;
}

/** Over `products p`: the store's active (published, not blocked) wholesale products. */
const OFFERABLE = `p.store_id = ? AND p.product_type_id = ${ProductType.Wholesale} AND p.list_status = ${ProductStatus.Active}`;

/** `GetProductsForTenderProposal`: the caller's offerable products by name (price range of their options). */
export function productsForProposal(db: Db, now: number, storeId: number): TenderProductOption[] {
  sweepTenders(db, now);
  return all<ProductOptionRow>(
    db,
    `SELECT p.id, p.product_name, p.base_vendor_code, p.first_category_id AS category_id, c.name AS category_name,
       m.name AS measure_unit, p.min_price, p.max_price, p.options_count, p.total_quantity, p.base_image
     FROM products p
     JOIN categories c ON c.id = p.first_category_id
     JOIN measure_units m ON m.id = p.measure_unit_id
     WHERE ${OFFERABLE}
     ORDER BY p.name_key, p.id`,
    storeId,
  ).map((p) => ({
    id: p.id,
    productName: p.product_name,
    vendoreCode: p.base_vendor_code,
    categoryId: p.category_id,
    categoryName: p.category_name,
    measureUnit: p.measure_unit,
    minPrice: p.options_count > 0 ? round2(p.min_price) : null,
    maxPrice: p.options_count > 0 ? round2(p.max_price) : null,
    quantity: p.total_quantity,
    image: p.base_image,
  }));
}

// Create ---------------------------------------------------------------------------------------

interface OpenTenderRow {
  id: number;
  status_id: number;
  deadline: string;
  shipping_method_id: number;
}

/** Checks the tender, the caller's earlier proposal, the product and the delivery; then sends it. */
export function createTenderProposal(
  db: Db,
  now: number,
  caller: { sellerId: number; storeId: number },
  input: TenderProposalBody,
): Envelope<CreatedTenderProposal> {
  return db.transaction((): Envelope<CreatedTenderProposal> => {
    sweepTenders(db, now);
    const tender = one<OpenTenderRow>(
      db,
      `SELECT t.id, t.status_id, t.deadline, t.shipping_method_id FROM tenders t WHERE t.id = ? AND ${VISIBLE_TO_SELLER}`,
      input.tenderId,
      caller.sellerId,
    );
    if (!tender) return tenderNotFound();
    if (tender.status_id !== TenderStatus.Open || Date.parse(tender.deadline) <= now) {
      return refusal(TENDER_ACTION_NOT_ALLOWED);
    }
    const earlier = one(
      db,
      'SELECT id FROM tender_proposals WHERE tender_id = ? AND seller_id = ? AND is_deleted = 0',
      tender.id,
      caller.sellerId,
    );
    if (earlier) return refusal(ALREADY_PROPOSED);
    const product = one<{ id: number; product_name: string }>(
      db,
      `SELECT p.id, p.product_name FROM products p WHERE p.id = ? AND ${OFFERABLE}`,
      input.productId,
      caller.storeId,
    );
    if (!product) return refusal(PRODUCT_NOT_FOUND);
    if (tender.shipping_method_id === ShippingMethod.BuyerCollects && input.deliveryAmount !== 0) {
      return invalid("Field 'deliveryAmount' must be 0 when the buyer collects (shipping method 2)");
    }
    const id = insertProposal(db, {
      tenderId: tender.id,
      sellerId: caller.sellerId,
      storeId: caller.storeId,
      productId: product.id,
      productName: product.product_name,
      pricePerUnit: input.pricePerUnit,
      quantity: input.quantity,
      deliveryDays: input.deliveryDays,
      deliveryAmount: input.deliveryAmount,
      comment: textOrNull(input.comment),
      createdAt: iso(now),
    });
    return ok({ id });
  })();
}

// List and one -------------------------------------------------------------------------------------

export type ProposalSortColumn = NonNullable<TenderProposalFilterBody['column']>;

export const PROPOSAL_SORT_COLUMNS = {
  deadline: 't.deadline',
  creationDate: 'p.created_at',
  totalAmount: PROPOSAL_TOTAL_SQL,
} as const satisfies Record<ProposalSortColumn, string>;

export interface ProposalQuery {
  sellerId: number;
  statusId: number | null;
  tenderStatusId: number | null;
  /** Lower-cased, trimmed; null for none. */
  search: string | null;
  /** Moscow days of the proposal's creation. */
  range: DateRange;
  column: ProposalSortColumn;
  ascending: boolean;
  window: PageWindow;
}

/** One page of the caller's live proposals, after the sweep. */
export function listProposals(db: Db, now: number, q: ProposalQuery): ListPage<TenderProposalListItem> {
  sweepTenders(db, now);
  const where = ['p.seller_id = ?', 'p.is_deleted = 0'];
  const params: SqlValue[] = [q.sellerId];
  const add = (sql: string, value: SqlValue) => {
    where.push(sql);
    params.push(value);
  };
  if (q.statusId) add('p.status_id = ?', q.statusId);
  if (q.tenderStatusId) add('t.status_id = ?', q.tenderStatusId);
  if (q.search) add('instr(t.title_fold, ?) > 0', q.search);
  if (q.range.from) add('p.created_at >= ?', q.range.from);
  if (q.range.until) add('p.created_at < ?', q.range.until);
  const sql = where.join(' AND ');
  const rowCount = scalar(
    db,
    `SELECT COUNT(*) AS value FROM tender_proposals p JOIN tenders t ON t.id = p.tender_id WHERE ${sql}`,
    ...params,
  );
  const direction = q.ascending ? 'ASC' : 'DESC';
  const rows =
    q.window.offset >= rowCount
      ? []
      : all<ProposalRow>(
          db,
          `SELECT ${PROPOSAL_COLUMNS} FROM tender_proposals p ${PROPOSAL_JOINS} WHERE ${sql}
           ORDER BY ${PROPOSAL_SORT_COLUMNS[q.column]} ${direction}, p.id ${direction} LIMIT ? OFFSET ?`,
          ...params,
          q.window.pageSize,
          q.window.offset,
        );
  return listPage(rows.map(proposalListItem), rowCount, q.window.pageSize);
}

/** `GetTenderProposalById`: the caller's live proposal, else 'Предложение не найдено'. */
export function readProposal(
  db: Db,
  now: number,
  sellerId: number,
  proposalId: number,
  newSince: string,
): Envelope<TenderProposal> {
  sweepTenders(db, now);
  const detail = proposalDetail(db, sellerId, proposalId, newSince);
  return detail ? ok(detail) : proposalNotFound();
}
