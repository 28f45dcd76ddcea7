import type {
  Tender,
  TenderListItem,
  TenderProductOption,
  TenderProposal,
  TenderProposalListItem,
} from '../../../contract';
import { stubOrdersApi, type Handler } from '../orders/ordersHarness';

export { page, renderShell, type ApiCall, type Handler } from '../orders/ordersHarness';

export const T = { timeout: 8000 };
export const ERROR_TEXT = 'Внимание! Что-то пошло не так! Перезагрузите страницу и попробуйте еще!';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An instant `ms` from now (deadlines the countdown reads against the real clock). */
export const fromNow = (ms: number): string => new Date(Date.now() + ms).toISOString();

/** The category list of the search's category filter (docs/contract/products.md). */
export const categories = [
  { id: 14, name: 'Кабель и провод', parentId: null, hasChildren: true },
  { id: 20, name: 'Стройматериалы', parentId: null, hasChildren: true },
];

/** Stubs fetch with the lookups every tender screen needs, then `handlers`. */
export const stubTendersApi = (handlers: Record<string, Handler>) =>
  stubOrdersApi({ 'Product/GetCategoriesByGroupId': () => categories, ...handlers });

export function tenderRow(overrides: Partial<TenderListItem> = {}): TenderListItem {
  return {
    id: 31,
    title: 'Кабель ВВГнг 3×2,5 для склада',
    categoryId: 14,
    categoryName: 'Кабель и провод',
    buyerName: 'ООО «СтройМонтаж»',
    countryName: 'Россия',
    cityName: 'Екатеринбург',
    quantity: 500,
    measureUnit: 'м',
    budgetPerUnit: 1000,
    budgetTotal: 500000,
    deliveryDays: 20,
    shippingMethodId: 1,
    publishDate: '2026-11-20T09:00:00.000Z',
    deadline: fromNow(2 * DAY + 5 * HOUR + 30 * MINUTE),
    statusId: 1,
    proposalsCount: 3,
    myProposalId: null,
    myProposalStatusId: null,
    isNew: false,
    ...overrides,
  };
}

export function proposalRow(overrides: Partial<TenderProposalListItem> = {}): TenderProposalListItem {
  return {
    id: 501,
    tenderId: 31,
    tenderTitle: 'Кабель ВВГнг 3×2,5 для склада',
    tenderStatusId: 1,
    tenderDeadline: fromNow(2 * DAY + 5 * HOUR + 30 * MINUTE),
    buyerName: 'ООО «СтройМонтаж»',
    productId: 12,
    productName: 'Кабель ВВГнг-LS 3×2,5',
    quantity: 500,
    measureUnit: 'м',
    pricePerUnit: 1100,
    budgetPerUnit: 1000,
    deliveryDays: 14,
    deliveryAmount: 5000,
    totalAmount: 555000,
    creationDate: '2026-11-21T10:00:00.000Z',
    statusId: 1,
    orderId: null,
    ...overrides,
  };
}

export function tenderProposal(overrides: Partial<TenderProposal> = {}): TenderProposal {
  return {
    ...proposalRow(),
    comment: 'Отгрузка со склада в Екатеринбурге',
    declinePurpose: null,
    tender: tenderRow({ myProposalId: 501, myProposalStatusId: 1 }),
    orderDescription: null,
    technicalDocumentations: [],
    zipPath: null,
    ...overrides,
  };
}

export function tender(overrides: Partial<Tender> = {}): Tender {
  return {
    ...tenderRow(),
    description: 'Нужен кабель <b>с сертификатом</b>.\nПоставка частями не подходит.',
    deliveryAddress: 'г. Екатеринбург, ул. Монтажников, 4',
    buyer: { id: 18, name: 'ООО «СтройМонтаж»', city: 'Екатеринбург' },
    files: [{ url: '/seller/uploads/spec-31.pdf', fileName: 'Спецификация.pdf' }],
    myProposal: null,
    ...overrides,
  };
}

export const products: TenderProductOption[] = [
  {
    id: 40,
    productName: 'Гвозди строительные 100 мм',
    vendoreCode: 'GV-100',
    categoryId: 20,
    categoryName: 'Стройматериалы',
    measureUnit: 'кг',
    minPrice: 150,
    maxPrice: 180,
    quantity: 900,
    image: null,
  },
  {
    id: 12,
    productName: 'Кабель ВВГнг-LS 3×2,5',
    vendoreCode: 'VVG-325',
    categoryId: 14,
    categoryName: 'Кабель и провод',
    measureUnit: 'м',
    minPrice: 950.5,
    maxPrice: 1100,
    quantity: 5000,
    image: null,
  },
];
