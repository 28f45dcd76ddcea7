import type { CreatedOrderReply } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { one, run } from '../db/query.js';
import { ok, type Envelope } from '../lib/envelope.js';
import type { Checked } from '../lib/multipart.js';
import { FormFields, removeFiles, uploadUrl, type MultipartForm, type StoredFile } from '../lib/uploads.js';
import { iso } from '../lib/time.js';
import { zipStoredFiles } from '../lib/zip.js';
import { createWholesaleOrder } from './buyerOrders.js';
import { DeliveryMethod, invalid } from './ordersCommon.js';
import { applyProposalRule, decideProposalAction } from './tendersRules.js';

/**
 * `Tender/CreateAnOrder` (multipart; docs/contract/requests-tenders.md): the winner turns its
 * proposal into a wholesale order. The form and the caller's winning proposal are checked before
 * any file is read; the files are zipped, then the order, the statuses and the files are written
 * in one transaction that checks again.
 */

export interface TenderOrderForm {
  tenderId: number;
  invoiceValidDays: number;
  orderDescription: string;
}

export const MAX_INVOICE_VALID_DAYS = 30;
export const MAX_ORDER_DESCRIPTION = 1000;

/** The form's parts, then the caller's proposal in the tender and both statuses (nothing is written). */
export function checkTenderOrderForm(
  db: Db,
  now: number,
  sellerId: number,
  parts: MultipartForm,
): Checked<TenderOrderForm> {
  const fields = new FormFields(parts);
  const tenderId = fields.int('TenderId', { required: true });
  const invoiceValidDays = fields.int('InvoiceValidDays', { required: true, max: MAX_INVOICE_VALID_DAYS });
  const orderDescription = fields.text('OrderDescription', MAX_ORDER_DESCRIPTION, { required: true });
  if (fields.error !== null || tenderId === null || invoiceValidDays === null || orderDescription === null) {
    return { ok: false, reply: invalid(fields.error ?? "Field 'TenderId' is required") };
  }
  const decision = decideProposalAction(db, now, sellerId, { tenderId }, 'createOrder');
  return decision.ok
    ? { ok: true, value: { tenderId, invoiceValidDays, orderDescription } }
    : { ok: false, reply: decision.refusal };
}

interface WinningRow {
  product_id: number;
  quantity: number;
  price_per_unit: number;
  delivery_amount: number;
  buyer_id: number;
  shipping_method_id: number;
  measure_unit: string;
}

function recordProposalFiles(db: Db, proposalId: number, files: readonly StoredFile[], at: string): void {
  for (const file of files) {
    run(
      db,
      `INSERT INTO tender_proposal_files (proposal_id, file_name, original_name, mime_type, size, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      proposalId,
      file.fileName,
      file.originalName,
      file.mime,
      file.size,
      at,
    );
  }
}

/**
 * The order in one transaction: the checks again, the wholesale order (the proposal's product,
 * quantity, price and delivery; the tender's shipping method and unit; paid within the invoice's
 * validity), the proposal 2 -> 5 and the tender 3 -> 4, the files.
 */
export function createTenderOrder(
  db: Db,
  now: number,
  sellerId: number,
  form: TenderOrderForm,
  files: readonly StoredFile[],
  zipFileName: string | null,
): Envelope<CreatedOrderReply> {
  return db.transaction((): Envelope<CreatedOrderReply> => {
    const decision = decideProposalAction(db, now, sellerId, { tenderId: form.tenderId }, 'createOrder');
    if (!decision.ok) return decision.refusal;
    const winning = one<WinningRow>(
      db,
      `SELECT p.product_id, p.quantity, p.price_per_unit, p.delivery_amount, t.buyer_id, t.shipping_method_id,
         t.measure_unit
       FROM tender_proposals p JOIN tenders t ON t.id = p.tender_id WHERE p.id = ?`,
      decision.state.id,
    );
    if (!winning) throw new Error(`Proposal ${decision.state.id} vanished inside its transaction`);
    const created = createWholesaleOrder(
      db,
      now,
      {
        sellerId,
        buyerId: winning.buyer_id,
        shippingMethodId: winning.shipping_method_id,
        // The seller delivers by motor transport unless it says otherwise when sending the goods.
        deliveryMethodId: DeliveryMethod.MotorTransport,
        lines: [{ productId: winning.product_id, quantity: winning.quantity, price: winning.price_per_unit }],
        deliveryAmount: winning.delivery_amount,
        paymentDays: form.invoiceValidDays,
      },
      'seller',
    );
    if (!created.ok) return invalid(created.message);
    // The tender's quantity is counted in its own unit, not in pieces.
    run(
      db,
      'UPDATE wholesale_order_products SET measure_unit = ? WHERE order_id = ?',
      winning.measure_unit,
      created.orderId,
    );
    applyProposalRule(db, now, decision, {
      order: { orderId: created.orderId, description: form.orderDescription, zipFileName },
    });
    recordProposalFiles(db, decision.state.id, files, iso(now));
    return ok({ orderId: created.orderId, zipPath: zipFileName ? uploadUrl(zipFileName) : null });
  })();
}

/**
 * Zips the stored files, then runs `createTenderOrder`; after a refusal or an error the files and
 * the zip are removed, so a refused call leaves nothing on disk.
 */
export async function placeTenderOrder(
  db: Db,
  dataDir: string,
  clock: () => number,
  sellerId: number,
  form: TenderOrderForm,
  stored: readonly StoredFile[],
): Promise<Envelope<CreatedOrderReply>> {
  const written = stored.map((f) => f.fileName);
  try {
    const zipFileName = await zipStoredFiles(dataDir, stored);
    if (zipFileName) written.push(zipFileName);
    const reply = createTenderOrder(db, clock(), sellerId, form, stored, zipFileName);
    if (reply.status !== 1) await removeFiles(dataDir, written);
    return reply;
  } catch (error) {
    await removeFiles(dataDir, written);
    throw error;
  }
}
