import type { Db } from '../db/index.js';
import { run } from '../db/query.js';
import { TenderStatus } from '../../rules/index.js';
import { publishToEverySeller } from './notify.js';
import { fold, recordNewProposal } from './tendersCommon.js';

/**
 * New tenders and proposals, written the same way by the console (a buyer publishes), the
 * seller's CreateTenderProposal and the seed: the folded search texts and the first history entry.
 */

export interface NewTender {
  buyerId: number;
  title: string;
  description: string;
  categoryId: number;
  quantity: number;
  measureUnit: string;
  budgetPerUnit: number;
  deliveryDays: number;
  shippingMethodId: number;
  countryId: number;
  regionId: number;
  cityId: number;
  address: string | null;
  /** ISO. */
  publishDate: string;
  /** ISO. */
  deadline: string;
}

/** Publishes a tender: status 1 from its publish date, announced to every seller (`TenderCreated`). */
export function insertTender(db: Db, tender: NewTender): number {
  const id = Number(
    run(
      db,
      `INSERT INTO tenders (buyer_id, title, description, title_fold, description_fold, category_id, quantity,
         measure_unit, budget_per_unit, delivery_days, shipping_method_id, country_id, region_id, city_id, address,
         publish_date, deadline, status_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      tender.buyerId,
      tender.title,
      tender.description,
      fold(tender.title),
      fold(tender.description),
      tender.categoryId,
      tender.quantity,
      tender.measureUnit,
      tender.budgetPerUnit,
      tender.deliveryDays,
      tender.shippingMethodId,
      tender.countryId,
      tender.regionId,
      tender.cityId,
      tender.address,
      tender.publishDate,
      tender.deadline,
      TenderStatus.Open,
    ).lastInsertRowid,
  );
  run(
    db,
    'INSERT INTO tender_history (tender_id, status_id, created_at) VALUES (?, ?, ?)',
    id,
    TenderStatus.Open,
    tender.publishDate,
  );
  publishToEverySeller(db, 'TenderCreated', { tenderId: id });
  return id;
}

export interface NewProposal {
  tenderId: number;
  sellerId: number;
  storeId: number;
  productId: number;
  productName: string;
  pricePerUnit: number;
  quantity: number;
  deliveryDays: number;
  deliveryAmount: number;
  comment: string | null;
  /** ISO. */
  createdAt: string;
}

/** Sends a proposal: status 1 (under review) from its creation. */
export function insertProposal(db: Db, proposal: NewProposal): number {
  const id = Number(
    run(
      db,
      `INSERT INTO tender_proposals (tender_id, seller_id, store_id, product_id, product_name, price_per_unit,
         quantity, delivery_days, delivery_amount, comment, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      proposal.tenderId,
      proposal.sellerId,
      proposal.storeId,
      proposal.productId,
      proposal.productName,
      proposal.pricePerUnit,
      proposal.quantity,
      proposal.deliveryDays,
      proposal.deliveryAmount,
      proposal.comment,
      proposal.createdAt,
    ).lastInsertRowid,
  );
  recordNewProposal(db, id, proposal.createdAt);
  return id;
}
