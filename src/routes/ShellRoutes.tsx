import { Navigate, Route, useParams } from 'react-router-dom';
import { CustomRoutes } from 'react-admin';
import { DASHBOARD_PATH, shellRoutes, type ShellRoute } from './routeTable';
import { paramsAllowed } from './match';
import { RouteTitleProvider } from './routeTitle';

/** Redirect used for `/` and for every unknown path (spec section 2). */
export function RedirectToDashboard() {
  return <Navigate to={DASHBOARD_PATH} replace />;
}

function RoutePage({ route }: { route: ShellRoute }) {
  const params = useParams();
  if (!paramsAllowed(route, params)) return <RedirectToDashboard />;
  const Page = route.page;
  const titleKey = typeof route.titleKey === 'function' ? route.titleKey(params) : route.titleKey;
  return (
    <RouteTitleProvider titleKey={titleKey}>
      <Page />
    </RouteTitleProvider>
  );
}

/**
 * The route table as react-admin custom routes (inside the Layout). Pass as a direct child of
 * `<Admin>`: `<Admin ...>{renderShellRoutes()}</Admin>`.
 */
export function renderShellRoutes(routes: readonly ShellRoute[] = shellRoutes) {
  return (
    <CustomRoutes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
      ))}
    </CustomRoutes>
  );
}
