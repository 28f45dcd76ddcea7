import { list, num, paged, spellings, text, textOr, v, type Decoded, type Schema } from './decode';

/**
 * The replies of the order-request calls as the screens read them (docs/contract/requests-tenders.md
 * "Reading replies (issue 26)"). The specification names only the filter, the list's envelope
 * (`orderRequests` with results, pageCount, rowCount) and the option lists: every other field is
 * ours, so each one has a default and a screen shows '----' or an empty state for it.
 */

/** A record read whole by a total schema (one that never fails). */
export const readWith = <T>(schema: Schema<T>, data: unknown): T => v.parse(schema, data);

/**
 * Rows of a list need an id (the row's key and link): a row without a readable one is left out
 * by `list()`. The detail decoders keep a missing id as null and the api fills the asked id.
 */
export function withId<T extends { id: number | null }>(schema: Schema<T>): Schema<T & { id: number }> {
  return v.pipe(
    schema,
    v.check((row) => row.id !== null),
    v.transform((row) => ({ ...row, id: row.id ?? 0 })),
  );
}

/** The shipping method: our spelling first, the orders' `shipingMethodId` (spec section 3) too. */
export const SHIPPING_METHOD_PATHS = ['shippingMethodId', 'shipingMethodId'] as const;

/** A stored file: only one with a URL is a file; a missing name is left blank (the screen names it by its URL). */
export const storedFile = v.pipe(
  spellings({ url: [['url'], text], fileName: [['fileName'], textOr('')] }),
  v.check((file) => file.url !== null),
  v.transform((file) => ({ url: file.url ?? '', fileName: file.fileName })),
);

/** `{id, name}` of the filter option lists; an option without an id or a name cannot be picked. */
const namedOption = v.pipe(
  spellings({ id: [['id'], num], name: [['name'], text] }),
  v.check((option) => option.id !== null && option.name !== null),
  v.transform((option) => ({ id: option.id ?? 0, name: option.name ?? '' })),
);

/** `data` of GetProductsAndBuyersOfOrderRequest (spec section 3 "Filter option lists"). */
export const filterOptionsReply = spellings({
  orderRequestBuyers: [['orderRequestBuyers'], list(namedOption)],
  orderRequestProducts: [['orderRequestProducts'], list(namedOption)],
});
export type OrderRequestFilterOptions = Decoded<typeof filterOptionsReply>;

/** The fields of a request row (also the head of a request). */
const requestFields = spellings({
  id: [['id'], num],
  creationDate: [['creationDate'], text],
  deadline: [['deadline'], text],
  statusId: [['statusId'], num],
  buyerId: [['buyerId', 'buyer.id'], num],
  buyerName: [['buyerName', 'buyer.name', 'buyer.fullName', 'buyer.companyName'], text],
  countryId: [['countryId'], num],
  countryName: [['countryName'], text],
  shippingMethodId: [SHIPPING_METHOD_PATHS, num],
  productsCount: [['productsCount'], num],
  productNames: [['productNames'], text],
  totalQuantity: [['totalQuantity'], num],
  proposalAmount: [['proposalAmount', 'proposal.totalAmount'], num],
  orderId: [['orderId'], num],
});

export const requestListItem = withId(requestFields);
export type OrderRequestListItem = Decoded<typeof requestListItem>;

/** `data` of GetAllOrderRequests: the page is `orderRequests` (spec section 3). */
export const requestListReply = spellings({ orderRequests: [['orderRequests'], paged(requestListItem)] });

/** A requested product; the line id is what a proposal line names, so a line without it is left out. */
const requestProduct = withId(
  spellings({
    id: [['id'], num],
    productId: [['productId'], num],
    productName: [['productName'], text],
    vendoreCode: [['vendoreCode'], text],
    image: [['image'], text],
    measureUnit: [['measureUnit'], text],
    quantity: [['quantity'], num],
    targetPrice: [['targetPrice'], num],
    minPrice: [['minPrice'], num],
    maxPrice: [['maxPrice'], num],
  }),
);
export type OrderRequestProduct = Decoded<typeof requestProduct>;

const cents = (value: number): number => Math.round(value * 100);

/** A proposal line; a missing amount is quantity × price (its definition). */
const proposalLine = v.pipe(
  spellings({
    orderRequestProductId: [['orderRequestProductId'], num],
    productId: [['productId'], num],
    productName: [['productName'], text],
    quantity: [['quantity'], num],
    price: [['price'], num],
    amount: [['amount'], num],
  }),
  v.check((line) => line.orderRequestProductId !== null),
  v.transform((line) => ({
    ...line,
    orderRequestProductId: line.orderRequestProductId ?? 0,
    amount:
      line.amount ??
      (line.quantity !== null && line.price !== null ? cents(line.quantity * line.price) / 100 : null),
  })),
);

const sumOf = (amounts: readonly (number | null)[]): number | null =>
  amounts.length > 0 && amounts.every((amount) => amount !== null)
    ? amounts.reduce<number>((sum, amount) => sum + cents(amount ?? 0), 0) / 100
    : null;

/** The seller's proposal; missing totals follow their definitions (lines, then + delivery). */
const proposalFields = spellings({
  id: [['id'], num],
  creationDate: [['creationDate'], text],
  updateDate: [['updateDate'], text],
  validUntil: [['validUntil'], text],
  deliveryDays: [['deliveryDays'], num],
  deliveryAmount: [['deliveryAmount'], num],
  comment: [['comment'], text],
  lines: [['lines'], list(proposalLine)],
  productsAmount: [['productsAmount'], num],
  totalAmount: [['totalAmount'], num],
});

const proposal = v.pipe(
  v.unknown(),
  v.transform((data) => {
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
    const read = readWith(proposalFields, data);
    const productsAmount = read.productsAmount ?? sumOf(read.lines.map((line) => line.amount));
    const totalAmount =
      read.totalAmount ??
      (productsAmount !== null && read.deliveryAmount !== null
        ? (cents(productsAmount) + cents(read.deliveryAmount)) / 100
        : null);
    return { ...read, productsAmount, totalAmount };
  }),
);
export type OrderProposal = NonNullable<Decoded<typeof proposal>>;

const historyEntry = v.pipe(
  spellings({ statusId: [['statusId'], num], date: [['date'], textOr('')] }),
  v.check((entry) => entry.statusId !== null),
  v.transform((entry) => ({ statusId: entry.statusId ?? 0, date: entry.date })),
);

/** The buyer of a request: nested `buyer` (ours) or the flat `buyerId` / `buyerName` (spec section 3). */
const requestBuyer = spellings({
  id: [['buyer.id', 'buyerId'], num],
  fullName: [['buyer.fullName', 'buyer.name', 'buyerName'], text],
  companyName: [['buyer.companyName'], text],
  email: [['buyer.email'], text],
  phoneNumber: [['buyer.phoneNumber'], text],
  city: [['buyer.city'], text],
});
export type RequestBuyer = Decoded<typeof requestBuyer>;

const requestDetailFields = spellings({
  comment: [['comment'], text],
  deliveryAddress: [['deliveryAddress'], text],
  products: [['products'], list(requestProduct)],
  proposal: [['proposal'], proposal],
  rejectReason: [['rejectReason'], text],
  buyerRejectReason: [['buyerRejectReason'], text],
  orderDescription: [['orderDescription'], text],
  technicalDocumentations: [['technicalDocumentations'], list(storedFile)],
  zipPath: [['zipPath'], text],
  history: [['history'], list(historyEntry)],
});

/** `data` of GetOrderRequestById: the row's fields, the buyer (nested or flat) and the rest. */
export const requestReply = v.pipe(
  v.unknown(),
  v.transform((data) => ({
    ...readWith(requestFields, data),
    ...readWith(requestDetailFields, data),
    buyer: readWith(requestBuyer, data),
  })),
);
export type OrderRequestRead = Decoded<typeof requestReply>;
export type OrderRequest = OrderRequestRead & { id: number };
