import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n';
import {
  EMAIL_PATTERN,
  PASSWORD_PATTERN,
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
  type ValidationMessageKey,
} from '../../src/validation';

describe('validateEmail', () => {
  it('requires a value', () => {
    expect(validateEmail('')).toBe('common.validation.required');
    expect(validateEmail('   ')).toBe('common.validation.required');
    expect(validateEmail(undefined)).toBe('common.validation.required');
    expect(t(validateEmail('') as ValidationMessageKey)).toBe('Обязательное поле');
  });

  it.each(['seller@example.com', 'ivan.petrov+shop@mail.ru', 'a_b-c@sub.domain.org', ' seller@example.com '])(
    'accepts %s',
    (email) => {
      expect(validateEmail(email)).toBeUndefined();
    },
  );

  it.each([
    'seller',
    'seller@',
    '@example.com',
    'seller@example',
    'sel ler@example.com',
    'seller@exa mple.com',
    'продавец@пример.рф',
    'a@b@c.com',
    'seller@-example.com',
  ])('rejects %s', (email) => {
    expect(validateEmail(email)).toBe('common.validation.email');
    expect(EMAIL_PATTERN.test(email.trim())).toBe(false);
  });

  it('has the specification text', () => {
    expect(t(validateEmail('nope') as ValidationMessageKey)).toBe(
      'Адрес электронной почты не является правильным',
    );
  });
});

describe('validatePassword', () => {
  it('accepts a password with upper, lower, digit and symbol', () => {
    expect(validatePassword('Seller2026!')).toBeUndefined();
    for (const symbol of '@$!%*#?&(=)_+-') expect(validatePassword(`Abcdefg1${symbol}`)).toBeUndefined();
  });

  it('requires a value', () => {
    expect(validatePassword('')).toBe('common.validation.required');
  });

  it.each([
    ['too short', 'Sel20!a'],
    ['no uppercase letter', 'seller2026!'],
    ['no lowercase letter', 'SELLER2026!'],
    ['no digit', 'SellerShop!'],
    ['no symbol', 'Seller2026a'],
    ['Cyrillic letters', 'Продавец2026!a'],
    ['a Cyrillic letter among Latin ones', 'Sellerж2026!'],
    ['a space', 'Seller 2026!'],
    ['a symbol outside the list', 'Seller2026!^'],
  ])('rejects a password with %s', (_reason, password) => {
    expect(validatePassword(password)).toBe('common.validation.password');
    expect(PASSWORD_PATTERN.test(password)).toBe(false);
  });

  it('accepts exactly eight characters', () => {
    expect(validatePassword('Sel2026!')).toBeUndefined();
  });

  it('has the specification text', () => {
    expect(t(validatePassword('short') as ValidationMessageKey)).toBe(
      'Пароль должен содержать более восьми латинских букв, заглавные и строчные буквы, цифры и символы @$!%*#?&(_)-=+',
    );
  });
});

describe('validatePasswordConfirmation', () => {
  it('requires the confirmation', () => {
    expect(validatePasswordConfirmation('Seller2026!', '')).toBe('common.validation.required');
  });

  it('rejects a mismatch', () => {
    expect(validatePasswordConfirmation('Seller2026!', 'Seller2026?')).toBe(
      'common.validation.passwordsDiffer',
    );
    expect(t('common.validation.passwordsDiffer')).toBe('Пароли не совпадают');
  });

  it('accepts an equal confirmation', () => {
    expect(validatePasswordConfirmation('Seller2026!', 'Seller2026!')).toBeUndefined();
  });
});
