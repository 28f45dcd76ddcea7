import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import type { Envelope, UserProfile, WidgetInfo } from '../../contract';
import { launchBrowser, newPage, screenshot, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let store: { id: number; storeName: string };
/** Content-Security-Policy reports of the page and its frames. */
const cspViolations: string[] = [];

/** Another origin (another loopback port) whose page is whatever the test puts in `otherHtml`. */
let otherSite: Server;
let otherHtml = '';
let otherOrigin = '';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, page } = await newPage(browser));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  otherSite = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(otherHtml);
  });
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}`;
  const user = page.waitForResponse((response) => response.url().includes('/User/GetUserByAccessToken'));
  await signIn(page, server);
  const profile = ((await (await user).json()) as Envelope<UserProfile>).data;
  if (!profile?.seller) throw new Error('the demo seller has no store');
  store = profile.seller.store;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  otherSite?.close();
});

/** Opens a page of the other site with the given frames and waits until each has loaded. */
async function openOtherSite(frames: Record<string, string>): Promise<void> {
  otherHtml = `<!doctype html><title>Сайт продавца</title><body>${Object.entries(frames)
    .map(([name, src]) => `<iframe name="${name}" src="${src}" width="360" height="440"></iframe>`)
    .join('')}</body>`;
  await page.goto(otherOrigin);
  await page.waitForLoadState('load');
}

const frame = (name: string): Frame => {
  const found = page.frame({ name });
  if (!found) throw new Error(`no frame ${name}`);
  return found;
};

describe('the store widget on another site', () => {
  it('shows the store, its product count and the shop link inside a frame of another origin', async () => {
    const reply = await fetch(
      `${server.origin}/seller/api/Marketing/GetWidgetInfoByStoreId?storeId=${store.id}`,
    );
    const info = ((await reply.json()) as Envelope<WidgetInfo>).data;
    if (!info) throw new Error('no widget info');
    expect(info.productCount).toBeGreaterThan(0);
    await openOtherSite({
      widget: server.url(`/iframe-embed?storeId=${store.id}`),
      unknown: server.url('/iframe-embed?storeId=999999'),
      malformed: server.url('/iframe-embed?storeId=abc'),
      app: server.url('/dashboard'),
    });
    const widget = frame('widget');
    await expect.poll(() => widget.getByRole('heading', { level: 1 }).textContent()).toBe(store.storeName);
    expect(await widget.locator('.badge').textContent()).toBe(String(info.productCount));
    const shop = widget.getByRole('link', { name: 'Совершать покупки' });
    expect(await shop.getAttribute('href')).toBe(info.storeUrl);
    expect(await shop.getAttribute('target')).toBe('_blank');
    expect(await widget.getByText('Магазин не найден').count()).toBe(0);
    for (const name of ['unknown', 'malformed']) {
      await frame(name).getByText('Магазин не найден').waitFor();
    }
    // The signed-in app itself (its tokens are in this browser) is refused inside the other site.
    expect(frame('app').url()).toMatch(/^chrome-error:/);
    // The widget's own script, styles and images load inside the frame.
    expect(cspViolations.filter((text) => !text.includes('frame-ancestors'))).toEqual([]);
    await screenshot(page, 'widget-other-site');
  });
});

describe('the Embed screen', () => {
  it('gives the code of the seller’s store and previews it', async () => {
    await page.goto(server.url('/dashboard/embed'));
    const code = page.getByTestId('embed-code');
    await expect
      .poll(() => code.textContent())
      .toContain(`${server.origin}/seller/iframe-embed?storeId=${store.id}"`);
    await page.getByRole('radio', { name: 'Тёмное' }).check();
    await expect.poll(() => code.textContent()).toContain(`storeId=${store.id}&amp;theme=dark`);
    await page.getByLabel('Ширина, px').fill('480');
    await expect.poll(() => code.textContent()).toContain('width="480"');
    const preview = page.frameLocator(`iframe[src*="iframe-embed?storeId=${store.id}"]`);
    await preview.getByRole('heading', { name: store.storeName }).waitFor();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
    await page.getByRole('button', { name: 'Копировать код' }).click();
    await page.getByText('Код скопирован').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());
    await screenshot(page, 'embed-screen');
  });
});
