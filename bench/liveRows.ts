import { twoSidedSession, DEMO_SELLER } from '../tests/e2e/harness';
import { quantile } from './app.js';

const WARM_UP = 2;
const RUNS = 10;

interface IdRecord {
  id: number;
  email?: string;
  isActive?: boolean;
  isDraft?: boolean;
  isBlocked?: boolean;
}

type LiveWindow = Window & { expectedRow?: string; rowSeenAt?: number };

/**
 * A buyer's retail order placed through the console's API → the new row in the seller's open
 * `/main-retail-orders` (hub event `OrderCreated`, the list fetched again, the row drawn). Timed
 * from just before the POST leaves to a MutationObserver in the seller's page seeing the order's
 * number in the table; one wall clock, one machine.
 */
export async function benchLiveRows(): Promise<void> {
  const session = await twoSidedSession();
  try {
    const { seller, admin, server } = session;
    const token = await admin.evaluate(() => localStorage.getItem('marketConsoleToken'));
    const headers = { Authorization: `Bearer ${token ?? ''}`, 'Content-Type': 'application/json' };
    const get = async <T>(path: string, filter: Record<string, unknown>): Promise<T[]> => {
      const reply = await fetch(
        `${server.origin}/admin/api/${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,49]`,
        { headers },
      );
      return (await reply.json()) as T[];
    };
    const sellerId = (await get<IdRecord>('sellers', { q: DEMO_SELLER.email })).find(
      (record) => record.email === DEMO_SELLER.email,
    )?.id;
    const product = (await get<IdRecord>('products', { sellerId, productTypeId: 1, isBlocked: false })).find(
      (record) => record.isActive && !record.isDraft,
    );
    const buyerId = (await get<IdRecord>('buyers', {}))[0]?.id;
    if (!sellerId || !product || !buyerId) throw new Error('demo seller, retail product or buyer not found');

    const registered = seller.waitForResponse((r) => r.url().includes('/seller/api/Common/AddOnlineUser'));
    await seller.goto(`${server.origin}/seller/main-retail-orders`);
    await registered;
    await seller.locator('main tbody tr').first().waitFor();
    await seller.evaluate(() => {
      const live = window as LiveWindow;
      new MutationObserver(() => {
        if (live.expectedRow && live.rowSeenAt === undefined) {
          const table = document.querySelector('main tbody');
          if (table?.textContent?.includes(live.expectedRow)) live.rowSeenAt = Date.now();
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });

    const times: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      await seller.evaluate(() => {
        (window as LiveWindow).rowSeenAt = undefined;
        (window as LiveWindow).expectedRow = undefined;
      });
      const sentAt = Date.now();
      const reply = await fetch(`${server.origin}/admin/api/retail-orders`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          sellerId,
          buyerId,
          shippingMethodId: 2,
          deliveryMethodId: 1,
          lines: [{ productId: product.id, quantity: 1, price: 100 }],
        }),
      });
      if (!reply.ok) throw new Error(`console POST answered ${reply.status}: ${await reply.text()}`);
      const { number } = (await reply.json()) as { number: string };
      await seller.evaluate((expected) => {
        const live = window as LiveWindow;
        live.expectedRow = expected;
        if (document.querySelector('main tbody')?.textContent?.includes(expected)) live.rowSeenAt = Date.now();
      }, number);
      await seller.waitForFunction(() => (window as LiveWindow).rowSeenAt !== undefined, undefined, {
        polling: 'raf',
        timeout: 10_000,
      });
      const seenAt = await seller.evaluate(() => (window as LiveWindow).rowSeenAt ?? Number.NaN);
      if (run >= WARM_UP) times.push(seenAt - sentAt);
    }
    times.sort((a, b) => a - b);
    console.log(
      `console order -> row in the seller's open retail list (Chromium, loopback): median ${quantile(times, 0.5)} ms, ` +
        `p90 ${quantile(times, 0.9)} ms, max ${times.at(-1)} ms (${RUNS} runs; target median < 1000 ms)`,
    );
  } finally {
    await session.close();
  }
}
