import type { Pagination, PagedReply } from './envelope.js';

/** Marketing and the store widget (`/seller/api/Marketing/...`): docs/contract/marketing.md. */

/** Advert or offer status (spec section 4): 1 active, 2 expired, 3 reactivated, 4 declined, 5 new or pending. */
export type AdvertStatus = 1 | 2 | 3 | 4 | 5;

/** Product labels (spec section 3): 1 new, 2 discount, 3 sale, 4 top, 5 free delivery. */
export type HighlightLabel = 1 | 2 | 3 | 4 | 5;

// ---------------------------------------------------------------- coupons

/** 1 percent, 2 fixed amount in rubles. */
export type CouponDiscountType = 1 | 2;

/** 1 retail, 2 wholesale (as `productTypeId` and `orderTypeId`). */
export type CouponMarketType = 1 | 2;

/** Computed by the server (precedence in this order): disabled, expired, usedUp, scheduled, active. */
export type CouponStatus = 'active' | 'scheduled' | 'expired' | 'usedUp' | 'disabled';

/** What the seller writes: the body of `CreateCoupone`, and with `id` of `UpdateCoupones`. */
export interface CouponInput {
  /** 4..20 of A–Z, 0–9, '-'; upper-cased by the server; unique per store whatever the case. */
  code: string;
  discountType: CouponDiscountType;
  /** Percent 1..99 (whole), or rubles > 0 (two decimals at most). */
  discountValue: number;
  /** Rubles ≥ 0 (0 = no minimum). */
  minOrderAmount: number;
  /** `yyyy-MM-dd`, a Moscow day: valid from its start. */
  validFrom: string;
  /** `yyyy-MM-dd`, a Moscow day: valid to its end; ≥ validFrom. */
  validTo: string;
  /** null = unlimited; else 1..1,000,000. */
  usageLimit: number | null;
  marketType: CouponMarketType;
  /** The seller's products of the coupon's market (0..100 distinct); both lists empty = the whole store. */
  productIds: number[];
  /** Known category ids (0..100 distinct); a product in such a category (or below it) counts. */
  categoryIds: number[];
  isActive: boolean;
}

export interface CouponUpdateBody extends CouponInput {
  id: number;
  /** Needed to move the end of an expired coupon into the future (else status -2). */
  reactivate?: boolean;
}

export interface Coupon extends CouponInput {
  id: number;
  /** Read-only: how many orders used it. */
  usageCount: number;
  status: CouponStatus;
  createdAt: string;
  updatedAt: string;
}

/** `POST GetCoupones`: any filter may be null/absent. Sorted by id descending. */
export interface CouponListBody {
  sellerId?: number | null;
  status?: CouponStatus | null;
  /** Part of the code, case-insensitive. */
  code?: string | null;
  marketType?: CouponMarketType | null;
  pagination: Pagination;
}

// ---------------------------------------------------------------- banners

export interface BannerPosition {
  id: number;
  name: string;
  /** The marketplace page the banner shows on ('Главная', 'Каталог', ...). */
  page: string;
  /** The image's exact pixel size. */
  width: number;
  height: number;
  /** Rubles per weekday; a day's own price is in `GetBannerPricesWithDate`. */
  basePrice: number;
}

/** One day of `GET GetBannerPricesWithDate?bannerPositionId=` (today and the next 89 days, Moscow). */
export interface BannerDayPrice {
  /** `yyyy-MM-dd`. */
  date: string;
  price: number;
  /** Another banner (any seller's) holds the position that day. */
  isBooked: boolean;
}

/** `POST CreateBanner` (multipart) reply; the payment URL is also what `MakeProductAs...` answer. */
export interface PaymentStart {
  paymentId: string;
  /** Absolute http(s) URL of the payment page. */
  paymentUrl: string;
  amount: number;
}

export interface BannerCreated extends PaymentStart {
  bannerId: number;
}

/** The banner's own state; `advertStatus` is derived from it (docs/contract/marketing.md). */
export type BannerState = 'awaitingPayment' | 'cancelled' | 'awaitingApproval' | 'approved' | 'declined';

export interface Banner {
  id: number;
  /** URL of the stored image. */
  bannerFilePath: string;
  position: BannerPosition;
  /** `yyyy-MM-dd` Moscow days, both included. */
  dateFrom: string;
  dateTo: string;
  price: number;
  link: string | null;
  state: BannerState;
  advertStatus: AdvertStatus;
  declineReason: string | null;
  paymentId: string;
  createdAt: string;
}

/** `POST GetBanners`: banners of `userId` (the caller), newest first; cancelled ones are not listed. */
export interface BannerListBody {
  userId?: number | null;
  status?: AdvertStatus | null;
  /** `yyyy-MM-dd`: banners showing on that day or later / on that day or earlier. */
  dateFrom?: string | null;
  dateTo?: string | null;
  pagination: Pagination;
}

// ---------------------------------------------------------------- payments

export type PaymentKind = 'banner' | 'highlight' | 'top';
export type PaymentStatus = 'pending' | 'paid' | 'cancelled';

/** `GET GetPayment?paymentId=` (addition; the owner only). */
export interface Payment {
  paymentId: string;
  kind: PaymentKind;
  status: PaymentStatus;
  amount: number;
  createdAt: string;
  decidedAt: string | null;
  /** highlight / top. */
  productId: number | null;
  productName: string | null;
  /** highlight only. */
  label: HighlightLabel | null;
  /** highlight / top. */
  daysCount: number | null;
  /** highlight / top once paid: ISO instants. */
  activeFrom: string | null;
  activeTo: string | null;
  /** banner only. */
  bannerId: number | null;
  positionName: string | null;
  /** banner only: `yyyy-MM-dd`. */
  dateFrom: string | null;
  dateTo: string | null;
}

// ---------------------------------------------------------------- highlights and top

/** `GET HighlightedPeriods` / `GET TopProductsPeriods` item. */
export interface PromotionPeriod {
  id: number;
  daysCount: number;
  /** Rubles. */
  price: number;
}

/** `POST ProductsForHighlighting`: products eligible for at least one flagged label (all false = any label). */
export interface ProductsForHighlightingBody {
  sellerId?: number | null;
  forNew: boolean;
  forDiscount: boolean;
  forSale: boolean;
  forFreeDelivery: boolean;
  forTop: boolean;
}

export interface HighlightCandidate {
  productId: number;
  productName: string;
  productImage: string | null;
  productTypeId: 1 | 2;
  /** Average review rating, 2 decimals; 0 without reviews. */
  rating: number;
  eligibleLabels: HighlightLabel[];
  /** Labels with a highlight active or waiting for payment (cannot be bought again now). */
  takenLabels: HighlightLabel[];
}

/** `GET ProductsThatRatingMoreThanFour?sellerId=` item. */
export interface TopCandidate {
  productId: number;
  productName: string;
  productImage: string | null;
  rating: number;
  reviewsCount: number;
  /** A top promotion is active or waiting for payment. */
  isTop: boolean;
}

/** `POST HighlightedProducts` / `POST TopProducts` body; sorted by id descending. */
export interface PromotionListBody {
  sellerId?: number | null;
  /** HighlightedProducts only. */
  label?: HighlightLabel | null;
  status?: AdvertStatus | null;
  pagination: Pagination;
}

export interface PromotionRow {
  id: number;
  productId: number;
  productName: string;
  productImage: string | null;
  /** highlight: the label; top: null. */
  label: HighlightLabel | null;
  daysCount: number;
  price: number;
  /** ISO instants once paid, else null. */
  activeFrom: string | null;
  activeTo: string | null;
  advertStatus: AdvertStatus;
  paymentId: string;
}

export interface MakeHighlightBody {
  productId: number;
  periodId: number;
  label: HighlightLabel;
}

export interface MakeTopBody {
  productId: number;
  periodId: number;
}

// ---------------------------------------------------------------- optimization and widget

export type SearchSuggestion =
  'addReviews' | 'improveRating' | 'buyHighlight' | 'buyTop' | 'freeDelivery' | 'completeCard';

/**
 * `GET GetSearchOptimization?page=&pageSize=` (addition) query: `page` 1-based (default 1),
 * `pageSize` 1..100 (default 10).
 */
export interface SearchOptimizationQuery {
  page?: number;
  pageSize?: number;
}

/** `GET GetSearchOptimization` (addition) item. */
export interface SearchOptimizationRow {
  productId: number;
  name: string;
  categoryName: string | null;
  /** 1-based place among the published products of its first category (all stores). */
  position: number;
  of: number;
  /** 0..100. */
  score: number;
  /** Each 0..1: how much of the factor's weight the product earns. */
  factors: {
    rating: number;
    reviews: number;
    highlighted: number;
    top: number;
    freeDelivery: number;
    completeness: number;
  };
  suggestions: SearchSuggestion[];
}

/** `data` of `GET GetSearchOptimization`: one page of the caller's rows, weakest first. */
export type SearchOptimizationReply = PagedReply<SearchOptimizationRow>;

/**
 * `GET GetWidgetInfoByStoreId?storeId=` (public, no token): only what the widget shows. The
 * specification's Store fields (section 3) come first; the rest are this project's additions, which
 * another server may leave out (the widget reads both spellings, docs/contract/marketing.md).
 */
export interface WidgetInfo {
  storeName: string;
  storeLogo: string | null;
  storePicture: string | null;
  /** The average of the seller's reviews, 0 without reviews; the widget shows it minus 0.1. */
  storeRating: number;
  productCount: number;
  storeId?: number;
  name?: string;
  logoUrl?: string | null;
  pictureUrl?: string | null;
  rating?: number;
  /** The store on the main website (absolute URL). */
  storeUrl?: string;
}
