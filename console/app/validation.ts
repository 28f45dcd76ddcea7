import type { Validator } from 'react-admin';
import { hasTwoDecimalsAtMost } from '../../rules';

/** Validators the console's forms share; messages are keys of ./messages.ts. */

export const notBlank: Validator = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.trim() === ''
    ? 'console.validation.notBlank'
    : undefined;

export const phone: Validator = (value: unknown) =>
  typeof value === 'string' && value !== '' && !/^[+\d\s()-]{5,25}$/.test(value)
    ? 'console.validation.phone'
    : undefined;

export const integer: Validator = (value: unknown) =>
  typeof value === 'number' && !Number.isInteger(value) ? 'console.validation.integer' : undefined;

export const positive: Validator = (value: unknown) =>
  typeof value === 'number' && value <= 0 ? 'console.validation.positive' : undefined;

export const twoDecimals: Validator = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && !hasTwoDecimalsAtMost(value)
    ? 'console.validation.twoDecimals'
    : undefined;
