import type { ReconciliationBody, ReconciliationFormat, UpdBody } from '../../contract';
import type { FileReply } from './fileReply';
import { requestFile, type RequestOptions } from './http';
import { ACTION_OPTIONS } from './orders';

export type { ReconciliationBody, ReconciliationFormat, UpdBody };

/** The formats of the reconciliation act, in the order offered. */
export const RECONCILIATION_FORMATS: readonly ReconciliationFormat[] = ['pdf', 'xlsx'];

/**
 * Closing documents (docs/contract/documents.md "УПД", "Акт сверки"). Ours (not in spec section
 * 7): silent, so a server without them leaves the page as it is; a refusal (-1: 'Заказ не
 * найден', an order not completed, 'Покупатель не найден', a wrong period) rejects with the
 * server's Russian text for the page to show.
 */
const FILE_OPTIONS = { ...ACTION_OPTIONS, onFailure: 'silent' } as const;

export const downloadUpd = (body: UpdBody): Promise<FileReply> =>
  requestFile('Documents/Upd', { body, ...FILE_OPTIONS } satisfies RequestOptions);

export const downloadReconciliation = (body: ReconciliationBody): Promise<FileReply> =>
  requestFile('Documents/Reconciliation', { body, ...FILE_OPTIONS } satisfies RequestOptions);
