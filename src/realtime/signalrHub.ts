import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { HubTarget } from '../../contract';
import { dispatchHubEvent } from './hubEvents';
import { HUB_TARGETS, type HubStarter } from './hubTypes';
import { reconnectDelayMs } from './retryPolicy';

/** Hands every invocation of `target` to the bus, which decodes it (one argument per target). */
function forward(connection: HubConnection, target: HubTarget): void {
  connection.on(target, (payload: unknown) => dispatchHubEvent(target, payload));
}

/**
 * The shell's one hub connection on the real `@microsoft/signalr` client: negotiation and the
 * transport are the client's defaults (WebSockets, else Server-Sent Events, else long polling).
 * A dropped connection reconnects automatically with a policy that never gives up; a connection
 * that closes anyway (the first start failed, the server closed it without allowing a reconnect,
 * the registration was refused) is started again by this loop with the same backoff.
 */
export const startSignalRHub: HubStarter = ({ url, accessToken, onState, onOpen }) => {
  const connection = new HubConnectionBuilder()
    .withUrl(url, { accessTokenFactory: accessToken })
    .withAutomaticReconnect({
      nextRetryDelayInMilliseconds: (retry) => reconnectDelayMs(retry.previousRetryCount),
    })
    .configureLogging(LogLevel.None)
    .build();
  for (const target of HUB_TARGETS) forward(connection, target);

  let stopped = false;
  let everOpened = false;
  let failedStarts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const register = async (connectionId: string | null): Promise<void> => {
    try {
      if (!connectionId) throw new Error('no connection id');
      await onOpen(connectionId, everOpened);
    } catch {
      // Events reach only a registered connection: close it and let the loop start it again.
      if (!stopped) void connection.stop();
      return;
    }
    everOpened = true;
    failedStarts = 0;
    if (!stopped) onState('connected');
  };

  const start = async (): Promise<void> => {
    if (stopped) return;
    try {
      await connection.start();
    } catch {
      scheduleStart();
      return;
    }
    if (stopped) {
      void connection.stop();
      return;
    }
    await register(connection.connectionId);
  };

  function scheduleStart(): void {
    if (stopped) return;
    onState('reconnecting');
    retryTimer = setTimeout(() => void start(), reconnectDelayMs(failedStarts));
    failedStarts += 1;
  }

  connection.onreconnecting(() => {
    if (!stopped) onState('reconnecting');
  });
  connection.onreconnected((connectionId) => void register(connectionId ?? null));
  connection.onclose(() => scheduleStart());

  onState('connecting');
  void start();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      await connection.stop();
    },
  };
};
