import { setMissingKeyHandler } from '../../src/i18n/missing';

/**
 * Missing texts reported while the current test runs (the i18n provider and `t` report them).
 * tests/setup/dom.ts installs the collector and fails the test in `afterEach` when any is left.
 */
const reported: string[] = [];

export function collectMissingKeys(): void {
  setMissingKeyHandler((key) => {
    reported.push(key);
  });
}

/**
 * Answers the keys reported so far (each once, in order) and forgets them. A test that means to
 * hit a missing key takes it and asserts it; any other is a bug the test must not hide.
 */
export function takeMissingKeys(): string[] {
  const keys = [...new Set(reported)];
  reported.length = 0;
  return keys;
}
