import type { CreatedOrderReply } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { run } from '../db/query.js';
import type { Envelope } from '../lib/envelope.js';
import type { StoredFile } from '../lib/uploads.js';
import { createWholesaleOrder } from './buyerOrders.js';
import { DeliveryMethod, invalid } from './ordersCommon.js';
import {
  checkRequestAction,
  findSellerRequest,
  requestActionNotAllowed,
  runRequestAction,
} from './orderRequestsCommon.js';
import { requestProposal, zipPathOf } from './orderRequestsDetail.js';

/**
 * CreateAnOrder of a request (docs/contract/requests-tenders.md): the accepted proposal becomes a
 * wholesale order (status 1, its lines, prices and delivery amount, the buyer's shipping method),
 * payable within `InvoiceValidDays`; the request becomes 4 with the order, its description, the
 * technical documentation and their zip.
 */

export interface CreateOrderInput {
  requestId: number;
  invoiceValidDays: number;
  orderDescription: string | null;
}

/** The checks that need no file (the request, its owner, its status): run before any file is read. */
export function precheckCreateOrder(
  db: Db,
  now: number,
  sellerId: number,
  requestId: number,
): Envelope<never> | null {
  const checked = checkRequestAction(
    db,
    now,
    () => findSellerRequest(db, sellerId, requestId),
    'createOrder',
  );
  return checked.ok ? null : checked.refusal;
}

function recordFiles(db: Db, requestId: number, files: readonly StoredFile[], at: string): void {
  for (const file of files) {
    run(
      db,
      `INSERT INTO order_request_files (request_id, file_name, original_name, mime_type, size, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      requestId,
      file.fileName,
      file.originalName,
      file.mime,
      file.size,
      at,
    );
  }
}

/**
 * Creates the order. The files are already stored and zipped (`zipFile`, null without files);
 * a refusal (the status changed meanwhile, a product no longer on sale) writes nothing and the
 * caller removes them.
 */
export function createOrderFromRequest(
  db: Db,
  now: number,
  sellerId: number,
  input: CreateOrderInput,
  files: readonly StoredFile[],
  zipFile: string | null,
): Envelope<CreatedOrderReply> {
  return runRequestAction(
    db,
    now,
    () => findSellerRequest(db, sellerId, input.requestId),
    'createOrder',
    (request, _now, at) => {
      const proposal = requestProposal(db, request.id);
      if (!proposal) return requestActionNotAllowed();
      const created = createWholesaleOrder(
        db,
        now,
        {
          sellerId: request.seller_id,
          buyerId: request.buyer_id,
          shippingMethodId: request.shipping_method_id,
          // A request names no delivery method: the seller's own transport (the contract page's decision).
          deliveryMethodId: DeliveryMethod.MotorTransport,
          deliveryAmount: proposal.deliveryAmount,
          paymentDays: input.invoiceValidDays,
          lines: proposal.lines.map((l) => ({
            productId: l.productId,
            quantity: l.quantity,
            price: l.price,
          })),
        },
        'seller',
      );
      if (!created.ok) return invalid(created.message);
      recordFiles(db, request.id, files, at);
      return {
        data: { orderId: created.orderId, zipPath: zipPathOf(zipFile) },
        set: { order_id: created.orderId, order_description: input.orderDescription, zip_file: zipFile },
      };
    },
  );
}
