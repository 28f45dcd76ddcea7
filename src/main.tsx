import { StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { getAccessToken } from './api/tokens';
import { checkGateOnce, landsOnDashboard } from './authProvider/gate';
import { keepRootColorScheme } from './components/themeMode';
import { loadDashboardPage, Public, setShellMount, Shell } from './shellEntry';
import { isWidgetPath, WIDGET_FILE_PATH } from './widget/path';

/**
 * A static host whose SPA fallback answers /seller/iframe-embed with this page (instead of
 * iframe-embed/index.html) is sent on to the widget's own file; the app never starts there, since
 * that path is framed by other sites. A redirect rather than loading the widget's module here: a
 * dynamic import would add the bundler's runtime to every widget view on well-configured hosts.
 */
const widgetPage = isWidgetPath(window.location.pathname);
/**
 * The gate's first step: without a stored access token only the public screens load (no
 * react-admin in that download); with one, the shell loads and checks the user. A login switches
 * this page to the shell in place (src/shellEntry.ts).
 */
const signedIn = !widgetPage && Boolean(getAccessToken());
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

const rootElement = document.getElementById('root') as HTMLElement;
if (widgetPage) {
  // Already at the file: the build was deployed without it; nothing to show rather than a loop.
  if (window.location.pathname !== WIDGET_FILE_PATH) {
    window.location.replace(`${WIDGET_FILE_PATH}${window.location.search}`);
  }
} else {
  keepRootColorScheme();
  // The first screen's code is loaded before the first render: a lazy component that suspends
  // there has React hold its content back for the suspense throttle (about 300 ms on a deep link
  // to the login form, with nothing else to do). A failed download renders anyway (its error shows).
  (signedIn ? Shell.preload() : Public.preload())
    .catch(() => undefined)
    .then(() =>
      createRoot(rootElement).render(
        <StrictMode>
          <Suspense fallback={null}>
            <Root />
          </Suspense>
        </StrictMode>,
      ),
    );
}
