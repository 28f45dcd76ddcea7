import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// react-admin pages load lazily; on a loaded 2-core CI machine the first render of a page can
// take seconds, so findBy*/waitFor wait up to 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
