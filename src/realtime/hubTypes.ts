import type { HubTarget } from '../../contract';

/** Every server-to-client target of the hub (docs/contract/realtime.md); each goes to the bus. */
export const HUB_TARGETS = [
  'NotificationReceived',
  'UnreadMessagesChanged',
  'MessageReceived',
  'OrderStatusChanged',
  'OrderCreated',
  'OrderUpdated',
  'OrderRequestCreated',
  'OrderRequestChanged',
  'DisputeOpened',
  'DisputeChanged',
  'TenderCreated',
  'TenderResult',
  'ModerationDecided',
  'ReviewReceived',
] as const satisfies readonly HubTarget[];

/** Every target of the contract is listed above (a new one fails to compile until it is). */
export const EVERY_TARGET_LISTED: Exclude<HubTarget, (typeof HUB_TARGETS)[number]> extends never
  ? true
  : false = true;

/**
 * Where the hub connection is: `connecting` before the first open, `connected` once open and
 * registered to the seller (events flow), `reconnecting` while down after that or between failed
 * first starts. There is no terminal state: the shell keeps trying until it is closed.
 */
export type HubState = 'connecting' | 'connected' | 'reconnecting';

export interface HubStartOptions {
  /** The hub's URL (`<origin>/seller/notification`). */
  url: string;
  /** Read on every negotiate and reconnect, so a refreshed token is the one sent. */
  accessToken: () => string;
  onState: (state: HubState) => void;
  /**
   * After each open (first or re-): registers the connection to the seller. A rejection closes
   * the connection, and the restart loop tries again.
   */
  onOpen: (connectionId: string, reconnect: boolean) => Promise<void>;
}

/** A running hub connection of the shell. */
export interface HubSession {
  stop(): Promise<void>;
}

export type HubStarter = (options: HubStartOptions) => HubSession;
