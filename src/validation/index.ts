/**
 * Form rules of specification section 5, shared by the public screens and the settings screens.
 *
 * Validators return an i18n KEY of the `ru` tree (or `undefined` when the value is valid), so
 * that the public screens translate it with `t` from `src/i18n` and react-admin inputs can use
 * the same functions directly (react-admin translates a validator's string as a message key).
 */

import type { MessageKey } from '../i18n/keys';

export const VALIDATION_MESSAGES = {
  required: 'common.validation.required',
  email: 'common.validation.email',
  password: 'common.validation.password',
  passwordsDiffer: 'common.validation.passwordsDiffer',
} as const satisfies Record<string, MessageKey>;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

/** A validator: the message key of the first broken rule, or `undefined` when the value is valid. */
export type Validator = (value: string) => ValidationMessageKey | undefined;

/**
 * A standard e-mail pattern (the HTML living standard's, plus at least one dot in the domain):
 * local part of the usual atom characters, `@`, dot-separated labels of letters, digits and
 * inner hyphens.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The symbols a password may (and must, at least one) contain. */
export const PASSWORD_SYMBOLS = '@$!%*#?&(=)_+-';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * At least 8 characters, only Latin letters, digits and @$!%*#?&(=)_+-; at least one digit, one
 * lowercase letter, one uppercase letter and one of the symbols.
 */
export const PASSWORD_PATTERN =
  /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[@$!%*#?&(=)_+-])[A-Za-z\d@$!%*#?&(=)_+-]{8,}$/;

const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

export function validateRequired(value: string | null | undefined): ValidationMessageKey | undefined {
  return isBlank(value) ? VALIDATION_MESSAGES.required : undefined;
}

/** Required, then the e-mail pattern (surrounding spaces are ignored). */
export function validateEmail(value: string | null | undefined): ValidationMessageKey | undefined {
  if (isBlank(value)) return VALIDATION_MESSAGES.required;
  return EMAIL_PATTERN.test((value as string).trim()) ? undefined : VALIDATION_MESSAGES.email;
}

/** Required, then the password rule (spaces count as invalid characters). */
export function validatePassword(value: string | null | undefined): ValidationMessageKey | undefined {
  if (!value) return VALIDATION_MESSAGES.required;
  return PASSWORD_PATTERN.test(value) ? undefined : VALIDATION_MESSAGES.password;
}

/** The confirmation is required and must equal the password. */
export function validatePasswordConfirmation(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): ValidationMessageKey | undefined {
  if (!confirmation) return VALIDATION_MESSAGES.required;
  return confirmation === (password ?? '') ? undefined : VALIDATION_MESSAGES.passwordsDiffer;
}
