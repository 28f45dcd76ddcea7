import { useState, type ChangeEvent } from 'react';
import type { ValidationMessageKey } from '../../validation';

type Validate = (value: string) => ValidationMessageKey | undefined;

export interface Field {
  value: string;
  /** The message key shown under the field, if any. */
  error: ValidationMessageKey | undefined;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  onBlur(): void;
  /** Validates now (on submit); true when valid. */
  check(): boolean;
}

/**
 * A text field validated on blur and on submit; once a message shows, it follows the typing so
 * it disappears as soon as the value is fixed.
 */
export function useField(validate: Validate, initial = ''): Field {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<ValidationMessageKey | undefined>(undefined);
  return {
    value,
    error,
    onChange(event) {
      setValue(event.target.value);
      if (error) setError(validate(event.target.value));
    },
    onBlur() {
      setError(validate(value));
    },
    check() {
      const found = validate(value);
      setError(found);
      return !found;
    },
  };
}
