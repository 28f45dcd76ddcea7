import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { collectMissingKeys, takeMissingKeys } from './missingKeys';

// react-admin pages load lazily; on a loaded 2-core CI machine the first render of a page can
// take seconds, so findBy*/waitFor wait up to 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5_000 });

// A text key of ours that is not in the ru tree fails the test that rendered (or translated) it.
collectMissingKeys();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  const missing = takeMissingKeys();
  if (missing.length > 0) {
    throw new Error(`Missing i18n texts (not in src/i18n/ru): ${missing.join(', ')}`);
  }
});
