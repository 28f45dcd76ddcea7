import type {
  OrderAmounts,
  OrderBuyer,
  RetailOrder,
  RetailOrderBuyer,
  RetailOrderHistoryItem,
  RetailOrderProduct,
  RetailOrderReply,
  RetailShippingInfo,
  ShippingDetails,
  WholesaleOrder,
  WholesaleOrderHistoryItem,
  WholesaleOrderProduct,
  WholesaleOrderReply,
} from '../../contract';

/**
 * The order detail replies as the pages read them (issue 8.27). The specification fixes almost
 * nothing of `GetOrderById` / `GetRetailOrderInfo`, so every part may be missing: here each
 * missing scalar becomes null, each missing list `[]` and each missing block null, and the pages
 * show '----' or leave the part out. The types say so, so a page cannot forget a missing part.
 */

/** Every field present, each possibly null. */
type Open<T> = { [K in keyof T]-?: Exclude<T[K], undefined> | null };

type WholesaleScalars = Omit<
  WholesaleOrder,
  'id' | 'buyer' | 'products' | 'amounts' | 'shippingDetails' | 'history'
>;

export interface WholesaleOrderDetail extends Open<WholesaleScalars> {
  /** The order id (the route's id when the reply has none). */
  id: number;
  buyer: Partial<OrderBuyer> | null;
  products: Partial<WholesaleOrderProduct>[];
  amounts: Partial<OrderAmounts> | null;
  /** Always an object; `shippingMethodId` copied from the top-level `shipingMethodId`. */
  shippingDetails: ShippingDetails;
  history: WholesaleOrderHistoryItem[];
}

export const EMPTY_SHIPPING_DETAILS: ShippingDetails = {
  shippingMethodId: null,
  deliveryMethodId: null,
  address: null,
  dispatchDay: null,
  readyDays: null,
  transportMark: null,
  transportNumber: null,
  driverFulname: null,
  driverPhone: null,
  voyageNumber: null,
  trackCode: null,
  additionalInfo: null,
  pickUpDate: null,
  procurationFiles: [],
  fileNames: {},
};

const list = <T>(value: readonly T[] | null | undefined): T[] => (Array.isArray(value) ? [...value] : []);
const block = <T extends object>(value: T | null | undefined): T | null =>
  value !== null && typeof value === 'object' ? value : null;
const names = (value: Record<string, string> | null | undefined): Record<string, string> =>
  value !== null && typeof value === 'object' ? value : {};

/** GetOrderById's reply as the page reads it; `requestedId` stands in for a missing `id`. */
export function withShippingMethod(
  reply: WholesaleOrderReply | null | undefined,
  requestedId = reply?.id ?? 0,
): WholesaleOrderDetail {
  const o: WholesaleOrderReply = reply ?? {};
  const details = { ...EMPTY_SHIPPING_DETAILS, ...block(o.shippingDetails) };
  return {
    id: o.id ?? requestedId,
    invoiceNumber: o.invoiceNumber ?? null,
    creationDate: o.creationDate ?? null,
    buyerId: o.buyerId ?? null,
    buyerName: o.buyerName ?? null,
    statusId: o.statusId ?? null,
    shipingMethodId: o.shipingMethodId ?? null,
    deliveryMethodId: o.deliveryMethodId ?? null,
    totalAmount: o.totalAmount ?? null,
    productsCount: o.productsCount ?? null,
    isPaid: o.isPaid ?? null,
    paymentDeadline: o.paymentDeadline ?? null,
    dispatchDeadline: o.dispatchDeadline ?? null,
    deliveryDeadline: o.deliveryDeadline ?? null,
    buyer: block(o.buyer),
    products: list(o.products),
    amounts: block(o.amounts),
    shippingDetails: {
      ...details,
      procurationFiles: list(details.procurationFiles),
      fileNames: names(details.fileNames),
      shippingMethodId: o.shipingMethodId ?? details.shippingMethodId ?? null,
    },
    payRenewalRequest: block(o.payRenewalRequest),
    dispatchDeadlineRequest: block(o.dispatchDeadlineRequest),
    declinePurpose: o.declinePurpose ?? null,
    couponCode: o.couponCode ?? null,
    history: list(o.history),
  };
}

type RetailScalars = Omit<RetailOrder, 'id' | 'buyer' | 'products' | 'shippingInfo' | 'imIds' | 'history'>;

export interface RetailOrderDetail extends Open<RetailScalars> {
  id: number;
  buyer: Partial<RetailOrderBuyer> | null;
  products: Partial<RetailOrderProduct>[];
  /** Null until AddInfoForShipping (or when the reply has none). */
  shippingInfo:
    | (Open<Omit<RetailShippingInfo, 'images' | 'fileNames'>> & {
        images: string[];
        fileNames: Record<string, string>;
      })
    | null;
  imIds: string[];
  history: RetailOrderHistoryItem[];
}

/** GetRetailOrderInfo's reply as the page reads it; `requestedId` stands in for a missing `id`. */
export function toRetailOrderDetail(
  reply: RetailOrderReply | null | undefined,
  requestedId = reply?.id ?? 0,
): RetailOrderDetail {
  const o: RetailOrderReply = reply ?? {};
  const info = block(o.shippingInfo);
  return {
    id: o.id ?? requestedId,
    number: o.number ?? null,
    creationDate: o.creationDate ?? null,
    buyerName: o.buyerName ?? null,
    productName: o.productName ?? null,
    productsCount: o.productsCount ?? null,
    amount: o.amount ?? null,
    retailOrderStatus: o.retailOrderStatus ?? null,
    deliveryMethodId: o.deliveryMethodId ?? null,
    shipingMethodId: o.shipingMethodId ?? null,
    buyer: block(o.buyer),
    deliveryAddress: o.deliveryAddress ?? null,
    products: list(o.products),
    shippingInfo: info
      ? {
          pickupDate: info.pickupDate ?? null,
          driverPhone: info.driverPhone ?? null,
          deliveryMethodId: info.deliveryMethodId ?? null,
          shippingMethodId: info.shippingMethodId ?? null,
          images: list(info.images),
          fileNames: names(info.fileNames),
        }
      : null,
    cdekOfficeAddress: o.cdekOfficeAddress ?? null,
    imIds: list(o.imIds),
    readinessDeadline: o.readinessDeadline ?? null,
    shippingDeadline: o.shippingDeadline ?? null,
    deliveryDeadline: o.deliveryDeadline ?? null,
    declinePurpose: o.declinePurpose ?? null,
    couponCode: o.couponCode ?? null,
    discountAmount: o.discountAmount ?? null,
    history: list(o.history),
  };
}
