import type { Pagination, PagedReply } from './envelope.js';
import type {
  OrderRequestStatusId,
  ShippingMethodId,
  TenderProposalStatusId,
  TenderStatusId,
} from './statuses.js';

/**
 * Order requests (`/seller/api/OrderRequest/...`) and tenders (`/seller/api/Tender/...`):
 * docs/contract/requests-tenders.md. Reply fields the specification does not name are optional
 * (`?`): our server sends them, another server honouring the specification may not, so the client
 * reads replies through src/api/orderRequestsDecoders.ts and tendersDecoders.ts (issue 26).
 */

/** A stored file: its URL under `/seller/uploads/` and the name it had on the sender's computer. */
export interface StoredFile {
  url: string;
  fileName: string;
}

export interface HistoryEntry<Status extends number> {
  statusId: Status;
  date: string;
}

export interface NamedOption {
  id: number;
  name: string;
}

// ---------------------------------------------------------------- order requests

/** `data` of `GET OrderRequest/GetProductsAndBuyersOfOrderRequest?sellerId=`. */
export interface OrderRequestFilterOptions {
  orderRequestBuyers: NamedOption[];
  orderRequestProducts: NamedOption[];
}

/** Body of `POST OrderRequest/GetAllOrderRequests` (spec section 3; empty filters null). */
export interface OrderRequestFilterBody {
  /** The buyer's delivery country; -1 / 0 count as null. */
  country: number | null;
  /** One shipping method id (1 or 2). */
  shippingMethods: number | null;
  requestId: number | null;
  /** One status id; 0 or 1 = no status filter. */
  orderRequestStatuses: number | null;
  /** `yyyy/mm/dd`, a Moscow day of the creation date. */
  startDate: string | null;
  /** `yyyy/mm/dd`, inclusive. */
  endDate: string | null;
  buyerId: number | null;
  productCategoryId: number | null;
  productId: number | null;
  sellerId: number | null;
  pagination: Pagination;
  /** Addition: `creationDate` (default), `deadline` or `id`. */
  column?: 'creationDate' | 'deadline' | 'id' | null;
  /** Addition: default false. */
  sortByAscending?: boolean | null;
}

export interface OrderRequestListItem {
  id: number;
  creationDate: string;
  /** The day the buyer wants an answer by. */
  deadline?: string;
  statusId: OrderRequestStatusId;
  buyerId: number;
  buyerName: string;
  countryId: number | null;
  countryName?: string | null;
  shippingMethodId: ShippingMethodId;
  productsCount?: number;
  /** The first three product names, joined by ', '. */
  productNames?: string;
  totalQuantity?: number;
  /** The proposal's total (rubles), or null without a proposal. */
  proposalAmount?: number | null;
  orderId: number | null;
}

/** `data` of `GetAllOrderRequests`. */
export interface OrderRequestListReply {
  orderRequests: PagedReply<OrderRequestListItem>;
}

export interface OrderRequestProduct {
  /** The line id (`orderRequestProductId` of a proposal line). */
  id: number;
  productId: number;
  productName: string;
  vendoreCode: string | null;
  image: string | null;
  measureUnit: string;
  /** The wanted quantity. */
  quantity: number;
  /** The buyer's wished price per unit, or null. */
  targetPrice: number | null;
  minPrice: number | null;
  maxPrice: number | null;
}

export interface OrderProposalLine {
  orderRequestProductId: number;
  productId: number;
  productName: string;
  quantity: number;
  price: number;
  amount: number;
}

export interface OrderProposal {
  id: number;
  creationDate: string;
  updateDate: string | null;
  validUntil: string;
  deliveryDays: number;
  deliveryAmount: number;
  comment: string | null;
  lines: OrderProposalLine[];
  productsAmount: number;
  totalAmount: number;
}

export interface RequestBuyer {
  id: number;
  fullName: string;
  companyName: string | null;
  email: string;
  phoneNumber: string | null;
  city: string | null;
}

/** `data` of `POST OrderRequest/GetOrderRequestById?orderRequestId=`. */
export interface OrderRequest extends OrderRequestListItem {
  buyer?: RequestBuyer;
  comment: string | null;
  deliveryAddress?: string | null;
  products?: OrderRequestProduct[];
  proposal?: OrderProposal | null;
  rejectReason?: string | null;
  buyerRejectReason?: string | null;
  orderDescription?: string | null;
  technicalDocumentations?: StoredFile[];
  zipPath: string | null;
  history?: HistoryEntry<OrderRequestStatusId>[];
}

export interface OrderProposalLineBody {
  orderRequestProductId: number;
  price: number;
  quantity: number;
}

/** Body of `CreateOrderProposal` and `UpdateOrderProposal`. */
export interface OrderProposalBody {
  orderRequestId: number;
  /** 1..30 days from now. */
  validDays: number;
  /** 1..365 days. */
  deliveryDays: number;
  deliveryAmount: number;
  comment: string | null;
  lines: OrderProposalLineBody[];
}

/** Body of `RejectOrderRequest`. */
export interface RejectOrderRequestBody {
  orderRequestId: number;
  rejectReason: string;
}

/** `data` of both `CreateAnOrder` calls (multipart). */
export interface CreatedOrderReply {
  orderId: number;
  /** `/seller/uploads/<name>.zip` of the technical documentation, or null without files. */
  zipPath: string | null;
}

// ---------------------------------------------------------------- tenders

/** Body of `POST Tender/GetAllTenders`. */
export interface TenderFilterBody {
  sellerId: number | null;
  searchValue: string | null;
  productCategoryId: number | null;
  countryId: number | null;
  /** A tender status; null / 0 = 1 (open). */
  statusId: number | null;
  onlyNew: boolean | null;
  /** ISO: tenders published after it are `isNew`. */
  lastVisitDate: string | null;
  withoutMyProposal: boolean | null;
  dateFrom: string | null;
  dateTo: string | null;
  column: 'deadline' | 'publishDate' | 'budget' | 'quantity' | null;
  sortByAscending: boolean | null;
  pagination: Pagination;
}

export interface TenderListItem {
  id: number;
  title?: string;
  categoryId?: number;
  categoryName?: string;
  buyerName: string;
  countryName?: string | null;
  cityName?: string | null;
  quantity?: number;
  measureUnit?: string;
  budgetPerUnit?: number;
  budgetTotal?: number;
  deliveryDays?: number;
  shippingMethodId: ShippingMethodId;
  publishDate?: string;
  deadline?: string;
  statusId: TenderStatusId;
  proposalsCount?: number;
  myProposalId?: number | null;
  myProposalStatusId?: TenderProposalStatusId | null;
  isNew?: boolean;
}

export type TenderListReply = PagedReply<TenderListItem>;

/** `data` of `POST Tender/GetTenderById?tenderId=`. */
export interface Tender extends TenderListItem {
  description?: string;
  deliveryAddress?: string | null;
  buyer?: { id: number; name: string; city: string | null };
  files?: StoredFile[];
  myProposal?: TenderProposal | null;
}

/** An item of `POST Tender/GetProductsForTenderProposal?storeId=`. */
export interface TenderProductOption {
  id: number;
  productName: string;
  vendoreCode: string | null;
  categoryId?: number;
  categoryName?: string;
  measureUnit?: string;
  minPrice: number | null;
  maxPrice: number | null;
  quantity?: number;
  image: string | null;
}

/** Body of `POST Tender/CreateTenderProposal`. */
export interface TenderProposalBody {
  tenderId: number;
  productId: number;
  pricePerUnit: number;
  quantity: number;
  deliveryDays: number;
  deliveryAmount: number;
  comment: string | null;
}

/** `data` of `CreateTenderProposal`. */
export interface CreatedTenderProposal {
  id: number;
}

/** Body of `POST Tender/GetTenderProposalsByFilter`. */
export interface TenderProposalFilterBody {
  sellerId: number | null;
  statusId: number | null;
  tenderStatusId: number | null;
  searchValue: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  column: 'deadline' | 'creationDate' | 'totalAmount' | null;
  sortByAscending: boolean | null;
  pagination: Pagination;
}

export interface TenderProposalListItem {
  id: number;
  tenderId: number;
  tenderTitle?: string;
  tenderStatusId?: TenderStatusId;
  tenderDeadline?: string;
  buyerName: string;
  productId: number;
  productName: string;
  quantity?: number;
  measureUnit?: string;
  pricePerUnit?: number;
  budgetPerUnit?: number;
  deliveryDays?: number;
  deliveryAmount?: number;
  totalAmount?: number;
  creationDate: string;
  statusId: TenderProposalStatusId;
  orderId: number | null;
}

export type TenderProposalListReply = PagedReply<TenderProposalListItem>;

/** `data` of `POST Tender/GetTenderProposalById?id=`. */
export interface TenderProposal extends TenderProposalListItem {
  comment: string | null;
  declinePurpose: string | null;
  tender?: TenderListItem;
  orderDescription?: string | null;
  technicalDocumentations?: StoredFile[];
  zipPath: string | null;
}

/** Body of `POST Tender/DeclineTenderProposal` (spec section 3). */
export interface DeclineTenderProposalBody {
  tenderId: number;
  declinePurpose: string;
}
