import type { RaRecord, Validator } from 'react-admin';
import { SELLER_DELIVERS } from '../../app/choices';

/** The new tender's checks before sending and its POST body (docs/contract/console.md, "tenders"). */

const DAY_MS = 86_400_000;
const MAX_AHEAD_DAYS = 365;

/** A deadline after now and at most a year ahead, as the server demands. */
export const futureDeadline =
  (now: () => number = Date.now): Validator =>
  (value: unknown) => {
    if (value === null || value === undefined || value === '') return undefined;
    const at = new Date(value as string | number | Date).getTime();
    if (Number.isNaN(at) || at <= now()) return 'console.validation.futureDate';
    return at > now() + MAX_AHEAD_DAYS * DAY_MS ? 'console.validation.withinYear' : undefined;
  };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Exactly the contract's keys: trimmed texts, the deadline as an ISO instant, an address only when the seller delivers. */
export function tenderBody(data: RaRecord) {
  const address = data.shippingMethodId === SELLER_DELIVERS ? text(data.address) : '';
  return {
    buyerId: data.buyerId as number,
    title: text(data.title),
    description: text(data.description),
    categoryId: data.categoryId as number,
    quantity: data.quantity as number,
    measureUnit: data.measureUnit as string,
    budgetPerUnit: data.budgetPerUnit as number,
    deliveryDays: data.deliveryDays as number,
    shippingMethodId: data.shippingMethodId as number,
    cityId: data.cityId as number,
    deadline: new Date(data.deadline as string | Date).toISOString(),
    ...(address ? { address } : {}),
  };
}
