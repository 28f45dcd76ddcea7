import type {
  ShippingMethodId,
  StoredFile,
  Tender,
  TenderListItem,
  TenderProposal,
  TenderProposalListItem,
  TenderProposalStatusId,
  TenderStatusId,
} from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one } from '../db/query.js';
import { TenderProposalStatus } from '../../rules/index.js';
import { HOUR_MS, iso } from '../lib/time.js';
import { uploadUrl } from '../lib/uploads.js';
import { addressText } from './locations.js';
import { BUYER_NAME_SQL, round2, ShippingMethod } from './ordersCommon.js';
import { VISIBLE_TO_SELLER } from './tendersCommon.js';

/** The records of the tender calls as the seller reads them (docs/contract/requests-tenders.md). */

/** Without a last visit, tenders published within this long count as new (spec section 4). */
export const NEW_WITHOUT_VISIT_MS = HOUR_MS;

/** The instant after which a tender is new: the last visit, else now minus one hour. */
export const newAfter = (lastVisit: number | null, now: number): string =>
  iso(lastVisit ?? now - NEW_WITHOUT_VISIT_MS);

export interface TenderRow {
  id: number;
  title: string;
  category_id: number;
  category_name: string;
  buyer_name: string;
  country_name: string | null;
  city_name: string | null;
  quantity: number;
  measure_unit: string;
  budget_per_unit: number;
  delivery_days: number;
  shipping_method_id: ShippingMethodId;
  publish_date: string;
  deadline: string;
  status_id: TenderStatusId;
  proposals_count: number;
  my_proposal_id: number | null;
  my_proposal_status_id: TenderProposalStatusId | null;
}

/**
 * Columns of a tender aliased `t` (with `TENDER_JOINS`). A withdrawn proposal is not counted:
 * `proposalsCount` is what the tender's sellers compete with.
 */
export const TENDER_COLUMNS = `t.id, t.title, t.category_id, c.name AS category_name, ${BUYER_NAME_SQL} AS buyer_name,
  co.name AS country_name, ci.name AS city_name, t.quantity, t.measure_unit, t.budget_per_unit, t.delivery_days,
  t.shipping_method_id, t.publish_date, t.deadline, t.status_id,
  (SELECT COUNT(*) FROM tender_proposals n
   WHERE n.tender_id = t.id AND n.status_id <> ${TenderProposalStatus.Withdrawn}) AS proposals_count,
  mine.id AS my_proposal_id, mine.status_id AS my_proposal_status_id`;

/** The joins of `TENDER_COLUMNS`; its one `?` is the seller whose proposal is `mine`. */
export const TENDER_JOINS = `JOIN categories c ON c.id = t.category_id
  JOIN users u ON u.id = t.buyer_id
  LEFT JOIN countries co ON co.id = t.country_id
  LEFT JOIN cities ci ON ci.id = t.city_id
  LEFT JOIN tender_proposals mine ON mine.tender_id = t.id AND mine.seller_id = ? AND mine.is_deleted = 0`;

export function tenderListItem(row: TenderRow, newSince: string): TenderListItem {
  return {
    id: row.id,
    title: row.title,
    categoryId: row.category_id,
    categoryName: row.category_name,
    buyerName: row.buyer_name,
    countryName: row.country_name,
    cityName: row.city_name,
    quantity: row.quantity,
    measureUnit: row.measure_unit,
    budgetPerUnit: round2(row.budget_per_unit),
    budgetTotal: round2(row.quantity * row.budget_per_unit),
    deliveryDays: row.delivery_days,
    shippingMethodId: row.shipping_method_id,
    publishDate: row.publish_date,
    deadline: row.deadline,
    statusId: row.status_id,
    proposalsCount: row.proposals_count,
    myProposalId: row.my_proposal_id,
    myProposalStatusId: row.my_proposal_status_id,
    isNew: row.publish_date > newSince,
  };
}

/** A tender the seller may see (every open one, any other it has a live proposal in), or undefined. */
export const visibleTenderRow = (db: Db, sellerId: number, tenderId: number): TenderRow | undefined =>
  one<TenderRow>(
    db,
    `SELECT ${TENDER_COLUMNS} FROM tenders t ${TENDER_JOINS} WHERE t.id = ? AND ${VISIBLE_TO_SELLER}`,
    sellerId,
    tenderId,
    sellerId,
  );

// Proposals ---------------------------------------------------------------------------------------

export interface ProposalRow {
  id: number;
  tender_id: number;
  tender_title: string;
  tender_status_id: TenderStatusId;
  tender_deadline: string;
  buyer_name: string;
  product_id: number;
  product_name: string;
  quantity: number;
  measure_unit: string;
  price_per_unit: number;
  budget_per_unit: number;
  delivery_days: number;
  delivery_amount: number;
  created_at: string;
  status_id: TenderProposalStatusId;
  order_id: number | null;
  comment: string | null;
  decline_purpose: string | null;
  order_description: string | null;
  zip_file_name: string | null;
}

/** Columns of a proposal aliased `p` with its tender `t` and the tender's buyer `u` (`PROPOSAL_JOINS`). */
export const PROPOSAL_COLUMNS = `p.id, p.tender_id, t.title AS tender_title, t.status_id AS tender_status_id,
  t.deadline AS tender_deadline, ${BUYER_NAME_SQL} AS buyer_name, p.product_id, p.product_name, p.quantity,
  t.measure_unit, p.price_per_unit, t.budget_per_unit, p.delivery_days, p.delivery_amount, p.created_at,
  p.status_id, p.order_id, p.comment, p.decline_purpose, p.order_description, p.zip_file_name`;
export const PROPOSAL_JOINS = 'JOIN tenders t ON t.id = p.tender_id JOIN users u ON u.id = t.buyer_id';

/** A proposal's total: quantity × price per unit + delivery. */
export const PROPOSAL_TOTAL_SQL = '(p.quantity * p.price_per_unit + p.delivery_amount)';

export function proposalListItem(row: ProposalRow): TenderProposalListItem {
  return {
    id: row.id,
    tenderId: row.tender_id,
    tenderTitle: row.tender_title,
    tenderStatusId: row.tender_status_id,
    tenderDeadline: row.tender_deadline,
    buyerName: row.buyer_name,
    productId: row.product_id,
    productName: row.product_name,
    quantity: row.quantity,
    measureUnit: row.measure_unit,
    pricePerUnit: round2(row.price_per_unit),
    budgetPerUnit: round2(row.budget_per_unit),
    deliveryDays: row.delivery_days,
    deliveryAmount: round2(row.delivery_amount),
    totalAmount: round2(row.quantity * row.price_per_unit + row.delivery_amount),
    creationDate: row.created_at,
    statusId: row.status_id,
    orderId: row.order_id,
  };
}

function proposalFiles(db: Db, proposalId: number): StoredFile[] {
  return all<{ file_name: string; original_name: string | null }>(
    db,
    'SELECT file_name, original_name FROM tender_proposal_files WHERE proposal_id = ? ORDER BY id',
    proposalId,
  ).map((f) => ({ url: uploadUrl(f.file_name), fileName: f.original_name ?? f.file_name }));
}

/** The caller's live proposal with its tender as the caller sees it, or null. */
export function proposalDetail(
  db: Db,
  sellerId: number,
  proposalId: number,
  newSince: string,
): TenderProposal | null {
  const row = one<ProposalRow>(
    db,
    `SELECT ${PROPOSAL_COLUMNS} FROM tender_proposals p ${PROPOSAL_JOINS}
     WHERE p.id = ? AND p.seller_id = ? AND p.is_deleted = 0`,
    proposalId,
    sellerId,
  );
  if (!row) return null;
  const tender = visibleTenderRow(db, sellerId, row.tender_id);
  if (!tender) return null;
  return {
    ...proposalListItem(row),
    comment: row.comment,
    declinePurpose: row.decline_purpose,
    tender: tenderListItem(tender, newSince),
    orderDescription: row.order_description,
    technicalDocumentations: proposalFiles(db, row.id),
    zipPath: row.zip_file_name ? uploadUrl(row.zip_file_name) : null,
  };
}

// One tender ------------------------------------------------------------------------------------

interface TenderPlaceRow {
  description: string;
  buyer_id: number;
  buyer_city: string | null;
  country_id: number;
  region_id: number;
  city_id: number;
  address: string | null;
}

/** A tender the seller may see with its description, place, buyer, files and the caller's proposal. */
export function tenderDetail(db: Db, sellerId: number, tenderId: number, newSince: string): Tender | null {
  const row = visibleTenderRow(db, sellerId, tenderId);
  if (!row) return null;
  const place = one<TenderPlaceRow>(
    db,
    `SELECT t.description, t.buyer_id, u.city AS buyer_city, t.country_id, t.region_id, t.city_id, t.address
     FROM tenders t JOIN users u ON u.id = t.buyer_id WHERE t.id = ?`,
    tenderId,
  );
  if (!place) return null;
  const files = all<{ file_name: string; original_name: string | null }>(
    db,
    'SELECT file_name, original_name FROM tender_files WHERE tender_id = ? ORDER BY id',
    tenderId,
  );
  const delivered = row.shipping_method_id === ShippingMethod.SellerDelivers;
  return {
    ...tenderListItem(row, newSince),
    description: place.description,
    deliveryAddress: delivered
      ? addressText(db, {
          countryId: place.country_id,
          regionId: place.region_id,
          cityId: place.city_id,
          street: place.address,
          houseNumber: null,
          apartmentOrOficeNumber: null,
          postalIndex: null,
        })
      : null,
    buyer: { id: place.buyer_id, name: row.buyer_name, city: place.buyer_city },
    files: files.map((f) => ({ url: uploadUrl(f.file_name), fileName: f.original_name ?? f.file_name })),
    myProposal:
      row.my_proposal_id === null ? null : proposalDetail(db, sellerId, row.my_proposal_id, newSince),
  };
}
