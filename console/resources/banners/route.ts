import type { FastifyInstance } from 'fastify';
import type { AdvertStatus, BannerState } from '../../../contract/index.js';
import { decideBanner } from '../../../server/services/bannersDecide.js';
import { BANNER_DECLINE_REASON_MAX, BannerText } from '../../../server/services/bannersRules.js';
import { advertStatusOfBanner, bannerAdvertStatusSql } from '../../../server/services/paymentsStatus.js';
import { decisionRoute } from '../../server/decision.js';
import {
  badRequest,
  conflict,
  integerFilter,
  listRoute,
  notFound,
  oneOfFilter,
  oneRoute,
  refuseOtherMethods,
  type FilterRule,
  type ListSpec,
} from '../../server/rest.js';

/**
 * Sellers' banners (docs/contract/marketing.md "Console"): list, one, and PUT
 * `{status: 'approved'}` / `{status: 'rejected', reason}` on a paid banner awaiting approval;
 * the seller is notified.
 */

type BannerRow = Omit<BannerRecord, 'advertStatus'>;

export interface BannerRecord {
  id: number;
  sellerId: number;
  storeName: string;
  bannerFilePath: string;
  positionId: number;
  positionName: string;
  width: number;
  height: number;
  dateFrom: string;
  dateTo: string;
  price: number;
  link: string | null;
  state: BannerState;
  /** Computed at the call; null for a cancelled banner (not listed to the seller). */
  advertStatus: AdvertStatus | null;
  declineReason: string | null;
  paymentId: string;
  createdAt: string;
  decidedAt: string | null;
}

const STATES: readonly BannerState[] = [
  'awaitingPayment',
  'cancelled',
  'awaitingApproval',
  'approved',
  'declined',
];

const ADVERT_STATUSES: readonly number[] = [1, 2, 3, 4, 5];

/** `advertStatus` is computed for the moment of the request (the same SQL as the seller's list). */
function advertStatusFilter(now: () => number): FilterRule {
  return (value, key) => {
    const status = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value;
    if (typeof status !== 'number' || !ADVERT_STATUSES.includes(status)) {
      throw badRequest(`Filter '${key}' must be one of ${JSON.stringify(ADVERT_STATUSES)}`);
    }
    const expression = bannerAdvertStatusSql('b', new Date(now()));
    return { sql: `${expression.sql} = ?`, params: [...expression.params, status] };
  };
}

export function bannersSpec(now: () => number): ListSpec<BannerRow, BannerRecord> {
  return {
    resource: 'banners',
    columns: `b.id AS id, b.seller_id AS sellerId, st.store_name AS storeName, b.file_path AS bannerFilePath,
      b.position_id AS positionId, bp.name AS positionName, bp.width AS width, bp.height AS height,
      b.date_from AS dateFrom, b.date_to AS dateTo, b.price AS price, b.link AS link, b.state AS state,
      b.decline_reason AS declineReason, m.payment_id AS paymentId, b.created_at AS createdAt,
      b.decided_at AS decidedAt`,
    from: `banners b JOIN banner_positions bp ON bp.id = b.position_id
      JOIN marketing_payments m ON m.id = b.payment_id JOIN stores st ON st.seller_id = b.seller_id`,
    id: 'b.id',
    sort: { id: 'b.id', dateFrom: 'b.date_from', price: 'b.price' },
    filters: {
      sellerId: integerFilter('b.seller_id'),
      positionId: integerFilter('b.position_id'),
      state: oneOfFilter('b.state', STATES),
      advertStatus: advertStatusFilter(now),
    },
    toRecord: (row) => ({
      ...row,
      advertStatus: advertStatusOfBanner(row.state, row.dateTo, new Date(now())),
    }),
  };
}

export async function bannersRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const spec = bannersSpec(ctx.now);
  listRoute(app, spec);
  oneRoute(app, spec);
  decisionRoute(app, {
    spec,
    reasonMax: BANNER_DECLINE_REASON_MAX,
    reasonRequired: "Field 'reason' is required to reject a banner",
    recordNotFound: BannerText.bannerNotFound,
    decide: (id, decision, adminId) => {
      const result = decideBanner(ctx.db, id, decision, adminId, ctx.now());
      if (result === 'notFound') throw notFound(BannerText.bannerNotFound);
      if (result === 'notAwaiting') throw conflict(BannerText.notAwaitingDecision);
    },
  });
  refuseOtherMethods(app, { collection: ['GET'], record: ['GET', 'PUT'] });
}
