import { RetailStatus, type RetailStatusId } from './retailStatuses';
import { WholesaleStatus, type WholesaleStatusId } from './wholesaleStatuses';

/**
 * Which deadline applies in which status (docs/contract/orders.md "Status machine"): an order
 * shows only the deadline of the step it is in (overdue statuses keep the deadline they missed);
 * finished orders (completed, shipped, declined, cancelled, delivered) show none. Rules as data:
 * one row per deadline field, with its label key and the statuses it belongs to.
 */

export type WholesaleDeadlineField = 'paymentDeadline' | 'dispatchDeadline' | 'deliveryDeadline';
export type RetailDeadlineField = 'readinessDeadline' | 'shippingDeadline' | 'deliveryDeadline';

export interface DeadlineRule<F extends string, S extends number> {
  field: F;
  /** i18n key of the label ('Оплатить до', ...). */
  labelKey: string;
  statuses: readonly S[];
}

const W = WholesaleStatus;
const R = RetailStatus;

export const WHOLESALE_DEADLINE_RULES: readonly DeadlineRule<WholesaleDeadlineField, WholesaleStatusId>[] = [
  {
    field: 'paymentDeadline',
    labelKey: 'orders.detail.paymentDeadline',
    statuses: [W.NotPaid, W.PaymentOverdue],
  },
  {
    field: 'dispatchDeadline',
    labelKey: 'orders.detail.dispatchDeadline',
    statuses: [
      W.NotSent,
      W.SendingOverdue,
      W.ReadyToSend,
      W.ReadinessOverdue,
      W.ReadyToShip,
      W.ShipmentOverdue,
    ],
  },
  {
    field: 'deliveryDeadline',
    labelKey: 'orders.detail.deliveryDeadline',
    statuses: [W.InTransit, W.DeliveryOverdue],
  },
];

export const RETAIL_DEADLINE_RULES: readonly DeadlineRule<RetailDeadlineField, RetailStatusId>[] = [
  {
    field: 'readinessDeadline',
    labelKey: 'orders.detail.readinessDeadline',
    statuses: [R.NotSent, R.ReadinessOverdue],
  },
  {
    field: 'shippingDeadline',
    labelKey: 'orders.detail.shippingDeadline',
    statuses: [R.ReadyToShip, R.ShippingOverdue],
  },
  {
    field: 'deliveryDeadline',
    labelKey: 'orders.detail.deliveryDeadline',
    statuses: [R.InTransit, R.DeliveryOverdue],
  },
];

/** The deadline an order in `status` must meet now, with its value; null when none applies or it is missing. */
export function currentDeadline<F extends string, S extends number>(
  rules: readonly DeadlineRule<F, S>[],
  status: number | null | undefined,
  order: Partial<Record<F, string | null>>,
): { labelKey: string; value: string } | null {
  const rule = rules.find((r) => (r.statuses as readonly number[]).includes(status ?? -1));
  const value = rule ? order[rule.field] : null;
  return rule && value ? { labelKey: rule.labelKey, value } : null;
}
