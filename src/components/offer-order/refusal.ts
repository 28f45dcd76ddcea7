import { isWarning } from '../../api/errors';
import { isActionRefusal } from '../../api/orders';
import type { Refusal } from '../dialogs/refusal';

/**
 * What the open dialog shows when the server refused its action: -1 (the contract's refusal) and
 * -20 (a warning the request and tender contracts do not use, so it gets no modal of its own),
 * with the server's message. Null for success and for failures already sent to /error-page.
 */
export function actionRefusalOf(error: unknown): Refusal | null {
  if (!isActionRefusal(error) && !isWarning(error)) return null;
  return { message: error.errorMessage?.trim() || null };
}
