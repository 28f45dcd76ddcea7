import type { PayoutFileFormat, PayoutHistoryBody, PayoutScheduleBody } from '../../contract';
import type { FileReply } from './fileReply';
import { request, requestFile, type RequestOptions } from './http';
import { ACTION_OPTIONS } from './orders';
import {
  decodePayoutPage,
  decodePayoutSchedule,
  type PayoutPage,
  type PayoutSchedule,
} from './payoutsDecoders';

export type {
  PayoutFigures,
  PayoutPage,
  PayoutRecord,
  PayoutSchedule,
  PayoutScheduleDay,
  PayoutScheduleOrder,
} from './payoutsDecoders';
export { PAYOUT_STATE_NAMES } from './payoutsDecoders';
export type { PayoutFileFormat, PayoutScheduleBody, PayoutHistoryBody };

/**
 * Payouts (docs/contract/payouts.md): the schedule of a period, the payout history and the
 * schedule's file. Every call is ours (not in spec section 7): silent, so a server without them
 * leaves the page on its own message, and a refusal (-1) rejects with the server's Russian text.
 */

const OURS: RequestOptions = { ...ACTION_OPTIONS, onFailure: 'silent' };

export const PAYOUT_HISTORY_PAGE_SIZE = 10;

export const getPayoutSchedule = (body: PayoutScheduleBody): Promise<PayoutSchedule> =>
  request('Finances/GetPayoutSchedule', decodePayoutSchedule, { body, ...OURS });

export const getPayouts = (body: PayoutHistoryBody): Promise<PayoutPage> =>
  request('Finances/GetPayouts', decodePayoutPage, { body, ...OURS });

export const downloadPayouts = (
  format: PayoutFileFormat,
  { dateFrom, dateTo }: PayoutScheduleBody,
): Promise<FileReply> =>
  requestFile('Finances/PayoutsExport', { method: 'GET', query: { format, dateFrom, dateTo }, ...OURS });
