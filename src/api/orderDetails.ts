import {
  decoder,
  list,
  maybeFlag,
  maybeRecord,
  num,
  record,
  text,
  v,
  type Decoded,
  type Decoder,
  type Schema,
} from './decode';

/**
 * The order replies as the pages read them (issue 8.27, README "Wire types and decoded types").
 * The specification fixes almost nothing of the order replies: of `GetOrderById` only
 * `shippingDetails` (with `shippingMethodId` from the top-level `shipingMethodId`), of the lists
 * the filter fields, of `GetRetailOrderInfo` nothing. So every part may be missing: each missing
 * scalar decodes as null, each missing list as `[]` and each missing block as null, and the pages
 * show '----' or leave the part out. The decoded types say so, so a page cannot forget a missing
 * part. Status ids are kept as numbers (an id the client does not know reads 'Статус <id>').
 */

// ---------------------------------------------------------------------------------------------
// Field schemas shared by the order modules
// ---------------------------------------------------------------------------------------------

/** Text, or null when missing, not text or blank (a blank name or date is as good as none). */
export const filled = v.pipe(
  text,
  v.transform((value): string | null => (value !== null && value.trim() !== '' ? value : null)),
);

/** A non-blank string item of a list (a URL, an id): anything else is left out of the list. */
const listText = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== ''),
);

/** Names by URL (`fileNames`): only string values are kept; a missing or odd value is `{}`. */
const namesByUrl = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform((value): Record<string, string> =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
          )
        : {},
    ),
  ),
  () => ({}),
);

/**
 * A list row that has an id: a row without one can be neither keyed nor opened, so `list()`
 * leaves it out instead of showing a row that leads nowhere.
 */
export function keyed<T extends { id: number | null }>(schema: Schema<T>): Schema<T & { id: number }> {
  return v.pipe(
    schema,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const row = dataset.value;
      if (row.id === null) {
        addIssue({ message: 'row without id' });
        return NEVER;
      }
      return { ...row, id: row.id };
    }),
  );
}

/** A block that is null when it is missing, or when it carries none of the fields read. */
function block<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    maybeRecord(entries),
    v.transform((value) =>
      value !== null && Object.values(value).some((field) => field !== null && field !== false)
        ? value
        : null,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Wholesale
// ---------------------------------------------------------------------------------------------

/** The fields of a wholesale list row, also the top of `GetOrderById` (spelling `shipingMethodId`). */
const wholesaleRowEntries = {
  id: num,
  invoiceNumber: filled,
  creationDate: filled,
  buyerId: num,
  buyerName: filled,
  statusId: num,
  shipingMethodId: num,
  deliveryMethodId: num,
  totalAmount: num,
  productsCount: num,
  isPaid: maybeFlag,
  paymentDeadline: filled,
  dispatchDeadline: filled,
  deliveryDeadline: filled,
};

/** A row of `GetAllOrdersByFilter` as decoded: only rows with an id are kept. */
export const wholesaleOrderRow = keyed(record(wholesaleRowEntries));
export type WholesaleOrderRow = Decoded<typeof wholesaleOrderRow>;

const orderBuyer = block({
  id: num,
  fullName: filled,
  companyName: filled,
  email: filled,
  phoneNumber: filled,
  city: filled,
});
export type OrderBuyerDetail = NonNullable<Decoded<typeof orderBuyer>>;

/** A product line; a list item that is not a record (a `null`) is left out. */
const wholesaleProduct = v.object({
  id: num,
  productId: num,
  productName: filled,
  vendoreCode: filled,
  quantity: num,
  measureUnit: filled,
  priceForOne: num,
  /** Null when the reply does not say (then the VAT figure is shown as given, or '----'). */
  withNDS: maybeFlag,
  ndsPrice: num,
  amount: num,
  image: filled,
});
export type WholesaleProductLine = Decoded<typeof wholesaleProduct>;

const orderAmounts = block({
  productsAmount: num,
  deliveryAmount: num,
  ndsPrice: num,
  totalAmount: num,
  /** An addition (coupons): null from a server without it. */
  discountAmount: num,
});
export type OrderAmountsDetail = NonNullable<Decoded<typeof orderAmounts>>;

const readyToSendAddress = block({
  countryId: num,
  regionId: num,
  cityId: num,
  street: filled,
  houseNumber: filled,
  apartmentOrOficeNumber: filled,
  postalIndex: filled,
});

const shippingDetails = record({
  shippingMethodId: num,
  deliveryMethodId: num,
  address: readyToSendAddress,
  /** The address in words, written by the reference server (an addition). */
  addressText: filled,
  dispatchDay: filled,
  readyDays: num,
  transportMark: filled,
  transportNumber: filled,
  driverFulname: filled,
  driverPhone: filled,
  voyageNumber: filled,
  trackCode: filled,
  additionalInfo: filled,
  pickUpDate: filled,
  /** URLs `/seller/uploads/<name>`. */
  procurationFiles: list(listText),
  /** Original file names by URL (an addition): `{}` without it. */
  fileNames: namesByUrl,
});
/** `shippingDetails` of an order as decoded: always an object, every field possibly null. */
export type OrderShippingDetails = Decoded<typeof shippingDetails>;

/** Shipping details with nothing filled: the value of a reply without them. */
export const EMPTY_SHIPPING_DETAILS: OrderShippingDetails = v.parse(shippingDetails, {});

/** A history entry needs its status (a dateless one shows '----' as its date). */
const wholesaleHistoryEntry = v.pipe(
  v.object({ statusId: num, date: filled }),
  v.rawTransform(({ dataset: { value: entry }, addIssue, NEVER }) => {
    if (entry.statusId === null) {
      addIssue({ message: 'history entry without status' });
      return NEVER;
    }
    return { statusId: entry.statusId, date: entry.date };
  }),
);

/** The buyer's request for more days to pay: only with its number of days. */
const payRenewalRequest = v.pipe(
  maybeRecord({ suggestedDays: num }),
  v.transform((value) => (value?.suggestedDays != null ? { suggestedDays: value.suggestedDays } : null)),
);

/** A request to move the dispatch deadline: only with its date. */
const dispatchDeadlineRequest = v.pipe(
  maybeRecord({ extendingDate: filled }),
  v.transform((value) => (value?.extendingDate ? { extendingDate: value.extendingDate } : null)),
);

const wholesaleOrder = record({
  ...wholesaleRowEntries,
  buyer: orderBuyer,
  products: list(wholesaleProduct),
  amounts: orderAmounts,
  shippingDetails,
  payRenewalRequest,
  dispatchDeadlineRequest,
  declinePurpose: filled,
  /** An addition (coupons). */
  couponCode: filled,
  /** Oldest first. */
  history: list(wholesaleHistoryEntry),
});

/** `GetOrderById` as the page reads it. */
export interface WholesaleOrderDetail extends Omit<Decoded<typeof wholesaleOrder>, 'id'> {
  /** The order id (the route's id when the reply has none). */
  id: number;
}

/**
 * The decoder of `GetOrderById`: `requestedId` stands in for a missing `id`, and the top-level
 * `shipingMethodId` is copied into `shippingDetails.shippingMethodId` (spec section 3).
 * `data: null` (or anything but an object) reads as an empty reply.
 */
export function wholesaleOrderDecoder(requestedId: number): Decoder<WholesaleOrderDetail> {
  const decode = decoder(wholesaleOrder);
  return (data) => {
    const order = decode(data);
    return {
      ...order,
      id: order.id ?? requestedId,
      shippingDetails: {
        ...order.shippingDetails,
        shippingMethodId: order.shipingMethodId ?? order.shippingDetails.shippingMethodId,
      },
    };
  };
}

// ---------------------------------------------------------------------------------------------
// Retail
// ---------------------------------------------------------------------------------------------

/** The fields of a retail list row, also the top of `GetRetailOrderInfo`. */
const retailRowEntries = {
  id: num,
  /** The order number (`1000046`); null from a server without it ('№ ----'). */
  number: filled,
  creationDate: filled,
  buyerName: filled,
  productName: filled,
  productsCount: num,
  amount: num,
  retailOrderStatus: num,
  deliveryMethodId: num,
  shipingMethodId: num,
};

/** A row of both retail list calls as decoded: only rows with an id are kept. */
export const retailOrderRow = keyed(record(retailRowEntries));
export type RetailOrderRow = Decoded<typeof retailOrderRow>;

const retailBuyer = block({ id: num, fullName: filled, phoneNumber: filled, email: filled });

/** A product line; a list item that is not a record is left out. */
const retailProduct = v.object({
  retailOrderProductsId: num,
  productId: num,
  productName: filled,
  quantity: num,
  price: num,
  amount: num,
  image: filled,
});
export type RetailProductLine = Decoded<typeof retailProduct>;

/** Null until AddInfoForShipping (or when the reply has none). */
const retailShippingInfo = maybeRecord({
  pickupDate: filled,
  driverPhone: filled,
  deliveryMethodId: num,
  shippingMethodId: num,
  images: list(listText),
  fileNames: namesByUrl,
});

const retailHistoryEntry = v.pipe(
  v.object({ retailOrderStatus: num, date: filled }),
  v.rawTransform(({ dataset: { value: entry }, addIssue, NEVER }) => {
    if (entry.retailOrderStatus === null) {
      addIssue({ message: 'history entry without status' });
      return NEVER;
    }
    return { retailOrderStatus: entry.retailOrderStatus, date: entry.date };
  }),
);

const retailOrder = record({
  ...retailRowEntries,
  buyer: retailBuyer,
  deliveryAddress: filled,
  products: list(retailProduct),
  shippingInfo: retailShippingInfo,
  cdekOfficeAddress: filled,
  imIds: list(listText),
  readinessDeadline: filled,
  shippingDeadline: filled,
  deliveryDeadline: filled,
  /** An addition: the seller's reason of a cancel. */
  declinePurpose: filled,
  /** Additions (coupons). */
  couponCode: filled,
  discountAmount: num,
  /** Oldest first. */
  history: list(retailHistoryEntry),
});

/** `GetRetailOrderInfo` as the page reads it. */
export interface RetailOrderDetail extends Omit<Decoded<typeof retailOrder>, 'id'> {
  id: number;
}

/** The decoder of `GetRetailOrderInfo`: `requestedId` stands in for a missing `id`. */
export function retailOrderDecoder(requestedId: number): Decoder<RetailOrderDetail> {
  const decode = decoder(retailOrder);
  return (data) => {
    const order = decode(data);
    return { ...order, id: order.id ?? requestedId };
  };
}
