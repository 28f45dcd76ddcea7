import type { HubStarter } from './hubTypes';

/**
 * Where the shell gets its hub client: `@microsoft/signalr` is loaded on demand, after the
 * shell has rendered, so it is in neither the login chunk nor the shell's first one. Tests put
 * a fake starter here.
 */
export const hubClient = {
  load: (): Promise<HubStarter> => import('./signalrHub').then((module) => module.startSignalRHub),
};
