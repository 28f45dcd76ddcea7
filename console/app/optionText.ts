import type { TranslateFunction } from 'react-admin';
import { rublesAmount } from '../../rules';
import type { BuyerRecord, Market, RetailOrderRecord, WholesaleOrderRecord } from './records';

/**
 * How the console's pickers name records, as the seller's screens name them: a buyer by the
 * company first (what the seller sees), then the person; an order by its number, store, buyer
 * and sum. Pure functions (the texts are message keys of ./messages.ts).
 */

/** 'ООО Ромашка — Иван Петров', or 'Иван Петров' without a company: every buyer picker. */
export function buyerOptionText(buyer: Pick<BuyerRecord, 'firstName' | 'lastName' | 'companyName'>): string {
  const person = [buyer.firstName, buyer.lastName]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
  const company = buyer.companyName?.trim() ?? '';
  if (company === '') return person;
  return person === '' ? company : `${company} — ${person}`;
}

/** What an order picker reads of an order of either market. */
type OrderFields = 'id' | 'storeName' | 'buyerName';
type WholesaleOption = Pick<WholesaleOrderRecord, OrderFields | 'invoiceNumber' | 'totalAmount'>;
type RetailOption = Pick<RetailOrderRecord, OrderFields | 'number' | 'amount'>;

/**
 * An order of a market in a picker: 'Заказ № 12 · счёт 2026-000012 · Магазин · ООО Ромашка ·
 * 12 345,00 руб.' (wholesale: the number is the id, as the seller's list shows it; retail: its
 * 7-digit number, no invoice). A missing store or invoice is left out.
 */
export function orderOptionText(
  market: Market,
  translate: TranslateFunction,
): (order: WholesaleOption | RetailOption) => string {
  return (order) => {
    const { number, invoice, amount } =
      market === 'retail'
        ? {
            number: (order as RetailOption).number,
            invoice: null,
            amount: (order as RetailOption).amount,
          }
        : {
            number: order.id,
            invoice: (order as WholesaleOption).invoiceNumber,
            amount: (order as WholesaleOption).totalAmount,
          };
    const parts = [
      translate('console.orderOption.number', { number }),
      invoice ? translate('console.orderOption.invoice', { invoice }) : '',
      order.storeName ?? '',
      order.buyerName,
      translate('console.orderOption.amount', { amount: rublesAmount(amount) }),
    ];
    return parts.filter((part) => part !== '').join(' · ');
  };
}
