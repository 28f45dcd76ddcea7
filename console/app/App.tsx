import { Admin } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { consoleMessages } from './messages';
import { resourceElements } from './resources';
import { darkTheme, lightTheme } from './theme';

/** The console's path: the server answers its page for every /admin/<path> but /admin/api. */
const BASENAME = '/admin';

function ConsoleAdmin() {
  return (
    <Admin
      basename={BASENAME}
      title={consoleMessages.console.title}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={lightTheme}
      darkTheme={darkTheme}
      requireAuth
      disableTelemetry
    >
      {resourceElements}
    </Admin>
  );
}

// react-admin inside a browser router (real paths, not a hash), mounted at its basename.
const router = createBrowserRouter([{ path: `${BASENAME}/*`, element: <ConsoleAdmin /> }]);

export function App() {
  return <RouterProvider router={router} />;
}
