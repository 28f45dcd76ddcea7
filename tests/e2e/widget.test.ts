import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
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

const DIST = resolve(import.meta.dirname, '..', '..', 'dist');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

/**
 * A plain static host serving dist/ at /seller/ with an SPA fallback to index.html and no rewrite
 * rule for the widget; its API calls go on to the reference server. `directoryIndex`: a folder's
 * index.html answers its path (`/x` redirects to `/x/` first), as nginx's `try_files $uri $uri/`
 * or `serve` do; without it only files and the fallback (`try_files $uri /seller/index.html`).
 */
async function startStaticHost(directoryIndex: boolean): Promise<{ origin: string; close(): void }> {
  const host = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://static.invalid');
      if (url.pathname.startsWith('/seller/api/')) {
        const reply = await fetch(`${server.origin}${url.pathname}${url.search}`);
        response.writeHead(reply.status, {
          'content-type': reply.headers.get('content-type') ?? 'text/plain',
        });
        response.end(Buffer.from(await reply.arrayBuffer()));
        return;
      }
      const send = (file: string) => {
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        });
        response.end(readFileSync(file));
      };
      if (!url.pathname.startsWith('/seller/')) {
        response.writeHead(404).end();
        return;
      }
      const file = resolve(DIST, decodeURIComponent(url.pathname.slice('/seller/'.length)));
      const inside = file === DIST || file.startsWith(DIST + sep);
      const stat = inside && existsSync(file) ? statSync(file) : null;
      if (stat?.isFile()) return send(file);
      if (stat?.isDirectory() && directoryIndex && existsSync(join(file, 'index.html'))) {
        if (!url.pathname.endsWith('/')) {
          response.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
          return;
        }
        return send(join(file, 'index.html'));
      }
      if (url.pathname.startsWith('/seller/assets/')) {
        response.writeHead(404).end();
        return;
      }
      send(join(DIST, 'index.html'));
    })().catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(host.address() as AddressInfo).port}`, close: () => host.close() };
}

describe('the widget page at /seller/iframe-embed (no .html)', () => {
  it('is built as dist/iframe-embed/index.html (and iframe-embed.html), the widget and not the app', () => {
    for (const file of [join(DIST, 'iframe-embed', 'index.html'), join(DIST, 'iframe-embed.html')]) {
      expect(existsSync(file), file).toBe(true);
      const html = readFileSync(file, 'utf8');
      expect(html, file).toContain('<main id="widget"');
      expect(html, file).not.toContain('id="root"');
      expect(html, file).toMatch(
        /<script type="module" crossorigin src="\/seller\/assets\/widget-[^"]+\.js">/,
      );
    }
  });

  /** Opens `url` in a fresh tab and returns the tab once the card's heading is the demo store's. */
  async function openWidget(url: string): Promise<Page> {
    const tab = await context.newPage();
    await tab.goto(url);
    await expect.poll(() => tab.getByRole('heading', { level: 1 }).textContent()).toBe(store.storeName);
    return tab;
  }

  it('draws the store at /seller/iframe-embed and /seller/iframe-embed/ on the reference server', async () => {
    for (const path of [
      `/iframe-embed?storeId=${store.id}`,
      `/iframe-embed/?storeId=${store.id}&theme=dark`,
    ]) {
      const tab = await openWidget(server.url(path));
      expect(new URL(tab.url()).pathname, path).toBe(new URL(server.url(path)).pathname);
      await tab.getByRole('link', { name: 'Совершать покупки' }).waitFor();
      await tab.close();
    }
  });

  it('draws the store on a plain static host serving dist/ with folder indexes, without the app', async () => {
    const host = await startStaticHost(true);
    try {
      for (const path of [
        `/seller/iframe-embed?storeId=${store.id}`,
        `/seller/iframe-embed/?storeId=${store.id}&theme=dark`,
      ]) {
        const tab = await context.newPage();
        const scripts: string[] = [];
        tab.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        await tab.goto(`${host.origin}${path}`);
        await expect.poll(() => tab.getByRole('heading', { level: 1 }).textContent()).toBe(store.storeName);
        expect(new URL(tab.url()).pathname).toBe('/seller/iframe-embed/');
        expect(
          scripts.filter((script) => /\/assets\/main-/.test(script)),
          path,
        ).toEqual([]);
        const shop = tab.getByRole('link', { name: 'Совершать покупки' });
        expect(await shop.getAttribute('href')).toBe(`${server.origin}/store/${store.id}`);
        if (path.includes('theme=dark')) {
          expect(await tab.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        }
        await tab.close();
      }
    } finally {
      host.close();
    }
  });

  it('draws the store on a static host whose SPA fallback answers the path with the app page', async () => {
    const host = await startStaticHost(false);
    try {
      const tab = await openWidget(`${host.origin}/seller/iframe-embed?storeId=${store.id}&theme=dark`);
      expect(tab.url()).toBe(`${host.origin}/seller/iframe-embed/index.html?storeId=${store.id}&theme=dark`);
      expect(await tab.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await tab.close();
    } finally {
      host.close();
    }
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
    await page.getByLabel('Ширина, пикс.').fill('480');
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
