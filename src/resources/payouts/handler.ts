import type { GetListParams, GetListResult } from 'react-admin';
import { pagination, toListPage } from '../../api/list';
import { unlessRefused } from '../../api/ourCalls';
import {
  downloadPayouts,
  getPayoutSchedule,
  getPayouts,
  PAYOUT_HISTORY_PAGE_SIZE,
  type PayoutFileFormat,
  type PayoutRecord,
  type PayoutScheduleBody,
} from '../../api/payouts';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';

/**
 * The `payouts` resource (docs/contract/payouts.md): getList is the payout history (GetPayouts,
 * newest first); the custom actions are the schedule of a period and its file. The server takes
 * the seller from the token (a body names no seller).
 */
export const PAYOUTS_RESOURCE = 'payouts';

export type PayoutsDataProvider = ResourceDataProvider<typeof payoutsHandler>;

/** A history row with an id react-admin can key (a payout without one gets a stand-in). */
export type PayoutRow = Omit<PayoutRecord, 'id'> & { id: number | string };

const NO_HISTORY = { results: [], pageCount: 1, rowCount: 0 };

export const payoutsHandler = defineHandler(() => ({
  /** A server without payouts (one that honours only the specification) has no history. */
  getList: async (params: GetListParams): Promise<GetListResult<PayoutRow>> => {
    const body = {
      pagination: pagination(params.pagination?.page, params.pagination?.perPage, PAYOUT_HISTORY_PAGE_SIZE),
    };
    const page = await unlessRefused(getPayouts(body), NO_HISTORY);
    const rows = page.results.map((row, index) => ({ ...row, id: row.id ?? `payout-${index}` }));
    return toListPage({ ...page, results: rows }, body.pagination);
  },
  getSchedule: (p: PayoutScheduleBody) => getPayoutSchedule(p),
  download: (p: { format: PayoutFileFormat; period: PayoutScheduleBody }) =>
    downloadPayouts(p.format, p.period),
}));
