import type { LabelFormat, LabelOrderKind, LabelsBody } from '../../contract';
import type { FileReply } from './fileReply';
import { requestFile, type RequestOptions } from './http';
import { ACTION_OPTIONS } from './orders';

export type { FileReply, LabelFormat, LabelOrderKind, LabelsBody };

/** The label formats the seller chooses from, in the order offered. */
export const LABEL_FORMATS: readonly LabelFormat[] = ['58x40', 'a4'];

/**
 * The PDF of the shipping labels of orders ready to ship (docs/contract/documents.md "Shipping
 * labels"). Ours (not in spec section 7): silent, so a server without it leaves the page as it
 * is; a refusal (-1: 'Заказ не найден', an order not ready to ship) rejects with the server's
 * Russian text for the page to show.
 */
export const printLabels = (body: LabelsBody): Promise<FileReply> =>
  requestFile('Documents/Labels', { body, ...ACTION_OPTIONS, onFailure: 'silent' } satisfies RequestOptions);
