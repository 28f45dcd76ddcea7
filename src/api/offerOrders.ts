import { decoder, num, record, type Decoded } from './decode';
import { request } from './http';
import { filled } from './orderDetails';
import { ACTION_OPTIONS } from './orders';

/**
 * The reply of both `CreateAnOrder` calls as decoded. The specification reads only `zipPath`; the
 * new order's id is ours (contract `CreatedOrderReply`), so either may be null: without an id
 * the dialog says the order was created but offers no link to it.
 */
const createdOrder = record({ orderId: num, zipPath: filled });
export type CreatedOrder = Decoded<typeof createdOrder>;
/** The name the order request and tender handlers use for it. */
export type CreatedOrderReply = CreatedOrder;
const decodeCreatedOrder = decoder(createdOrder);

/**
 * "Create the order" of an accepted order request or a won tender (docs/contract/requests-tenders.md
 * `OrderRequest/CreateAnOrder`, `Tender/CreateAnOrder`; spec section 3 "Order creation form").
 * Both are multipart with the same parts but the record's id; status -1 is a refusal the dialog
 * shows (ACTION_OPTIONS), anything else follows the error catalogue.
 */

/** Whose order it is: an order request or a tender. */
export type OfferOrderTarget = { orderRequestId: number } | { tenderId: number };

/** The order creation form, checked (the dialog validates before sending). */
export interface OfferOrderValues {
  /** 1..30: the invoice's payment deadline in days. */
  invoiceValidDays: number;
  /** Optional for a request, required for a tender; blank is not sent. */
  orderDescription: string | null;
  technicalDocumentations: readonly File[];
}

/** The multipart parts, text parts first: the id, `InvoiceValidDays`, `OrderDescription` when filled, then one `TechnicalDocumentations` per file. */
export function offerOrderForm(target: OfferOrderTarget, values: OfferOrderValues): FormData {
  const form = new FormData();
  if ('orderRequestId' in target) form.append('OrderRequestId', String(target.orderRequestId));
  else form.append('TenderId', String(target.tenderId));
  form.append('InvoiceValidDays', String(values.invoiceValidDays));
  const description = values.orderDescription?.trim() ?? '';
  if (description !== '') form.append('OrderDescription', description);
  for (const file of values.technicalDocumentations) form.append('TechnicalDocumentations', file, file.name);
  return form;
}

export const createOrderFromRequest = (
  orderRequestId: number,
  values: OfferOrderValues,
): Promise<CreatedOrderReply> =>
  request('OrderRequest/CreateAnOrder', decodeCreatedOrder, {
    body: offerOrderForm({ orderRequestId }, values),
    ...ACTION_OPTIONS,
  });

export const createOrderFromTender = (
  tenderId: number,
  values: OfferOrderValues,
): Promise<CreatedOrderReply> =>
  request('Tender/CreateAnOrder', decodeCreatedOrder, {
    body: offerOrderForm({ tenderId }, values),
    ...ACTION_OPTIONS,
  });
