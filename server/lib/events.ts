import type { HubEvents, HubTarget } from '../../contract/realtime.js';

/** One event for one user: a hub target and its argument. */
export interface UserEvent<T extends HubTarget = HubTarget> {
  userId: number;
  target: T;
  payload: HubEvents[T];
}

export type UserEventListener = (event: UserEvent) => void;

/**
 * The server's events for users (docs/contract/realtime.md): services publish, the hub
 * (`server/hub/`) delivers to the user's registered connections. Synchronous and in process; a
 * listener that throws does not stop the others or the publishing service.
 */
export class UserEvents {
  private readonly listeners = new Set<UserEventListener>();

  publish<T extends HubTarget>(userId: number, target: T, payload: HubEvents[T]): void {
    const event = { userId, target, payload } as UserEvent;
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A broken delivery must not fail the write that raised the event.
      }
    }
  }

  subscribe(listener: UserEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
