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

/** performance mark set when the prefetch starts (bench/bundle.ts counts the login screen's JS before it). */
export const SHELL_PREFETCH_MARK = 'seller:shell-prefetch';

const ignore = () => undefined;

let mountShell: (() => void) | null = null;

/** What a visitor's first touch of the login screen is made of. */
const FIRST_INPUT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Fetches (and evaluates) the shell and the dashboard page once the visitor first touches the
 * page (a focus, a key, a pointer), when the browser is next idle; returns a cancel. Waiting for
 * the first input keeps the shell's 250 KB out of the form's first paint (an idle callback could
 * run its evaluation before that paint) and out of a page that is only looked at; a seller typing
 * an address and a password leaves it time enough. Only in the app proper (main.tsx registered the
 * in-place switch), not in a screen rendered on its own (tests).
 */
export function prefetchShellOnFirstInput(): () => void {
  if (!mountShell) return ignore;
  let cancelIdle: () => void = ignore;
  const start = () => {
    performance.mark(SHELL_PREFETCH_MARK);
    loadDashboardPage().catch(ignore);
  };
  const stopListening = () =>
    FIRST_INPUT_EVENTS.forEach((type) => window.removeEventListener(type, onFirstInput, true));
  function onFirstInput() {
    stopListening();
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 500 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(start, 0);
      cancelIdle = () => window.clearTimeout(id);
    }
  }
  FIRST_INPUT_EVENTS.forEach((type) =>
    window.addEventListener(type, onFirstInput, { capture: true, passive: true }),
  );
  return () => {
    stopListening();
    cancelIdle();
  };
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
