import { useState } from 'react';
import { hasErrors, type Message } from '../shared/validation';

/**
 * Validation of a modal form: nothing is red before the first submit; from then on the errors are
 * those of the current values, so a message disappears as soon as its field is valid (and a field
 * made invalid again shows its message at once). `check()` marks the form submitted and answers
 * whether the values are valid; `reset()` starts over (a form emptied after it was sent).
 */
export function useLiveValidation<E extends Partial<Record<string, Message | undefined>>>(validate: () => E) {
  const [submitted, setSubmitted] = useState(false);
  const errors: Partial<E> = submitted ? validate() : {};
  const check = (): boolean => {
    setSubmitted(true);
    return !hasErrors(validate());
  };
  return { errors, check, reset: () => setSubmitted(false) };
}
