import { DEMO_ACCOUNTS } from '../demoAccounts.js';
import type { Db } from '../query.js';
import { run } from '../query.js';

/** Commission percentage of the demo sellers (migration 003's default, 5 %, for everyone else). */
export const DEMO_COMMISSION_PERCENTAGES: Readonly<Record<string, number>> = {
  [DEMO_ACCOUNTS.seller]: 5,
  [DEMO_ACCOUNTS.seller2]: 7,
};

export function seedCommissions(db: Db): void {
  for (const [email, percentage] of Object.entries(DEMO_COMMISSION_PERCENTAGES)) {
    run(
      db,
      'UPDATE sellers SET commission_percentage = ? WHERE user_id IN (SELECT id FROM users WHERE email = ?)',
      percentage,
      email,
    );
  }
}
