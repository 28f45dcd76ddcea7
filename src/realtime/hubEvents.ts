import { useEffect, useRef } from 'react';
import { hubEvents, type HubEvents } from '../api/realtimeDecoders';
import type { HubTarget } from '../../contract';
import { HUB_TARGETS } from './hubTypes';

/** Every hub target with its argument as decoded (src/api/realtimeDecoders.ts). */
export type { HubEvents };

type Handler<T extends HubTarget> = (payload: HubEvents[T]) => void;

const handlers = Object.fromEntries(HUB_TARGETS.map((target) => [target, new Set()])) as unknown as {
  [T in HubTarget]: Set<Handler<T>>;
};

/** Delivers one hub invocation, decoded, to every subscriber of its target (the connection calls this). */
export function dispatchHubEvent<T extends HubTarget>(target: T, payload: unknown): void {
  // Wire data: the schemas never fail, so a subscriber always gets its decoded shape.
  const event = hubEvents[target](payload);
  for (const handler of handlers[target]) handler(event);
}

/** Subscribes to a hub target; returns the unsubscribe function. */
export function onHubEvent<T extends HubTarget>(target: T, handler: Handler<T>): () => void {
  const set = handlers[target] as Set<Handler<T>>;
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

/** Calls `handler` for each event of `target` while the component is mounted (latest handler). */
export function useHubEvent<T extends HubTarget>(target: T, handler: Handler<T>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onHubEvent(target, (payload) => latest.current(payload)), [target]);
}
