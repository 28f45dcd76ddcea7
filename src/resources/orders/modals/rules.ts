import { parseImIds } from '../../../api/retailOrdersPayloads';
import { DeliveryMethod, RetailStatus } from '../../../domain';
import {
  DOCUMENT_TYPES,
  IMAGE_TYPES,
  maxLength,
  requiredId,
  requiredText,
  validateDay,
  validateFiles,
  validateInteger,
  validatePhone,
  validatePostalIndex,
  type FieldErrors,
  type Message,
} from '../shared/validation';

/** Validation of the order modal forms (pure: values in, field errors out). */

// Cargo (ready to send) -------------------------------------------------------------------------

export const READY_DAYS_MIN = 1;
export const READY_DAYS_MAX = 60;

export interface CargoValues {
  dispatchDay: Date | null;
  readyDays: string;
  countryId: number | null;
  regionId: number | null;
  cityId: number | null;
  street: string;
  houseNumber: string;
  apartmentOrOficeNumber: string;
  postalIndex: string;
}

export type CargoField = keyof CargoValues;

export function validateCargo(
  values: CargoValues,
  deliveryMethodId: number,
  now = new Date(),
): FieldErrors<CargoField> {
  if (deliveryMethodId === DeliveryMethod.PostOrCourier) {
    return { dispatchDay: validateDay(values.dispatchDay, { minDaysAhead: 0 }, now) };
  }
  return {
    readyDays: validateInteger(values.readyDays, READY_DAYS_MIN, READY_DAYS_MAX),
    countryId: requiredId(values.countryId),
    regionId: requiredId(values.regionId),
    cityId: requiredId(values.cityId),
    street: requiredText(values.street, 200),
    houseNumber: requiredText(values.houseNumber, 20),
    apartmentOrOficeNumber: maxLength(values.apartmentOrOficeNumber, 20),
    postalIndex: validatePostalIndex(values.postalIndex),
  };
}

// On way (in transit) -------------------------------------------------------------------------

export interface OnWayValues {
  transportMark: string;
  transportNumber: string;
  driverFulname: string;
  phonePrefix: string;
  phoneNumber: string;
  voyageNumber: string;
  trackCode: string;
  additionalInfo: string;
  pickUpDate: Date | null;
  files: File[];
}

export type OnWayField = Exclude<keyof OnWayValues, 'phonePrefix'>;

/** Which in-transit fields the order's delivery method uses. */
export function onWayFieldsFor(deliveryMethodId: number): { driver: boolean; trackCode: boolean } {
  return {
    driver: deliveryMethodId === DeliveryMethod.MotorTransport,
    trackCode: deliveryMethodId !== DeliveryMethod.MotorTransport,
  };
}

/**
 * Motor transport (1) needs the vehicle and the driver; CDEK (2) and post (3) need the track
 * code. The pick-up date is required (today or later is not enforced: goods may have left).
 */
export function validateOnWay(values: OnWayValues, deliveryMethodId: number): FieldErrors<OnWayField> {
  const uses = onWayFieldsFor(deliveryMethodId);
  const errors: FieldErrors<OnWayField> = {
    voyageNumber: maxLength(values.voyageNumber, 50),
    additionalInfo: maxLength(values.additionalInfo, 1000),
    pickUpDate: validateDay(values.pickUpDate, { minDaysAhead: -MAX_PAST_DAYS }),
    files: validateFiles(values.files, DOCUMENT_TYPES),
  };
  if (uses.driver) {
    errors.transportMark = requiredText(values.transportMark, 100);
    errors.transportNumber = requiredText(values.transportNumber, 30);
    errors.driverFulname = requiredText(values.driverFulname, 150);
    errors.phoneNumber = validatePhone(values.phonePrefix, values.phoneNumber);
  } else {
    errors.trackCode = requiredText(values.trackCode, 64);
  }
  return errors;
}

/** A pick-up date may lie at most this many days in the past. */
export const MAX_PAST_DAYS = 30;

// Retail shipping info ----------------------------------------------------------------------------

export interface ShippedRetailValues {
  pickupDate: Date | null;
  phonePrefix: string;
  phoneNumber: string;
  images: File[];
}

export type ShippedRetailField = 'pickupDate' | 'phoneNumber' | 'images';

/** Pick-up today or later; the driver phone unless delivery method 3; images JPEG/PNG/WebP. */
export function validateShippedRetail(
  values: ShippedRetailValues,
  deliveryMethodId: number,
  now = new Date(),
): FieldErrors<ShippedRetailField> {
  return {
    pickupDate: validateDay(values.pickupDate, { minDaysAhead: 0 }, now),
    phoneNumber:
      deliveryMethodId === DeliveryMethod.PostOrCourier
        ? undefined
        : validatePhone(values.phonePrefix, values.phoneNumber),
    images: validateFiles(values.images, IMAGE_TYPES),
  };
}

// Retail status change ----------------------------------------------------------------------------

export interface ChangeStatusValues {
  cdekOfficeAddress: string;
  imIds: string;
}

export type ChangeStatusField = keyof ChangeStatusValues;

/** "In transit" (3) with CDEK (delivery method 2) asks for the office address and the ImIds. */
export const needsCdek = (toStatus: number, deliveryMethodId: number | null): boolean =>
  toStatus === RetailStatus.InTransit && deliveryMethodId === DeliveryMethod.Cdek;

export function validateChangeStatus(
  values: ChangeStatusValues,
  toStatus: number,
  deliveryMethodId: number | null,
): FieldErrors<ChangeStatusField> {
  if (!needsCdek(toStatus, deliveryMethodId)) return {};
  const ids = parseImIds(values.imIds);
  let imIds: Message | undefined;
  if (ids.length === 0) imIds = { key: 'orders.validation.imIds' };
  else if (ids.some((id) => id.length > 64)) imIds = { key: 'orders.validation.imIdTooLong' };
  return { cdekOfficeAddress: requiredText(values.cdekOfficeAddress, 300), imIds };
}
