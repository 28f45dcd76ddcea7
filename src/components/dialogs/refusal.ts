/**
 * The server refused an action (status -1, sometimes -20): the open dialog or form shows why and
 * keeps what was typed. `message` is the server's `errorMessage`; null when it gave none.
 */
export interface Refusal {
  message: string | null;
}
