import { describe, expect, it } from 'vitest';
import { emptyCouponValues, type CouponFormValues } from '../../src/api/couponsPayloads';
import { t } from '../../src/i18n';
import { couponErrors, type CouponRuleContext } from '../../src/validation/coupons';

const NEW: CouponRuleContext = { today: '2026-03-18', usageCount: null };
const valid = (overrides: Partial<CouponFormValues> = {}): CouponFormValues => ({
  ...emptyCouponValues('2026-03-18', '2026-04-17'),
  code: 'SPRING-26',
  discountValue: '10',
  ...overrides,
});

/** Every message as the seller reads it. */
const texts = (values: CouponFormValues, context: CouponRuleContext = NEW) =>
  Object.fromEntries(
    Object.entries(couponErrors(values, context)).map(([field, rule]) => [field, t(rule!.key, rule!.args)]),
  );

describe('coupon rules (the server texts)', () => {
  it('a valid coupon has no errors; the code may be typed in lower case', () => {
    expect(couponErrors(valid({ code: ' sale-10 ' }), NEW)).toEqual({});
  });

  it.each<[string, Partial<CouponFormValues>, Record<string, string>]>([
    ['short code', { code: 'ab' }, { code: 'Код купона: от 4 до 20 символов A–Z, 0–9 и «-»' }],
    ['cyrillic code', { code: 'СКИДКА' }, { code: 'Код купона: от 4 до 20 символов A–Z, 0–9 и «-»' }],
    ['percent 0', { discountValue: '0' }, { discountValue: 'Скидка в процентах: от 1 до 99' }],
    ['percent 99,5', { discountValue: '99,5' }, { discountValue: 'Скидка в процентах: от 1 до 99' }],
    [
      'fixed empty',
      { discountType: 2, discountValue: '' },
      { discountValue: 'Скидка в рублях должна быть больше 0' },
    ],
    [
      'fixed three decimals',
      { discountType: 2, discountValue: '1,555' },
      { discountValue: 'Скидка в рублях: не более 1 000 000 и не более двух знаков после запятой' },
    ],
    [
      'fixed above the minimum',
      { discountType: 2, discountValue: '600', minOrderAmount: '500' },
      { minOrderAmount: 'Скидка больше минимальной суммы заказа' },
    ],
    [
      'negative minimum',
      { minOrderAmount: '-1' },
      {
        minOrderAmount:
          'Минимальная сумма заказа: от 0 до 100 000 000 руб., не более двух знаков после запятой',
      },
    ],
    [
      'end before start',
      { validFrom: '2026-04-10', validTo: '2026-04-01' },
      { validTo: 'Дата окончания раньше даты начала' },
    ],
    [
      'end in the past',
      { validFrom: '2026-03-01', validTo: '2026-03-17' },
      { validTo: 'Дата окончания уже прошла' },
    ],
    ['no start day', { validFrom: '' }, { validFrom: 'Укажите дату' }],
    ['limit 0', { usageLimit: '0' }, { usageLimit: 'Лимит использований: от 1 до 1 000 000' }],
  ])('%s', (_name, overrides, expected) => {
    expect(texts(valid(overrides))).toEqual(expected);
  });

  it('editing: a past end is allowed (the server answers -2 or keeps it expired); the limit not below the uses', () => {
    const editing: CouponRuleContext = { today: '2026-03-18', usageCount: 12 };
    expect(texts(valid({ validFrom: '2025-09-01', validTo: '2025-10-31' }), editing)).toEqual({});
    expect(texts(valid({ usageLimit: '5' }), editing)).toEqual({
      usageLimit: 'Лимит меньше числа использований (12)',
    });
  });
});
