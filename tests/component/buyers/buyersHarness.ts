import type { BuyerDetail, BuyerListItem, BuyerOrder, BuyerOrdersBody } from '../../../contract';
import { page, type ApiCall } from '../orders/ordersHarness';

export {
  page,
  renderShell,
  stubOrdersApi as stubApi,
  type ApiCall,
  type Reply,
} from '../orders/ordersHarness';

export const LIST_PATH = 'SellerSettings/GetBuyersByFilter';
export const SINGLE_PATH = 'SellerSettings/GetSingleBuyer';
export const ORDERS_PATH = 'SellerSettings/GetBuyerOrders';

export function buyerRow(overrides: Partial<BuyerListItem> = {}): BuyerListItem {
  return {
    id: 18,
    buyerName: 'ИП Белов Роман Игоревич',
    userTypeId: 9,
    countryId: 1,
    ordersCount: 4,
    spentAmount: 381336.95,
    lastOrderDate: '2026-11-16T07:05:35.743Z',
    ...overrides,
  };
}

export function buyerDetail(overrides: Partial<BuyerDetail> = {}): BuyerDetail {
  return {
    id: 18,
    buyerName: 'ИП Белов Роман Игоревич',
    fullName: 'Белов Роман Игоревич',
    companyName: 'ИП Белов Роман Игоревич',
    userTypeId: 9,
    countryId: 1,
    countryName: 'Россия',
    city: 'Иваново',
    email: 'belov.roman@demo.ru',
    phoneNumber: '79276401285',
    registrationDate: '2025-03-02T09:00:00.000Z',
    ordersCount: 5,
    spentAmount: 384036.95,
    lastOrderDate: '2026-11-16T07:05:35.743Z',
    averageCheck: 96009.24,
    wholesale: { ordersCount: 3, spentAmount: 381336.95 },
    retail: { ordersCount: 2, spentAmount: 2700 },
    chatId: null,
    ...overrides,
  };
}

/** Both markets' orders of buyer 18, newest first. */
export const buyerOrders: BuyerOrder[] = [
  {
    id: 61,
    isRetail: false,
    number: '2026-000061',
    creationDate: '2026-11-16T07:05:35.743Z',
    statusId: 7,
    totalAmount: 381336.95,
  },
  {
    id: 9,
    isRetail: true,
    number: 'R-000009',
    creationDate: '2026-11-10T10:00:00.000Z',
    statusId: 5,
    totalAmount: 1500,
  },
  {
    id: 8,
    isRetail: true,
    number: 'R-000008',
    creationDate: '2026-11-01T10:00:00.000Z',
    statusId: 6,
    totalAmount: 1200,
  },
  {
    id: 55,
    isRetail: false,
    number: '2026-000055',
    creationDate: '2026-10-20T10:00:00.000Z',
    statusId: 10,
    totalAmount: 9000,
  },
];

/** GetBuyerOrders of the contract over `buyerOrders`: the market asked for, pages. */
export function ordersServer(call: ApiCall): unknown {
  const body = call.json as BuyerOrdersBody;
  const found = buyerOrders.filter(
    (order) => body.orderTypeId === null || order.isRetail === (body.orderTypeId === 1),
  );
  const { page: at, pageSize } = body.pagination;
  return page(
    found.slice((at - 1) * pageSize, at * pageSize),
    found.length,
    Math.max(1, Math.ceil(found.length / pageSize)),
  );
}

export const bodiesOf = (calls: ApiCall[], path: string) =>
  calls.filter((c) => c.path === path).map((c) => c.json);
