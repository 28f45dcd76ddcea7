import type { RaRecord } from 'react-admin';
import type { PriceSource } from './OrderLinesInput';
import { BUYER_COLLECTS } from '../../choices';

interface LineValues {
  productId?: number;
  quantity?: number;
  price?: number;
  priceForOne?: number;
}

/** The lines of the POST body: exactly productId, quantity and the market's price field. */
export function linesBody(data: RaRecord, priceSource: PriceSource) {
  const lines = Array.isArray(data.lines) ? (data.lines as LineValues[]) : [];
  return lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    [priceSource]: line[priceSource],
  }));
}

/** Seller, buyer and methods of the POST body (the buyer collects: delivery method 1). */
export function partiesBody(data: RaRecord) {
  const shippingMethodId = data.shippingMethodId as number;
  return {
    sellerId: data.sellerId as number,
    buyerId: data.buyerId as number,
    shippingMethodId,
    deliveryMethodId: shippingMethodId === BUYER_COLLECTS ? 1 : (data.deliveryMethodId as number),
  };
}

/**
 * The coupon of the POST body (docs/contract/marketing.md "Coupons in orders (console)"): the
 * typed code trimmed, left out when blank (the server matches it in any case).
 */
export function couponBody(data: RaRecord): { couponCode?: string } {
  const code = typeof data.couponCode === 'string' ? data.couponCode.trim() : '';
  return code === '' ? {} : { couponCode: code };
}
