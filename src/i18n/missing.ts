/**
 * Where a missing text is reported. Development builds log it with `console.error`; production
 * builds stay silent (the screen shows the `_` default or the key); the test setup
 * (tests/setup/dom.ts) installs a handler that collects the keys and fails the test.
 * No imports: the public screens' bundle includes this module.
 */
export type MissingKeyHandler = (key: string) => void;

const logInDevelopment: MissingKeyHandler = (key) => {
  if (import.meta.env.DEV) console.error(`Missing text for the i18n key "${key}"`);
};

let handler: MissingKeyHandler = logInDevelopment;

/** Replaces the handler (null restores the default); answers the previous one. */
export function setMissingKeyHandler(next: MissingKeyHandler | null): MissingKeyHandler {
  const previous = handler;
  handler = next ?? logInDevelopment;
  return previous;
}

export function reportMissingKey(key: string): void {
  handler(key);
}
