import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../src/api/navigation';
import { followPaymentUrl, paymentPageUrl } from '../../src/domain/paymentRedirect';

describe('payment URL guard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('accepts absolute http and https URLs', () => {
    expect(paymentPageUrl('https://pay.example/p/12?x=1')).toBe('https://pay.example/p/12?x=1');
    expect(paymentPageUrl(' http://127.0.0.1:8080/pay/7 ')).toBe('http://127.0.0.1:8080/pay/7');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<b>x</b>',
    '/pay/7',
    '//evil.example/x',
    'ftp://x.example',
    '',
    null,
    42,
  ])('refuses %s', (value) => {
    expect(paymentPageUrl(value)).toBeNull();
  });

  it('opens only an accepted URL', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    expect(followPaymentUrl('javascript:alert(1)')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(followPaymentUrl('https://pay.example/p/1')).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://pay.example/p/1');
  });
});
