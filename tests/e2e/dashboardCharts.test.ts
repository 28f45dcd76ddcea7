import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStatistics, OrderFunnelReply, SalesAnalyticsReply } from '../../contract';
import { callsTo, screenshot, signedInSession, type SignedInSession } from './harness';

/** The dashboard's 30-day sales chart and order funnel against the reference server's figures. */

let session: SignedInSession;

beforeAll(async () => {
  session = await signedInSession();
});
afterAll(async () => {
  await session?.close();
});

/** The same call the page made, with the page's token: what the server says the figures are. */
async function serverReply<T>(url: string): Promise<T> {
  return session.page.evaluate(async (address) => {
    const reply = await fetch(address, {
      headers: { Authorization: `Bearer ${localStorage.getItem('sellerAccessToken') ?? ''}` },
    });
    return ((await reply.json()) as { data: unknown }).data;
  }, url) as Promise<T>;
}

describe('dashboard charts', () => {
  it('draw the last 30 days of sales and the order funnel with the server figures', async () => {
    const { page, apiCalls } = session;
    const sales = page.getByRole('region', { name: 'Продажи за 30 дней' });
    const table = sales.getByRole('table', { name: 'Выручка по дням за 30 дней' });
    await table.waitFor({ state: 'attached' });
    await sales.getByText(/^Итого: [\d\s,]+ руб\.$/).waitFor();
    // Two lines: retail and wholesale.
    await expect.poll(() => sales.locator('path.MuiLineChart-line').count()).toBe(2);
    expect(await table.getByRole('row').count()).toBe(31);

    const salesCall = callsTo(apiCalls, 'Analytics/GetAnalyticsOfSales');
    expect(salesCall).toHaveLength(1);
    const search = new URL(salesCall[0]?.url() ?? '').searchParams;
    expect(search.get('DateFrom')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const reply = await serverReply<SalesAnalyticsReply>(salesCall[0]?.url() ?? '');
    expect(reply.series).toHaveLength(30);
    expect(reply.period?.dateTo).toBe(search.get('DateTo'));

    const funnel = page.getByRole('region', { name: 'Воронка заказов за 30 дней' });
    const funnelTable = funnel.getByRole('table', { name: 'Воронка заказов за 30 дней' });
    await funnelTable.waitFor({ state: 'attached' });
    const funnelCall = callsTo(apiCalls, 'Analytics/GetOrderFunnel');
    expect(funnelCall).toHaveLength(1);
    const figures = await serverReply<OrderFunnelReply>(funnelCall[0]?.url() ?? '');
    const created = (await funnelTable.getByRole('row').nth(1).textContent()) ?? '';
    expect(created.replace(/\s/g, '')).toMatch(new RegExp(`^Созданы${figures.current?.created}100,0%`));
    await screenshot(page, 'dashboard-charts');
  });

  it("say which orders the sales count, and 'Продажи за месяц' equals the chart's call over the month", async () => {
    const { page, apiCalls } = session;
    const heading = page.getByRole('heading', { name: 'Продажи (оплаченные заказы)' });
    await heading.waitFor();
    await page.getByText('Заказы, оплаченные покупателем, без отменённых и отклонённых').waitFor();
    await page.getByText('Оплаченных заказов', { exact: true }).waitFor();
    const sales = page.getByRole('region', { name: 'Продажи за 30 дней' });
    await sales.getByText('Оплаченные заказы', { exact: true }).waitFor();

    const salesUrl = new URL(callsTo(apiCalls, 'Analytics/GetAnalyticsOfSales')[0]?.url() ?? '');
    const today = salesUrl.searchParams.get('DateTo') ?? '';
    salesUrl.search = new URLSearchParams({ DateFrom: `${today.slice(0, 8)}01`, DateTo: today }).toString();
    const month = await serverReply<SalesAnalyticsReply>(salesUrl.toString());
    const statsCall = callsTo(apiCalls, 'User/GetDashboardStatistics').at(-1);
    const stats = await serverReply<DashboardStatistics>(statsCall?.url() ?? '');
    expect(stats.salesThisMonth).toBeCloseTo(month.current?.revenue ?? NaN, 2);
  });
});
