import type { Db } from '../db/query.js';
import { one, run } from '../db/query.js';
import { iso } from '../lib/time.js';
import { notifySeller, type Notice } from './notify.js';

/**
 * The administrator's decision on a paid banner (docs/contract/marketing.md "Console"): only an
 * `awaitingApproval` banner is approved or declined; the seller is told by a notification.
 */

export type BannerDecision = { approve: true } | { approve: false; reason: string };

export type BannerDecisionResult = 'done' | 'notFound' | 'notAwaiting';

/** The seller's notification (the administrator's kind: always delivered); the link is the banners list. */
export const bannerNotice = (positionName: string, decision: BannerDecision): Notice => ({
  kind: 'admin',
  title: 'Баннеры',
  text: decision.approve
    ? `Баннер «${positionName}» одобрен`
    : `Баннер «${positionName}» отклонён: ${decision.reason}`,
  link: '/marketing/banners',
});

export function decideBanner(
  db: Db,
  bannerId: number,
  decision: BannerDecision,
  adminId: number,
  now: number,
): BannerDecisionResult {
  return db.transaction((): BannerDecisionResult => {
    const banner = one<{ seller_id: number; state: string; position_name: string }>(
      db,
      `SELECT b.seller_id, b.state, bp.name AS position_name
       FROM banners b JOIN banner_positions bp ON bp.id = b.position_id WHERE b.id = ?`,
      bannerId,
    );
    if (!banner) return 'notFound';
    if (banner.state !== 'awaitingApproval') return 'notAwaiting';
    const at = iso(now);
    run(
      db,
      'UPDATE banners SET state = ?, decline_reason = ?, decided_at = ?, admin_id = ? WHERE id = ?',
      decision.approve ? 'approved' : 'declined',
      decision.approve ? null : decision.reason,
      at,
      adminId,
      bannerId,
    );
    notifySeller(db, banner.seller_id, bannerNotice(banner.position_name, decision), at);
    return 'done';
  })();
}
