/** The waits between reconnect attempts: quick at first, then every 10 s, never giving up. */
const RECONNECT_DELAYS_MS = [0, 1_000, 2_000, 5_000] as const;
export const MAX_RECONNECT_DELAY_MS = 10_000;

/** The wait before attempt `previousRetryCount + 1` (the @microsoft/signalr retry policy's input). */
export function reconnectDelayMs(previousRetryCount: number): number {
  return RECONNECT_DELAYS_MS[previousRetryCount] ?? MAX_RECONNECT_DELAY_MS;
}
