import type { Page } from 'playwright-core';
import { DEMO_SELLER, twoSidedSession } from '../tests/e2e/harness';
import { quantile } from './app.js';

const WARM_UP = 3;
const RUNS = 30;

interface SellerRecord {
  id: number;
  email: string;
}

/** Records, in the seller's page, the wall-clock time of every change of the bell's count. */
async function watchBell(seller: Page): Promise<void> {
  await seller.evaluate(() => {
    const bell = document.querySelector('[data-testid="notification-bell"]');
    if (!bell) throw new Error('no bell');
    const times: number[] = [];
    (window as Window & { bellChanges?: number[] }).bellChanges = times;
    new MutationObserver(() => times.push(Date.now())).observe(bell, {
      attributes: true,
      attributeFilter: ['aria-label'],
    });
  });
}

const bellChanges = (seller: Page) =>
  seller.evaluate(() => (window as Window & { bellChanges?: number[] }).bellChanges?.length ?? 0);

/**
 * The time from a server event to the seller's DOM: the administrator's console API stores a
 * notification for the demo seller (the server publishes `NotificationReceived` before it
 * answers), and the seller's shell in Chromium, connected to the hub over loopback, changes the
 * bell's count. Measured from just before the POST leaves (so it includes the POST's own way in)
 * to the MutationObserver seeing the bell's new count; one wall clock, one machine.
 */
export async function benchRealtime(): Promise<void> {
  const session = await twoSidedSession();
  try {
    const { seller, admin, server } = session;
    const token = await admin.evaluate(() => localStorage.getItem('marketConsoleToken'));
    const headers = { Authorization: `Bearer ${token ?? ''}`, 'Content-Type': 'application/json' };
    const filter = encodeURIComponent(JSON.stringify({ q: DEMO_SELLER.email }));
    const sellers = (await (
      await fetch(`${server.origin}/admin/api/sellers?filter=${filter}`, { headers })
    ).json()) as SellerRecord[];
    const sellerId = sellers.find((record) => record.email === DEMO_SELLER.email)?.id;
    if (!sellerId) throw new Error('demo seller not found in the console');

    const registered = seller.waitForResponse((r) => r.url().includes('/seller/api/Common/AddOnlineUser'));
    await seller.reload();
    await registered;
    await seller.getByTestId('notification-bell').waitFor();
    await watchBell(seller);

    const times: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const seen = await bellChanges(seller);
      const sentAt = Date.now();
      const reply = await fetch(`${server.origin}/admin/api/notifications`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ sellerId, title: `Замер ${run + 1}`, text: 'Проверка задержки уведомлений' }),
      });
      if (!reply.ok) throw new Error(`console POST answered ${reply.status}`);
      await seller.waitForFunction(
        (count) => ((window as Window & { bellChanges?: number[] }).bellChanges?.length ?? 0) > count,
        seen,
        { polling: 'raf', timeout: 10_000 },
      );
      const shownAt = await seller.evaluate(
        (index) => (window as Window & { bellChanges?: number[] }).bellChanges?.[index] ?? Number.NaN,
        seen,
      );
      if (run >= WARM_UP) times.push(shownAt - sentAt);
    }
    times.sort((a, b) => a - b);
    console.log(
      `server event -> bell count in the DOM (Chromium, loopback): median ${quantile(times, 0.5)} ms, ` +
        `p90 ${quantile(times, 0.9)} ms, max ${times.at(-1)} ms (${RUNS} runs; target median < 50 ms)`,
    );
  } finally {
    await session.close();
  }
}
