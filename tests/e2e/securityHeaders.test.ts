import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every Content-Security-Policy violation the page reports (console and the DOM event). */
async function collectViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return seen;
}

describe('the app under its Content-Security-Policy', () => {
  it('signs in and shows the dashboard, orders and finances without a single violation', async () => {
    const { context, page } = await newPage(browser);
    const violations = await collectViolations(page);
    await signIn(page, server);
    await page.waitForURL(/\/seller\/dashboard$/);
    await page.getByText('Обзор').first().waitFor();
    for (const path of ['/orders/whole-sale', '/finacnes/whole-sale']) {
      await page.goto(server.url(path));
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it("paints a seller's remembered scheme before the app's code arrives, by the one inline script the policy allows", async () => {
    const context = await browser.newContext({ locale: 'ru-RU', colorScheme: 'dark' });
    const page = await context.newPage();
    const violations = await collectViolations(page);
    // The app's code never arrives: what shows is the page's own head.
    await page.route('**/seller/assets/**', (route) => route.abort());
    /** The colour of the page's blank canvas, as the browser paints it. */
    const canvas = () =>
      page.evaluate(() => {
        const probe = document.createElement('div');
        probe.style.backgroundColor = 'Canvas';
        document.body.append(probe);
        return getComputedStyle(probe).backgroundColor;
      });
    const WHITE = 'rgb(255, 255, 255)';

    await page.goto(server.url('/login'));
    const systemDark = await canvas();
    expect(systemDark).not.toBe(WHITE);
    await page.evaluate(() => localStorage.setItem('sellerThemeMode', 'light'));
    await page.reload();
    expect(await canvas()).toBe(WHITE);
    await page.evaluate(() => localStorage.setItem('sellerThemeMode', 'dark'));
    await page.reload();
    expect(await canvas()).toBe(systemDark);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('cannot be framed by another origin, while the embed page can', async () => {
    const { context, page } = await newPage(browser);
    // A page of another origin (another port on the loopback), without a policy of its own.
    const otherSite = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end('<!doctype html><title>other site</title><body></body>');
    });
    await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
    const { port } = otherSite.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    /** The URL the frame ends on: Chromium shows chrome-error:// for a refused frame. */
    const framed = async (path: string): Promise<string> => {
      const name = `frame${path.replace(/\W/g, '')}`;
      await page.evaluate(
        ([src, id]) =>
          new Promise<void>((resolve) => {
            const frame = document.createElement('iframe');
            frame.name = id ?? '';
            frame.src = src ?? '';
            frame.addEventListener('load', () => resolve());
            document.body.append(frame);
          }),
        [server.url(path), name],
      );
      return page.frame({ name })?.url() ?? 'no frame';
    };
    expect(await framed('/dashboard')).toMatch(/^chrome-error:/);
    expect(await framed('/iframe-embed')).toBe(server.url('/iframe-embed'));
    await context.close();
    otherSite.close();
  });
});
