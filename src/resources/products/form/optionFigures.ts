import { parseDecimal, parseInteger } from '../../../api/productsPayloads';
import { discountedPrice, netPayout, type Payout } from '../../../../rules';
import { LIMITS } from './rules';

export interface OptionFigures {
  newPrice: number;
  /** Null while the seller's commission is unknown (a server without GetProductFormSettings). */
  payout: Payout | null;
}

/**
 * What the form shows under an option as the seller types (docs/contract/products.md "Net
 * payout"): the price after the discount and the net payout; null while the price or the
 * discount cannot be read.
 */
export function optionFigures(
  priceText: string,
  discountText: string,
  withVat: boolean,
  commissionPercentage: number | null,
): OptionFigures | null {
  const price = parseDecimal(priceText);
  const discount = parseInteger(discountText) ?? 0;
  if (price === null || price <= 0 || discount > LIMITS.discountMax) return null;
  return {
    newPrice: discountedPrice(price, discount),
    payout:
      commissionPercentage === null
        ? null
        : netPayout({ priceForOne: price, discount, withVat, commissionPercentage }),
  };
}
