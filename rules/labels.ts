import type { LabelOrderKind } from '../contract/index.js';
import { RetailStatus, WholesaleStatus } from './statuses.js';

/**
 * Shipping labels print for orders ready to ship (docs/contract/documents.md "Shipping labels"):
 * the goods are prepared and wait to leave. Wholesale 3 ready to send (address given), 22 its
 * overdue form, 4 ready to ship (waits for transit or the buyer) and 8 its overdue form; retail 2
 * ready to ship and 15 its overdue form. The order page offers the button, the server checks it.
 */
export const LABEL_READY_STATUSES: Readonly<Record<LabelOrderKind, readonly number[]>> = {
  wholesale: [
    WholesaleStatus.ReadyToSend,
    WholesaleStatus.ReadinessOverdue,
    WholesaleStatus.ReadyToShip,
    WholesaleStatus.ShipmentOverdue,
  ],
  retail: [RetailStatus.ReadyToShip, RetailStatus.ShippingOverdue],
};

export const isReadyForLabels = (kind: LabelOrderKind, statusId: number | null | undefined): boolean =>
  typeof statusId === 'number' && LABEL_READY_STATUSES[kind].includes(statusId);

/** At most this many orders in one request (one PDF). */
export const MAX_LABEL_ORDERS = 100;
