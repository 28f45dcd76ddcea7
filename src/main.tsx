import { StrictMode, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { getAccessToken } from './api/tokens';

/**
 * The gate's first step: without a stored access token only the public screens load (no
 * react-admin in that download); with one, the shell loads and checks the user.
 */
const Root = getAccessToken()
  ? lazy(() => import('./App'))
  : lazy(() => import('./custom-pages/public/PublicApp'));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Suspense fallback={null}>
      <Root />
    </Suspense>
  </StrictMode>,
);
