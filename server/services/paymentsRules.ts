import type { AdvertStatus, BannerState, HighlightLabel, PaymentKind } from '../../contract/index.js';

/**
 * The payments of marketing as data (docs/contract/marketing.md "Payments and the payment
 * stand-in", "Advert status by kind"): what each kind's outcome does to the row it pays for, where
 * the payment page returns to, and how the advert status is derived.
 */

export const PAYMENT_NOT_FOUND = 'Платёж не найден';
export const PAYMENT_FINISHED = 'Платёж уже завершён';

/** 24 characters of [A-Za-z0-9_-]: 18 random bytes in base64url. */
export const PAYMENT_ID_BYTES = 18;
export const PAYMENT_ID_PATTERN = '^[A-Za-z0-9_-]{24}$';

/** How long an open payment page holds a banner's days (docs/contract/marketing.md "Banners"). */
export const BANNER_PAYMENT_HOLD_MS = 30 * 60 * 1000;

export type PaymentOutcome = 'paid' | 'cancelled';

interface OutcomeRule {
  /** The table of the row the payment pays for (`payment_id` = the payment's row id). */
  table: 'promotions' | 'banners';
  /** The row's state the outcome applies to. */
  from: string;
  /** The row's new state per outcome. */
  to: Record<PaymentOutcome, string>;
  /** Paying starts the row's period (`active_from` = now, `active_to` = + `days_count` days). */
  startsPeriod: boolean;
}

const promotionRule: OutcomeRule = {
  table: 'promotions',
  from: 'pending',
  to: { paid: 'paid', cancelled: 'cancelled' },
  startsPeriod: true,
};

export const PAYMENT_OUTCOME_RULES: Readonly<Record<PaymentKind, OutcomeRule>> = {
  highlight: promotionRule,
  top: promotionRule,
  banner: {
    table: 'banners',
    from: 'awaitingPayment',
    to: { paid: 'awaitingApproval', cancelled: 'cancelled' } satisfies Record<PaymentOutcome, BannerState>,
    startsPeriod: false,
  },
};

/** Highlight labels the product lists show from `product_labels` (3 sale, 4 top). */
export const STORED_LABELS: readonly HighlightLabel[] = [3, 4];

/** The back-office route the payment page returns to (with the payment id). */
export const PAYMENT_RETURN_PATHS: Readonly<Record<PaymentKind, (paymentId: string) => string>> = {
  highlight: (id) => `/seller/marketing/highlights/add/${encodeURIComponent(id)}`,
  top: (id) => `/seller/marketing/top/add/${encodeURIComponent(id)}`,
  banner: (id) => `/seller/marketing/banners?paymentId=${encodeURIComponent(id)}`,
};

/** Label names as the seller's screens write them (src/i18n/ru/marketing.ts `label`). */
export const LABEL_NAMES: Readonly<Record<HighlightLabel, string>> = {
  1: 'Новинка',
  2: 'Скидка',
  3: 'Распродажа',
  4: 'Топ',
  5: 'Бесплатная доставка',
};

export const DAY_FORMS = ['день', 'дня', 'дней'] as const;

/** Advert status of a banner by its state; `approved` depends on whether its last day has passed. */
export const BANNER_ADVERT_STATUS: Readonly<
  Record<BannerState, AdvertStatus | { current: AdvertStatus; past: AdvertStatus } | null>
> = {
  awaitingPayment: 5,
  awaitingApproval: 5,
  approved: { current: 1, past: 2 },
  declined: 4,
  cancelled: null,
};

/** Advert status of a highlight or top row by its state. */
export const PROMOTION_ADVERT_STATUS = {
  pending: 5,
  /** Paid and now < activeTo: first time for the product (and label), or again. */
  running: { first: 1, again: 3 },
  /** Paid and now ≥ activeTo. */
  over: 2,
  cancelled: null,
} as const satisfies Record<string, AdvertStatus | { first: AdvertStatus; again: AdvertStatus } | null>;
