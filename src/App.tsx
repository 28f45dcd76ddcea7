import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { I18nContextProvider } from 'react-admin';
import { BASE_PATH } from './config/environment';
import { browser } from './api/navigation';
import { checkGateOnce, settledGateResult, type GateResult } from './authProvider/gate';
import { i18nProvider } from './i18n/polyglot';
import { ErrorPageContent } from './custom-pages/error-page/ErrorPageContent';
import { FullScreenLoading } from './layout/FullScreenLoading';
import { ShellAdmin } from './layout/ShellAdmin';
import { Dashboard } from './routes/routeTable';
import { shellDarkTheme, shellTheme } from './layout/theme';
import { useThemeMode } from './components/themeMode';
import type { SellerUser } from './api/user';

const gateThemes = { light: createTheme(shellTheme), dark: createTheme(shellDarkTheme) } as const;

/**
 * Loads the dashboard page's code into its route (src/routes/syncLazy.ts), so that the first
 * render after a sign-in shows it without suspending. src/shellEntry.ts calls it.
 */
export const preloadDashboard = (): Promise<unknown> => Dashboard.preload();

function GateFrame({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  return (
    <ThemeProvider theme={gateThemes[mode]}>
      <CssBaseline enableColorScheme />
      <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>
    </ThemeProvider>
  );
}

function ShellRouter({ user }: { user: SellerUser }) {
  // The router owns the /seller base path; react-admin inside it works with plain paths
  // (/dashboard, /orders/12), so its own basename stays empty (both would double the prefix).
  const router = useMemo(
    () => createBrowserRouter([{ path: '*', element: <ShellAdmin user={user} /> }], { basename: BASE_PATH }),
    [user],
  );
  return <RouterProvider router={router} />;
}

/**
 * The shell's gate (main.tsx loads this when an access token is stored, or after a login): the
 * user check started by main.tsx or the login screen (checkGateOnce), awaited here: fetches the user
 * behind the token and renders react-admin for a registered seller. A non-seller goes to the
 * main website's /account/login; a refused token signs out to the login screen; a network
 * failure shows the error page with a reload button.
 */
export default function App() {
  // After a sign-in the check has usually answered already: no loading screen in between.
  const [gate, setGate] = useState<GateResult | null>(settledGateResult);

  useEffect(() => {
    let active = true;
    void checkGateOnce().then((result) => {
      if (active) setGate(result);
    });
    return () => {
      active = false;
    };
  }, []);

  if (gate?.kind === 'seller') return <ShellRouter user={gate.user} />;
  if (gate?.kind === 'offline') {
    return (
      <GateFrame>
        <ErrorPageContent fullScreen onReload={() => browser.assign(window.location.href)} />
      </GateFrame>
    );
  }
  return (
    <GateFrame>
      <FullScreenLoading label={i18nProvider.translate('shell.gate.loading')} />
    </GateFrame>
  );
}
