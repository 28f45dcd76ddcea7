import { stubApiByPath, type Handler } from '../pathStub';
import { demoInfo, demoStatistics } from '../shell/shellHarness';
import { locationReplies } from '../delivery/locationsHarness';
import type { ShippingDetails, WholesaleOrder, WholesaleOrderListItem } from '../../../contract';

/** Shipping details with nothing filled, as the reference server writes them (contract/orders.ts). */
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

export { renderShell, demoSeller } from '../shell/shellHarness';

export type { ApiCall, Handler, Reply } from '../pathStub';

/**
 * Stubs fetch (`stubApiByPath`) with the calls every order page makes beside its own. Every call
 * is recorded.
 */
export function stubOrdersApi(handlers: Record<string, Handler>) {
  return stubApiByPath({
    'User/GetDashboardStatistics': () => demoStatistics,
    'MarketSeller/GetDashboardInfo': () => demoInfo,
    'User/SetFirstVisitStatus': () => true,
    // the buyer filter of /orders (docs/contract/buyers.md); a test may answer its own buyers
    'SellerSettings/GetBuyersByFilter': () => ({ results: [], pageCount: 1, rowCount: 0 }),
    // the address selects of the ready-to-send form (docs/contract/delivery.md "Locations")
    ...locationReplies,
    ...handlers,
  });
}

export function listItem(overrides: Partial<WholesaleOrderListItem> = {}): WholesaleOrderListItem {
  return {
    id: 61,
    invoiceNumber: '2026-000061',
    creationDate: '2026-11-16T07:05:35.743Z',
    buyerId: 18,
    buyerName: 'ИП Белов Роман Игоревич',
    statusId: 2,
    shipingMethodId: 1,
    deliveryMethodId: 1,
    totalAmount: 381336.95,
    productsCount: 1,
    isPaid: true,
    paymentDeadline: null,
    dispatchDeadline: '2026-11-28T15:15:02.716Z',
    deliveryDeadline: null,
    ...overrides,
  };
}

export function wholesaleOrder(overrides: Partial<WholesaleOrder> = {}): WholesaleOrder {
  return {
    ...listItem(),
    buyer: {
      id: 18,
      fullName: 'Белов Роман Игоревич',
      companyName: 'ИП Белов Роман Игоревич',
      email: 'belov.roman@demo.ru',
      phoneNumber: '+7 (927) 640-12-85',
      city: 'Иваново',
    },
    products: [
      {
        id: 141,
        productId: 5,
        productName: 'Набор отвёрток, 8 предметов',
        vendoreCode: '1-00005',
        quantity: 95,
        measureUnit: 'компл.',
        priceForOne: 3845.71,
        withNDS: true,
        ndsPrice: 60890.41,
        amount: 365342.45,
        image: null,
      },
    ],
    amounts: {
      productsAmount: 365342.45,
      deliveryAmount: 15994.5,
      ndsPrice: 60890.41,
      totalAmount: 381336.95,
    },
    shippingDetails: { ...EMPTY_SHIPPING_DETAILS, deliveryMethodId: 1 },
    payRenewalRequest: null,
    dispatchDeadlineRequest: null,
    declinePurpose: null,
    history: [
      { statusId: 1, date: '2026-11-16T07:05:35.743Z' },
      { statusId: 2, date: '2026-11-18T17:47:45.245Z' },
    ],
    ...overrides,
  };
}

export const page = (results: unknown[], rowCount = results.length, pageCount = 1) => ({
  results,
  rowCount,
  pageCount,
});
