import type { HubEvents, HubTarget } from '../../contract/realtime.js';

/** One event for one user: a hub target and its argument. */
export interface UserEvent<T extends HubTarget = HubTarget> {
  userId: number;
  target: T;
  payload: HubEvents[T];
}

export type UserEventListener = (event: UserEvent) => void;

/** Told the user id whose sessions (some or all) just ended. */
export type SessionsEndedListener = (userId: number) => void;

/**
 * The server's events for users (docs/contract/realtime.md): services publish, the hub
 * (`server/hub/`) delivers to the user's registered connections; and the ends of sessions
 * (server/services/sessions.ts), on which the hub closes the connections those sessions opened.
 * Synchronous and in process; a listener that throws does not stop the others or the publishing
 * service.
 */
export class UserEvents {
  private readonly listeners = new Set<UserEventListener>();
  private readonly endListeners = new Set<SessionsEndedListener>();

  publish<T extends HubTarget>(userId: number, target: T, payload: HubEvents[T]): void {
    const event = { userId, target, payload } as UserEvent;
    for (const listener of this.listeners) safely(() => listener(event));
  }

  subscribe(listener: UserEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Raised inside the transaction that ends them: listeners act once it is over (it may roll back). */
  sessionsEnded(userId: number): void {
    for (const listener of this.endListeners) safely(() => listener(userId));
  }

  onSessionsEnded(listener: SessionsEndedListener): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }
}

function safely(listener: () => void): void {
  try {
    listener();
  } catch {
    // A broken delivery must not fail the write that raised the event.
  }
}
