import { useCreate, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useNotifyError } from '../../app/useNotifyError';
import type { TenderAction } from './choices';

/**
 * Runs one of the buyer's tender actions (`POST tender-actions`), then reloads what is on screen:
 * the statuses and the allowed actions come from the server. A refusal shows the server's message.
 */
export function useTenderAction(tenderId: Identifier) {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const translate = useTranslate();
  const run = (action: TenderAction, proposalId: Identifier | null = null) =>
    create(
      'tender-actions',
      { data: { tenderId, action, ...(proposalId === null ? {} : { proposalId }) } },
      {
        onSuccess: () => {
          const name = translate(`console.tenders.action.${action}`);
          notify('console.tenders.actions.done', { type: 'success', messageArgs: { action: name } });
          refresh();
        },
        onError: notifyError,
      },
    );
  return { run, isPending };
}
