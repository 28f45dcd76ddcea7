import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { uploadsDir, uploadUrl } from '../../lib/uploads.js';
import { DAY_MS, HOUR_MS, iso, moscowDay } from '../../lib/time.js';
import { calendarDays, rulePrice } from '../../services/bannersPricing.js';
import { newPaymentId } from '../../services/payments.js';
import type { Db } from '../query.js';
import { all, one, run } from '../query.js';
import { bandedPng } from './png.js';

/**
 * Marketing reference data (docs/contract/marketing.md): each banner position's price for the
 * calendar's days from `now`. Idempotent: days that already have a price keep it.
 */
export function seedBannerPrices(db: Db, now: number): void {
  const positions = all<{ id: number; base_price: number }>(
    db,
    'SELECT id, base_price FROM banner_positions',
  );
  for (const position of positions) {
    for (const day of calendarDays(now)) {
      run(
        db,
        'INSERT OR IGNORE INTO banner_position_prices (position_id, day, price) VALUES (?, ?, ?)',
        position.id,
        day,
        rulePrice(position.base_price, day),
      );
    }
  }
}

interface DemoBanner {
  positionId: number;
  /** Days from Moscow today: the first and the last shown day. */
  from: number;
  to: number;
  /** Days before now the seller paid (the banner and its payment were created then). */
  paidDaysAgo: number;
  state: 'awaitingApproval' | 'approved' | 'declined';
  declineReason?: string;
  colour: readonly [number, number, number];
}

/** One banner per state the seller's list shows; each paid through its own payment. */
const DEMO_BANNERS: readonly DemoBanner[] = [
  { positionId: 1, from: -3, to: 4, paidDaysAgo: 6, state: 'approved', colour: [33, 150, 243] },
  { positionId: 3, from: -20, to: -14, paidDaysAgo: 24, state: 'approved', colour: [76, 175, 80] },
  {
    positionId: 2,
    from: 10,
    to: 12,
    paidDaysAgo: 2,
    state: 'declined',
    declineReason: 'Мелкий текст на изображении не читается: увеличьте шрифт',
    colour: [244, 67, 54],
  },
  { positionId: 4, from: 5, to: 9, paidDaysAgo: 0, state: 'awaitingApproval', colour: [156, 39, 176] },
];

/**
 * Demo banners of a seller (docs/contract/marketing.md "Banners"): approved and showing, approved
 * and over, declined with a reason, paid and waiting for the administrator. Their images have the
 * position's pixel size and are written to `<dataDir>/uploads` when a data directory is given.
 * Idempotent: a seller who already has banners gets none.
 */
export function seedDemoBanners(db: Db, now: number, sellerId: number, dataDir: string | undefined): void {
  if (one(db, 'SELECT 1 AS x FROM banners WHERE seller_id = ?', sellerId)) return;
  for (const [i, banner] of DEMO_BANNERS.entries()) {
    const position = one<{ width: number; height: number; base_price: number }>(
      db,
      'SELECT width, height, base_price FROM banner_positions WHERE id = ?',
      banner.positionId,
    );
    if (!position) continue;
    const fileName = `${createHash('sha256').update(`demo-banner-${sellerId}-${i}`).digest('hex').slice(0, 32)}.png`;
    if (dataDir) {
      mkdirSync(uploadsDir(dataDir), { recursive: true });
      writeFileSync(
        path.join(uploadsDir(dataDir), fileName),
        bandedPng(banner.colour, position.width, position.height),
      );
    }
    const days = Array.from({ length: banner.to - banner.from + 1 }, (_, d) =>
      moscowDay(now + (banner.from + d) * DAY_MS),
    );
    const price = days.reduce((sum, day) => sum + rulePrice(position.base_price, day), 0);
    const paidAt = now - banner.paidDaysAgo * DAY_MS - HOUR_MS;
    const createdAt = iso(paidAt - 5 * 60 * 1000);
    const paymentRowId = Number(
      run(
        db,
        `INSERT INTO marketing_payments (payment_id, seller_id, kind, amount, status, created_at, decided_at)
         VALUES (?, ?, 'banner', ?, 'paid', ?, ?)`,
        newPaymentId(),
        sellerId,
        price,
        createdAt,
        iso(paidAt),
      ).lastInsertRowid,
    );
    run(
      db,
      `INSERT INTO banners (seller_id, position_id, payment_id, file_path, link, date_from, date_to, price, state,
         decline_reason, created_at, decided_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      sellerId,
      banner.positionId,
      paymentRowId,
      uploadUrl(fileName),
      i % 2 === 0 ? 'https://market.example/sale' : null,
      days[0] ?? '',
      days[days.length - 1] ?? '',
      price,
      banner.state,
      banner.declineReason ?? null,
      createdAt,
      banner.state === 'awaitingApproval' ? null : iso(paidAt + 2 * HOUR_MS),
    );
  }
}
