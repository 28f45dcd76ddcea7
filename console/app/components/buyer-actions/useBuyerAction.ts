import { useCreate, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { Market } from '../../records';
import { useNotifyError } from '../../useNotifyError';

/** The argument some actions take: `days` (pay renewal) or `date` (`yyyy-MM-dd`, dispatch extension). */
export interface ActionInput {
  days?: number;
  date?: string;
}

/**
 * Runs one buyer action (`POST order-actions`), then reloads what is on screen: the order's
 * status and its allowed actions come from the server. A refusal shows the server's message.
 */
export function useBuyerAction(market: Market, orderId: Identifier) {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const translate = useTranslate();
  const run = (action: string, input: ActionInput = {}) =>
    create(
      'order-actions',
      { data: { market, orderId, action, ...input } },
      {
        onSuccess: () => {
          const name = translate(`console.action.${action}`, { _: action });
          notify('console.actions.done', { type: 'success', messageArgs: { action: name } });
          refresh();
        },
        onError: notifyError,
      },
    );
  return { run, isPending };
}
