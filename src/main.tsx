import { StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { getAccessToken } from './api/tokens';
import { checkGateOnce, landsOnDashboard } from './authProvider/gate';
import { loadDashboardPage, Public, setShellMount, Shell } from './shellEntry';

/**
 * The gate's first step: without a stored access token only the public screens load (no
 * react-admin in that download); with one, the shell loads and checks the user. A login switches
 * this page to the shell in place (src/shellEntry.ts).
 */
const signedIn = Boolean(getAccessToken());
if (signedIn) {
  // The user call and the dashboard's code start together with the shell's code.
  checkGateOnce().catch(() => undefined);
  if (landsOnDashboard(window.location.pathname)) loadDashboardPage().catch(() => undefined);
}

/** Set by Root once mounted: shows the shell in place of the public screens. */
let showShell: () => void = () => undefined;
setShellMount(() => showShell());

function Root() {
  const [shell, setShell] = useState(signedIn);
  useEffect(() => {
    showShell = () => setShell(true);
  }, []);
  return shell ? <Shell /> : <Public />;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Suspense fallback={null}>
      <Root />
    </Suspense>
  </StrictMode>,
);
