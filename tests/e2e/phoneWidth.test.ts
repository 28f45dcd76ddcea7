import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { sidebarMenu, type MenuEntry, type MenuExternal } from '../../src/layout/menu';
import { launchBrowser, signIn, startServer, type RunningServer } from './harness';

/**
 * Every screen of the sidebar on a 390 px phone (spec section 9): once its data is on screen,
 * nothing makes the page scroll sideways, and no button sits off screen (a table that scrolls
 * inside its card once hid its row actions there). (A screen-reader table that kept its width,
 * or a form control that theme rules widened to 100 %, once pushed fields off the screen.)
 */

const PHONE = { width: 390, height: 844 };

const linkPaths = (entries: readonly (MenuEntry | MenuExternal)[]): string[] =>
  entries.flatMap((entry) => {
    if (entry.kind === 'link') return [entry.to];
    if (entry.kind === 'group') return linkPaths(entry.items);
    return [];
  });

/** Further screens a seller reaches from those lists. */
const MORE_PATHS = [
  '/dashboard/analytics/orders',
  '/dashboard/analytics/products',
  '/marketing/request-banner',
  '/marketing/highlights/add',
  '/marketing/top/add',
  '/products/add',
  '/orders/1',
  '/orders/retail/1',
  '/accept-order',
];

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await browser.newContext({ locale: 'ru-RU', viewport: PHONE });
  page = await context.newPage();
  await signIn(page, server);
  await page.waitForURL(/\/seller\/dashboard$/);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** The page's title is up and nothing is loading any more (no spinner, no skeleton; bars with a value are figures). */
async function settled(path: string): Promise<void> {
  await page.goto(server.url(path));
  await page.locator('main h1').first().waitFor();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.querySelectorAll('main [role="progressbar"]:not([aria-valuenow]), main .MuiSkeleton-root')
            .length,
      ),
    )
    .toBe(0);
}

describe('on a 390 px phone', () => {
  const paths = [...new Set([...linkPaths(sidebarMenu), ...MORE_PATHS])];

  it.each(paths)('%s does not scroll sideways and keeps every button on screen', async (path) => {
    await settled(path);
    const overflow = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth - window.innerWidth,
      // What sticks out (clipped or not), to name it when the test fails.
      wide: [...document.querySelectorAll('main *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`),
    }));
    expect(overflow.width, `${path}: ${overflow.wide.join(', ')}`).toBe(0);
    const offScreen = await page.evaluate(() =>
      [...document.querySelectorAll('main button, main [role="button"], main a[href]')]
        // A tab strip scrolls by design, with its own arrows.
        .filter((element) => !element.closest('[role="tablist"]'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden')
            return false;
          return box.left < -1 || box.right > window.innerWidth + 1;
        })
        .map((element) =>
          (element.textContent || element.getAttribute('aria-label') || element.tagName).trim(),
        ),
    );
    expect(offScreen, `${path}: buttons off screen`).toEqual([]);
  });
});
