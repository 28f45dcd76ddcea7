import { appUrl, reloadToRoot } from './api/navigation';
import { checkGateOnce } from './authProvider/gate';
import { syncLazy } from './syncLazy';

/**
 * How the signed-out page becomes the shell (README "Sign-in speed"). The login screen's download
 * holds no react-admin: the shell's code is fetched with `import()` while the login form is idle,
 * and after a seller's login the page switches to the shell in place (no reload), with the user
 * call and then the dashboard calls already on their way.
 */

/** The shell's entry chunk (react-admin, the layout, the routes), rendered at once when loaded. */
export const Shell = syncLazy(() => import('./App'));
/** The public screens (login, forgot and reset password). */
export const Public = syncLazy(() => import('./custom-pages/public/PublicApp'));
export const loadShell = Shell.preload;
/**
 * The first page a seller sees after signing in: its chunk (fetched in parallel with the shell's),
 * then handed to its route so the route renders it at once.
 */
export const loadDashboardPage = async (): Promise<void> => {
  const [app] = await Promise.all([loadShell(), import('./custom-pages/dashboard/DashboardPage')]);
  await app.preloadDashboard();
};

/** performance mark set when the idle prefetch starts (bench/bundle.ts counts the login screen's JS before it). */
export const SHELL_PREFETCH_MARK = 'seller:shell-prefetch';

const ignore = () => undefined;

let mountShell: (() => void) | null = null;

/**
 * Fetches (and evaluates) the shell and the dashboard page once the browser is idle; returns a
 * cancel. Only in the app proper (main.tsx registered the in-place switch), not in a screen
 * rendered on its own (tests).
 */
export function prefetchShellWhenIdle(): () => void {
  if (!mountShell) return ignore;
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    performance.mark(SHELL_PREFETCH_MARK);
    loadDashboardPage().catch(ignore);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(start, 300);
  return () => window.clearTimeout(id);
}

/** main.tsx registers how to show the shell in place of the public screens; null unregisters. */
export function setShellMount(mount: (() => void) | null): void {
  mountShell = mount;
}

/**
 * After a seller's login stored the tokens: shows the app's root ('/', which opens the dashboard).
 * Starts the gate's user call at once (the dashboard calls follow as soon as it answers), and
 * switches the page to the shell when its code is loaded and the user is known. Without main.tsx's mount (or when the
 * shell's code cannot load) the browser reloads at the root, as before.
 */
export function enterShell(): void {
  const mount = mountShell;
  if (!mount) {
    reloadToRoot();
    return;
  }
  window.history.replaceState(null, '', appUrl('/dashboard'));
  // The shell renders once both its code and the user are there (no loading screen in between).
  Promise.all([loadShell(), checkGateOnce()]).then(mount, reloadToRoot);
}
