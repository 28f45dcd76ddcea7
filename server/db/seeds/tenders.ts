import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ProductType, ProductStatus } from '../../../rules/index.js';
import { HOUR_MS, iso } from '../../lib/time.js';
import { uploadsDir } from '../../lib/uploads.js';
import type { Envelope } from '../../lib/envelope.js';
import { locationOfCity, RUSSIA_ID } from '../../services/locations.js';
import { ShippingMethod } from '../../services/ordersCommon.js';
import { categoryTree } from '../../services/productsCommon.js';
import { runTenderAction } from '../../services/tendersBuyer.js';
import { categoryWithDescendants } from '../../services/tendersList.js';
import { createTenderOrder } from '../../services/tendersOrder.js';
import { createTenderProposal } from '../../services/tendersProposals.js';
import { runProposalAction } from '../../services/tendersRules.js';
import { sweepTenders } from '../../services/tendersSweep.js';
import { insertTender } from '../../services/tendersWrite.js';
import { all, one, run, type Db } from '../query.js';
import type { BuyerRef, SellerRef } from './refs.js';
import { Random } from './random.js';
import { TENDER_PLANS, type PlanSeller, type TenderEvent, type TenderPlan } from './tenderPlans.js';

/**
 * The demo tenders (seeds/tenderPlans.ts): each is published, receives its proposals and lives
 * through its events by the tender services themselves, at the planned moments, so statuses,
 * histories, the winner's wholesale order and the sweep's moves are exactly what the server
 * would have written. Runs after the catalogue (proposals offer its products).
 */

interface OfferableProduct {
  id: number;
  name: string;
  categoryId: number;
}

interface TenderSeller {
  ref: SellerRef;
  products: OfferableProduct[];
}

const offerable = (db: Db, storeId: number): OfferableProduct[] =>
  all<OfferableProduct>(
    db,
    `SELECT id, product_name AS name, first_category_id AS categoryId FROM products
     WHERE store_id = ? AND product_type_id = ? AND list_status = ? AND first_category_id IS NOT NULL ORDER BY id`,
    storeId,
    ProductType.Wholesale,
    ProductStatus.Active,
  );

/**
 * The seller's product named like the plan says; else the one closest to the category (in it,
 * under its parent, under its top), so a changed catalogue still yields a proposal.
 */
function productFor(db: Db, seller: TenderSeller, fragment: string, categoryId: number): number {
  const named = seller.products.find((p) => p.name.toLowerCase().includes(fragment.toLowerCase()));
  if (named) return named.id;
  const path = categoryTree(db).path(categoryId);
  for (const level of [path.at(-1), path.at(-2), path[0]]) {
    if (!level) continue;
    const within = new Set(categoryWithDescendants(db, level.id));
    const match = seller.products.find((p) => within.has(p.categoryId));
    if (match) return match.id;
  }
  const any = seller.products[0];
  if (!any) throw new Error(`Seller ${seller.ref.sellerId} has no wholesale product to offer`);
  return any.id;
}

function categoryId(db: Db, name: string): number {
  const row = one<{ id: number }>(
    db,
    'SELECT id FROM categories WHERE name = ? AND group_id IN (2, 3) ORDER BY id LIMIT 1',
    name,
  );
  if (!row) throw new Error(`Unknown tender category '${name}'`);
  return row.id;
}

/** A small PDF standing for a buyer's attachment (the name is stable per tender and file). */
function tenderFile(
  db: Db,
  tenderId: number,
  index: number,
  originalName: string,
  at: string,
  dataDir?: string,
) {
  const fileName = `${createHash('sha256').update(`demo-tender-${tenderId}-${index}`).digest('hex').slice(0, 32)}.pdf`;
  if (dataDir) {
    const dir = uploadsDir(dataDir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, fileName),
      `%PDF-1.4\n% Tender ${tenderId}: attachment ${index + 1}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    );
  }
  run(
    db,
    'INSERT INTO tender_files (tender_id, file_name, original_name, created_at) VALUES (?, ?, ?, ?)',
    tenderId,
    fileName,
    originalName,
    at,
  );
}

function done<T>(reply: Envelope<T>, what: string): T {
  if (reply.status !== 1 || reply.data === undefined) throw new Error(`${what}: ${JSON.stringify(reply)}`);
  return reply.data;
}

interface Played {
  tenderId: number;
  proposals: Map<PlanSeller, number>;
}

function playEvent(
  db: Db,
  at: number,
  event: TenderEvent,
  sellers: Record<PlanSeller, TenderSeller>,
  played: Played,
) {
  const what = `tender ${played.tenderId} ${event.act}`;
  if (event.act === 'cancel' || event.act === 'choose') {
    const proposalId = event.act === 'choose' ? (played.proposals.get(event.seller) ?? null) : null;
    const result = runTenderAction(db, at, {
      tenderId: played.tenderId,
      action: event.act === 'choose' ? 'chooseWinner' : 'cancel',
      proposalId,
      adminId: null,
    });
    if (!result.ok) throw new Error(`${what}: ${result.message}`);
    return;
  }
  const { sellerId } = sellers[event.seller].ref;
  if (event.act === 'withdraw') {
    done(
      runProposalAction(db, at, sellerId, { tenderId: played.tenderId }, 'decline', {
        declinePurpose: event.purpose,
      }),
      what,
    );
    return;
  }
  const form = {
    tenderId: played.tenderId,
    invoiceValidDays: event.invoiceDays,
    orderDescription: event.description,
  };
  done(createTenderOrder(db, at, sellerId, form, [], null), what);
}

function playTender(
  db: Db,
  rng: Random,
  now: number,
  plan: TenderPlan,
  buyer: BuyerRef,
  sellers: Record<PlanSeller, TenderSeller>,
  dataDir: string | undefined,
): void {
  const published = now - plan.publishedHoursAgo * HOUR_MS;
  const city = one<{ city: string | null }>(db, 'SELECT city FROM users WHERE id = ?', buyer.id)?.city;
  const place = locationOfCity(db, city ?? 'Екатеринбург') ?? locationOfCity(db, 'Екатеринбург');
  if (!place) throw new Error('The location lookups have no Екатеринбург');
  const category = categoryId(db, plan.category);
  const tenderId = insertTender(db, {
    buyerId: buyer.id,
    title: plan.title,
    description: plan.description,
    categoryId: category,
    quantity: plan.quantity,
    measureUnit: plan.unit,
    budgetPerUnit: plan.budget,
    deliveryDays: plan.deliveryDays,
    shippingMethodId: plan.shipping,
    countryId: RUSSIA_ID,
    regionId: place.regionId,
    cityId: place.cityId,
    address: plan.shipping === ShippingMethod.SellerDelivers ? (plan.address ?? null) : null,
    publishDate: iso(published),
    deadline: iso(now + plan.deadlineInHours * HOUR_MS),
  });
  (plan.files ?? []).forEach((name, i) => tenderFile(db, tenderId, i, name, iso(published), dataDir));
  const played: Played = { tenderId, proposals: new Map() };
  for (const proposal of plan.proposals) {
    const seller = sellers[proposal.seller];
    const body = {
      tenderId,
      productId: productFor(db, seller, proposal.product, category),
      pricePerUnit: Math.round(plan.budget * proposal.price * 100) / 100,
      quantity: plan.quantity,
      deliveryDays: Math.max(1, plan.deliveryDays - rng.int(0, 3)),
      deliveryAmount:
        plan.shipping === ShippingMethod.SellerDelivers ? rng.pick([0, 2500, 4800, 7500, 12000]) : 0,
      comment: proposal.comment ?? null,
    };
    const at = published + proposal.after * HOUR_MS;
    const created = done(createTenderProposal(db, at, seller.ref, body), `tender ${tenderId} proposal`);
    played.proposals.set(proposal.seller, created.id);
  }
  for (const event of plan.events ?? [])
    playEvent(db, now - event.hoursAgo * HOUR_MS, event, sellers, played);
}

/** Publishes the demo tenders of the first four business buyers (and a private one) with their proposals. */
export function seedTenders(
  db: Db,
  now: number,
  sellers: readonly SellerRef[],
  buyers: readonly BuyerRef[],
  dataDir?: string,
): void {
  const [demo, second] = sellers;
  if (!demo || !second) throw new Error('The tender seed needs the two demo sellers');
  const rng = new Random(4242);
  const bidders: Record<PlanSeller, TenderSeller> = {
    demo: { ref: demo, products: offerable(db, demo.storeId) },
    second: { ref: second, products: offerable(db, second.storeId) },
  };
  const ordered = [...buyers.filter((b) => b.business), ...buyers.filter((b) => !b.business)];
  for (const plan of TENDER_PLANS) {
    const buyer = ordered[plan.buyer % ordered.length];
    if (!buyer) throw new Error('The tender seed needs buyers');
    playTender(db, rng, now, plan, buyer, bidders, dataDir);
  }
  // Deadlines passed without an event: the sweep moves them as it would on the next call.
  sweepTenders(db, now);
}
