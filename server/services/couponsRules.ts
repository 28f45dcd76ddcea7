/**
 * The Russian refusal of each coupon rule (docs/contract/marketing.md "Coupons"). The rules
 * themselves are rules/coupons.ts, shared with the client; couponsValidate.ts applies them in the
 * contract's order.
 */

export const COUPON_NOT_FOUND = 'Купон не найден';

/** Status -2: the update would move an expired coupon's end into the future. */
export const COUPON_EXPIRED_STATUS = -2;
export const COUPON_EXPIRED = 'Купон истёк. Продлить его срок действия?';

export const COUPON_MESSAGES = {
  code: 'Код купона: от 4 до 20 символов A–Z, 0–9 и «-»',
  codeTaken: (code: string) => `Купон с кодом «${code}» уже есть`,
  percent: 'Скидка в процентах: от 1 до 99',
  fixed: 'Скидка в рублях должна быть больше 0',
  fixedTooLarge: 'Скидка в рублях: не более 1 000 000 и не более двух знаков после запятой',
  minOrderAmount: 'Минимальная сумма заказа: от 0 до 100 000 000 руб., не более двух знаков после запятой',
  discountAboveMinimum: 'Скидка больше минимальной суммы заказа',
  validFrom: "Field 'validFrom' is not a valid date",
  validTo: "Field 'validTo' is not a valid date",
  toBeforeFrom: 'Дата окончания раньше даты начала',
  toInPast: 'Дата окончания уже прошла',
  usageLimit: 'Лимит использований: от 1 до 1 000 000',
  usageLimitBelowCount: (count: number) => `Лимит меньше числа использований (${count})`,
  product: (id: number) => `Товар не найден: ${id}`,
  category: (id: number) => `Категория не найдена: ${id}`,
} as const;

/**
 * The computed status over the coupons row `c`, precedence as in the contract. Two parameters:
 * Moscow today (`yyyy-MM-dd`) twice. The list's status filter uses the same expression.
 */
export const COUPON_STATUS_SQL = `CASE
    WHEN c.is_active = 0 THEN 'disabled'
    WHEN c.valid_to < ? THEN 'expired'
    WHEN c.usage_limit IS NOT NULL AND c.usage_count >= c.usage_limit THEN 'usedUp'
    WHEN c.valid_from > ? THEN 'scheduled'
    ELSE 'active'
  END`;

/**
 * A coupon in a buyer's order (docs/contract/marketing.md "Coupons in orders (console)"): the
 * refusal of each reason, in the order couponsApply.ts checks them. The status refusals follow
 * the computed status (COUPON_STATUS_SQL at the order's Moscow day).
 */
export const COUPON_ORDER_MESSAGES = {
  notFound: COUPON_NOT_FOUND,
  market: {
    1: 'Купон действует только для розничных заказов',
    2: 'Купон действует только для оптовых заказов',
  },
  status: {
    disabled: 'Купон не действует',
    expired: 'Срок действия купона истёк',
    usedUp: 'Купон исчерпан',
    scheduled: (validFrom: string) => `Купон начнёт действовать ${validFrom.split('-').reverse().join('.')}`,
  },
  minOrderAmount: (amount: string) => `Сумма заказа меньше минимальной для купона: ${amount} руб.`,
  noLines: 'Купон не подходит к товарам заказа',
} as const;
