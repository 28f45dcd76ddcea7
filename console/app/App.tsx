import { Admin, Resource } from 'react-admin';
import { createBrowserRouter } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { consoleMessages } from './messages';
import type { ConsoleResource } from './resource';
import { darkTheme, lightTheme } from './theme';

/** The console's path: the server answers its page for every /admin/<path> but /admin/api. */
const BASENAME = '/admin';

function ConsoleAdmin({ resources }: { resources: readonly ConsoleResource[] }) {
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
      {resources.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
    </Admin>
  );
}

/**
 * The console with every resource's screens (in menu order, console/registry.tsx): react-admin
 * inside a browser router (real paths, not a hash), mounted at its basename.
 */
export const consoleRouter = (resources: readonly ConsoleResource[]) =>
  createBrowserRouter([{ path: `${BASENAME}/*`, element: <ConsoleAdmin resources={resources} /> }]);
