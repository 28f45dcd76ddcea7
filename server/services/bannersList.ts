import type { AdvertStatus, Banner, BannerState, PagedReply } from '../../contract/index.js';
import type { Db, SqlValue } from '../db/query.js';
import { all, scalar } from '../db/query.js';
import { listPage, type PageWindow } from './ordersCommon.js';
import { toPosition } from './bannersCalendar.js';
import { advertStatusOfBanner, bannerAdvertStatusSql } from './paymentsStatus.js';

/** `GetBanners` (docs/contract/marketing.md "Banners"): the seller's banners, cancelled ones not listed. */

export interface BannerListFilter {
  sellerId: number;
  status: AdvertStatus | null;
  /** Banners whose `dateTo` ≥ it. */
  dateFrom: string | null;
  /** Banners whose `dateFrom` ≤ it. */
  dateTo: string | null;
  window: PageWindow;
}

interface BannerRow {
  id: number;
  file_path: string;
  position_id: number;
  name: string;
  page: string;
  width: number;
  height: number;
  base_price: number;
  date_from: string;
  date_to: string;
  price: number;
  link: string | null;
  state: BannerState;
  decline_reason: string | null;
  payment_id: string;
  created_at: string;
}

export function listBanners(db: Db, filter: BannerListFilter, now: number): PagedReply<Banner> {
  const at = new Date(now);
  const status = bannerAdvertStatusSql('b', at);
  const where = ['b.seller_id = ?', "b.state <> 'cancelled'"];
  const params: SqlValue[] = [filter.sellerId];
  if (filter.status !== null) {
    where.push(`${status.sql} = ?`);
    params.push(...status.params, filter.status);
  }
  if (filter.dateFrom !== null) {
    where.push('b.date_to >= ?');
    params.push(filter.dateFrom);
  }
  if (filter.dateTo !== null) {
    where.push('b.date_from <= ?');
    params.push(filter.dateTo);
  }
  const whereSql = where.join(' AND ');
  const rowCount = scalar(db, `SELECT COUNT(*) AS value FROM banners b WHERE ${whereSql}`, ...params);
  const rows = all<BannerRow>(
    db,
    `SELECT b.id, b.file_path, b.position_id, bp.name, bp.page, bp.width, bp.height, bp.base_price,
       b.date_from, b.date_to, b.price, b.link, b.state, b.decline_reason, m.payment_id, b.created_at
     FROM banners b JOIN banner_positions bp ON bp.id = b.position_id
       JOIN marketing_payments m ON m.id = b.payment_id
     WHERE ${whereSql} ORDER BY b.id DESC LIMIT ? OFFSET ?`,
    ...params,
    filter.window.pageSize,
    filter.window.offset,
  );
  const results = rows.map((r): Banner => ({
    id: r.id,
    bannerFilePath: r.file_path,
    position: toPosition({ ...r, id: r.position_id }),
    dateFrom: r.date_from,
    dateTo: r.date_to,
    price: r.price,
    link: r.link,
    state: r.state,
    advertStatus: advertStatusOfBanner(r.state, r.date_to, at) ?? 5,
    declineReason: r.decline_reason,
    paymentId: r.payment_id,
    createdAt: r.created_at,
  }));
  return listPage(results, rowCount, filter.window.pageSize);
}
