import type { InTransitFormField, ReadyToSendAddress } from '../../contract/index.js';
import { bool } from '../db/query.js';
import { fail } from '../lib/envelope.js';
import { WholesaleStatus as S } from '../../rules/index.js';
import { DAY_MS, iso } from '../lib/time.js';
import {
  actionNotAllowed,
  DeliveryMethod,
  futureDeadline,
  invalid,
  ORDER_IS_PAID,
  PAYMENT_CONFLICT,
  phoneDigits,
  ShippingMethod,
  textOrNull,
} from './ordersCommon.js';
import type { OrderRow } from './ordersWholesaleRows.js';
import type { Decide } from './ordersWholesaleActions.js';

/** The wholesale status machine of docs/contract/orders.md: what each seller action may do from which status. */

/** After OrderDispatched the goods must leave (in transit or collected) within this many days. */
export const SHIPMENT_DAYS = 5;
/** After OrderInTransit the delivery deadline is this many days away. */
export const DELIVERY_DAYS = 14;

const allowedFrom = (order: OrderRow, statuses: readonly number[]): boolean =>
  statuses.includes(order.status_id);

/** Decline: unpaid 1 and 9 only; a paid order not yet shipped answers -20 (payment warning). */
export const decline =
  (purpose: string): Decide =>
  (order) => {
    if (allowedFrom(order, [S.NotPaid, S.PaymentOverdue]) && !bool(order.is_paid)) {
      return {
        to: S.Declined,
        set: { decline_purpose: purpose, pay_renewal_days: null, dispatch_extension_date: null },
      };
    }
    if (allowedFrom(order, [S.NotSent, S.ReadyToSend, S.SendingOverdue, S.ReadinessOverdue])) {
      return fail(PAYMENT_CONFLICT, ORDER_IS_PAID);
    }
    return actionNotAllowed();
  };

export const acceptPayRenewal =
  (days: number): Decide =>
  (order, now) => {
    if (!allowedFrom(order, [S.NotPaid, S.PaymentOverdue]) || order.pay_renewal_days === null) {
      return actionNotAllowed();
    }
    // N more days to pay: added to the current deadline, or to now once it has passed (an
    // overdue order must come back to 1 with N days ahead, not stay overdue).
    const deadline = order.payment_deadline === null ? now : Date.parse(order.payment_deadline);
    const from = Number.isNaN(deadline) ? now : Math.max(deadline, now);
    return { to: S.NotPaid, set: { payment_deadline: iso(from + days * DAY_MS), pay_renewal_days: null } };
  };

export const prolongDispatch =
  (date: string): Decide =>
  (order, now) => {
    if (!allowedFrom(order, [S.NotSent, S.SendingOverdue])) return actionNotAllowed();
    const deadline = futureDeadline('prolonagationDate', date, now);
    if (!deadline.ok) return invalid(deadline.message);
    return { to: S.NotSent, set: { dispatch_deadline: deadline.at } };
  };

const EXTENSION_RETURNS: Record<number, number> = {
  [S.ReadyToSend]: S.ReadyToSend,
  [S.ReadinessOverdue]: S.ReadyToSend,
  [S.ReadyToShip]: S.ReadyToShip,
  [S.ShipmentOverdue]: S.ReadyToShip,
};

export const acceptDispatchDeadline =
  (date: string): Decide =>
  (order, now) => {
    const to = EXTENSION_RETURNS[order.status_id];
    if (to === undefined || order.dispatch_extension_date === null) return actionNotAllowed();
    const deadline = futureDeadline('extendingDate', date, now);
    if (!deadline.ok) return invalid(deadline.message);
    return { to, set: { dispatch_deadline: deadline.at, dispatch_extension_date: null } };
  };

export interface ReadyToSentInput {
  dispatchDay: string | null;
  readyDays: number | null;
  address: ReadyToSendAddress | null;
  /** Why the address's country, region and city do not hold together (services/locations.ts), or null. */
  addressProblem: string | null;
}

/**
 * ReadyToSent: delivery method 3 sends only `dispatchDay` (the ready-by deadline is the end of
 * that day); any other method sends `readyDays` (deadline now + days) and the `address` the goods
 * leave from.
 */
export const readyToSent =
  (input: ReadyToSentInput): Decide =>
  (order, now) => {
    if (!allowedFrom(order, [S.NotSent, S.SendingOverdue])) return actionNotAllowed();
    const method = order.delivery_method_id;
    if (method === DeliveryMethod.PostOrCourier) {
      if (input.dispatchDay === null) return invalid("Field 'dispatchDay' is required for delivery method 3");
      if (input.readyDays !== null || input.address !== null) {
        return invalid("Delivery method 3 takes only 'dispatchDay', not 'readyDays' or 'address'");
      }
      const day = futureDeadline('dispatchDay', input.dispatchDay, now);
      if (!day.ok) return invalid(day.message);
      return {
        to: S.ReadyToSend,
        set: { dispatch_deadline: day.at },
        shipping: { dispatch_day: day.at, ready_days: null },
      };
    }
    if (input.dispatchDay !== null) {
      return invalid(`Delivery method ${method} takes 'readyDays' and 'address', not 'dispatchDay'`);
    }
    if (input.readyDays === null)
      return invalid(`Field 'readyDays' is required for delivery method ${method}`);
    if (input.address === null) return invalid(`Field 'address' is required for delivery method ${method}`);
    if (input.addressProblem !== null) return invalid(input.addressProblem);
    const a = input.address;
    return {
      to: S.ReadyToSend,
      set: { dispatch_deadline: iso(now + input.readyDays * DAY_MS) },
      shipping: {
        ready_days: input.readyDays,
        dispatch_day: null,
        country_id: a.countryId,
        region_id: a.regionId,
        city_id: a.cityId,
        street: a.street.trim(),
        house_number: a.houseNumber.trim(),
        apartment_or_office_number: textOrNull(a.apartmentOrOficeNumber),
        postal_index: textOrNull(a.postalIndex),
      },
    };
  };

export const orderDispatched: Decide = (order, now) => {
  if (!allowedFrom(order, [S.ReadyToSend, S.ReadinessOverdue])) return actionNotAllowed();
  return { to: S.ReadyToShip, set: { dispatch_deadline: iso(now + SHIPMENT_DAYS * DAY_MS) } };
};

/** The in-transit form after type checks; method-dependent rules are checked against the order. */
export interface InTransitForm {
  shippingMethodId: number;
  deliveryMethodId: number | null;
  transportMark: string | null;
  transportNumber: string | null;
  driverFulname: string | null;
  driverPhone: string | null;
  voyageNumber: string | null;
  trackCode: string | null;
  additionalInfo: string | null;
  pickUpDate: string | null;
}

const REQUIRED_BY_DELIVERY: Record<number, [keyof InTransitForm, InTransitFormField][]> = {
  [DeliveryMethod.MotorTransport]: [
    ['transportMark', 'TransportMark'],
    ['transportNumber', 'TransportNumber'],
    ['driverFulname', 'DriverFulname'],
    ['driverPhone', 'DriverPhone'],
  ],
  [DeliveryMethod.Cdek]: [['trackCode', 'TrackCode']],
  [DeliveryMethod.PostOrCourier]: [['trackCode', 'TrackCode']],
};

/**
 * OrderInTransit: shipping method 1 only, from 4 or 8. Motor transport (1) needs the vehicle and
 * the driver; CDEK (2) and post (3) need the track code; method 3 takes no driver phone.
 */
export const orderInTransit =
  (form: InTransitForm): Decide =>
  (order, now) => {
    if (order.shipping_method_id !== ShippingMethod.SellerDelivers) return actionNotAllowed();
    if (!allowedFrom(order, [S.ReadyToShip, S.ShipmentOverdue])) return actionNotAllowed();
    if (form.shippingMethodId !== order.shipping_method_id) {
      return invalid(
        `Field 'ShippingMethodId' must be the order's shipping method (${order.shipping_method_id})`,
      );
    }
    const method = order.delivery_method_id;
    if (form.deliveryMethodId !== null && form.deliveryMethodId !== method) {
      return invalid(`Field 'DeliveryMethodId' must be the order's delivery method (${method})`);
    }
    for (const [key, name] of REQUIRED_BY_DELIVERY[method] ?? []) {
      if (form[key] === null) return invalid(`Field '${name}' is required for delivery method ${method}`);
    }
    if (method === DeliveryMethod.PostOrCourier && form.driverPhone !== null) {
      return invalid("Field 'DriverPhone' is not used with delivery method 3");
    }
    return {
      to: S.InTransit,
      set: { delivery_deadline: iso(now + DELIVERY_DAYS * DAY_MS) },
      shipping: {
        transport_mark: form.transportMark,
        transport_number: form.transportNumber,
        driver_fullname: form.driverFulname,
        driver_phone: phoneDigits(form.driverPhone),
        voyage_number: form.voyageNumber,
        track_code: form.trackCode,
        additional_info: form.additionalInfo,
        pick_up_date: form.pickUpDate,
      },
    };
  };

/** Delivered: 5/23 -> 6 when the seller delivers; 4/8 -> 6 when the buyer collects (method 2). */
export const orderDelivered: Decide = (order) => {
  const from =
    order.shipping_method_id === ShippingMethod.SellerDelivers
      ? [S.InTransit, S.DeliveryOverdue]
      : [S.ReadyToShip, S.ShipmentOverdue];
  if (!allowedFrom(order, from)) return actionNotAllowed();
  return { to: S.Shipped };
};
