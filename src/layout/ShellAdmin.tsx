import { useMemo, useState } from 'react';
import { Admin, Resource, localStorageStore, type DataProvider, type Store } from 'react-admin';
import { Route } from 'react-router-dom';
import type { SellerUser } from '../api/user';
import { createAuthProvider } from '../authProvider/authProvider';
import { SellerUserProvider } from '../authProvider/SellerUserContext';
import { Toasts } from '../components/toast';
import { createDataProvider, sellerScopeOf } from '../dataProvider';
import { i18nProvider } from '../i18n/polyglot';
import { resourceModules } from '../resources';
import { RedirectToDashboard, renderShellRoutes } from '../routes/ShellRoutes';
import { FullScreenLoading } from './FullScreenLoading';
import { createShellQueryClient } from './shellQueryClient';
import { ShellLayout } from './ShellLayout';
import { useThemeMode } from '../components/themeMode';
import { shellThemeFor } from './theme';

const AdminLoading = () => <FullScreenLoading />;

/** The shell's remembered UI state (list params, columns, saved filters) is kept per seller. */
const sellerStore = (sellerId: number): Store => localStorageStore(undefined, `sellerShell.${sellerId}`);

export interface ShellAdminProps {
  user: SellerUser;
  dataProvider?: DataProvider;
  store?: Store;
}

/**
 * The authenticated shell: react-admin inside the app's router (basename /seller, set on the
 * router by App). No login page and no path to react-admin's /login: `/` and unknown paths go
 * to /dashboard, the authProvider never asks react-admin to redirect.
 */
export function ShellAdmin({ user, dataProvider, store }: ShellAdminProps) {
  const authProvider = useMemo(() => createAuthProvider(() => user), [user]);
  const sellerId = user.seller?.id ?? 0;
  const shellStore = useMemo(() => store ?? sellerStore(sellerId), [store, sellerId]);
  // One client per shell: it adopts the dashboard calls the gate may have started early.
  const [queryClient] = useState(() => createShellQueryClient(user.id, sellerId));
  // The mode lives outside react-admin's store, which is per seller: the public screens and the
  // gate, drawn before a seller is known, follow the same choice.
  const { mode } = useThemeMode();
  const sellerDataProvider = useMemo(
    () => dataProvider ?? createDataProvider(sellerScopeOf(user)),
    [dataProvider, user],
  );
  return (
    <SellerUserProvider user={user}>
      <Admin
        disableTelemetry
        requireAuth
        loginPage={false}
        authProvider={authProvider}
        dataProvider={sellerDataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        store={shellStore}
        theme={shellThemeFor(mode)}
        layout={ShellLayout}
        dashboard={RedirectToDashboard}
        catchAll={RedirectToDashboard}
        loading={AdminLoading}
        notification={Toasts}
        title=""
      >
        {resourceModules.map((module) => (
          <Resource key={module.name} name={module.name} recordRepresentation={module.recordRepresentation}>
            {/* react-admin routes /<name>/* to the resource: a path no page serves would be blank. */}
            <Route path="*" element={<RedirectToDashboard />} />
          </Resource>
        ))}
        {renderShellRoutes()}
      </Admin>
    </SellerUserProvider>
  );
}
