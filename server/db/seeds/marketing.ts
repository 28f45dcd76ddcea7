import { calendarDays, rulePrice } from '../../services/bannersPricing.js';
import type { Db } from '../query.js';
import { all, run } from '../query.js';

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
