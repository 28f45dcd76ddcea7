import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './axe';
import { launchBrowser, signIn, startServer, type RunningServer } from './harness';
import { openSettled, picked, readIds, sweepRoutes, type Ids } from './sweep';

/**
 * axe-core's WCAG 2.0/2.1 A and AA rules on every route of spec section 2 (the route list of
 * tests/e2e/sweep.ts, so a new page is checked without a new test), the public screens and the
 * widget, at 1440 and 390 px, in the light and the dark theme; at 1440 px no table is wider than
 * its box.
 */
const SCHEMES = ['light', 'dark'] as const;
type ColorScheme = (typeof SCHEMES)[number];
const WIDE = 1440;
const WIDTHS = [
  { width: WIDE, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * The tables wider than the box they sit in at 1440 px, each with how far it reaches past it: a
 * list at that width shows its columns whole, its less used ones hidden by default (the column
 * chooser brings them back).
 */
async function tablesWiderThanTheirBox(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main table')].flatMap((table) => {
      const box = table.parentElement;
      // A chart's table for screen readers sits in a 1 px box on purpose.
      if (!box || box.clientWidth <= 1) return [];
      const over = table.scrollWidth - box.clientWidth;
      return over > 1 ? [`${table.getAttribute('aria-label') ?? 'table'} is ${over} px too wide`] : [];
    }),
  );
}

/**
 * The dialogs, opened as a seller opens them: one of each of the family (form, confirm), the
 * order action modals, the request's proposal, a review, the dispute decline (the shell's
 * first-visit dialog is met on /dashboard).
 */
const dialogs = (ids: Ids): { path: string; button?: string }[] => [
  { path: '/marketing/coupons?coupon=new' },
  { path: '/products/property', button: 'Добавить свойство' },
  { path: '/settings/account', button: 'Удалить аккаунт' },
  { path: `/orders/${ids.orderAwaitingDispatch}`, button: 'Продлить срок отправки' },
  { path: `/orders/${ids.orderAwaitingDispatch}`, button: 'Отклонить' },
  { path: `/requests/${ids.newRequest}`, button: 'Отправить предложение' },
  { path: `/reviews?review=${ids.review}` },
  { path: '/disputes/wholesales', button: 'Отклонить претензию' },
];

/** The login, forgot-password and reset-password screens (src/custom-pages/public/router.ts) and the widget. */
const PUBLIC_SCREENS = (ids: Ids): string[] => [
  '/login',
  '/reset-password',
  '/account/reset/userId=1&code=sweep',
  `/iframe-embed?storeId=${ids.store}`,
  // The widget's own dark card (src/widget/widget.css), whatever the visitor's scheme.
  `/iframe-embed?storeId=${ids.store}&theme=dark`,
];

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let ids: Ids;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ids = readIds(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Each width checks the light and the dark theme (the system's scheme, which the app follows when
 * the seller has not chosen) side by side, one page per scheme visiting the same path at once:
 * nearly the time of one pass, where a describe per scheme would double the sweep.
 */
describe.each(WIDTHS)('axe at $width px, light and dark', (viewport) => {
  let pages: { scheme: ColorScheme; context: BrowserContext; page: Page }[] = [];

  beforeAll(async () => {
    pages = await Promise.all(
      SCHEMES.map(async (scheme) => {
        // axe is injected as an inline script, which the app's CSP rightly refuses.
        const context = await browser.newContext({
          locale: 'ru-RU',
          viewport,
          colorScheme: scheme,
          bypassCSP: true,
        });
        return { scheme, context, page: await context.newPage() };
      }),
    );
  });
  afterAll(async () => Promise.all(pages.map(({ context }) => context.close())));

  /** Runs one visit in every scheme at once; the problems name the scheme and the path. */
  const inEveryScheme = async (path: string, visit: (page: Page) => Promise<void>): Promise<string[]> => {
    const found = await Promise.all(
      pages.map(async ({ scheme, page }) => {
        await visit(page);
        return describeViolations(`${scheme} ${path}`, await axeViolations(page));
      }),
    );
    return found.flat();
  };

  it('finds nothing on the public screens', async () => {
    const problems: string[] = [];
    for (const path of PUBLIC_SCREENS(ids)) {
      problems.push(
        ...(await inEveryScheme(path, async (page) => {
          await page.goto(server.url(path));
          await page.waitForLoadState('networkidle');
        })),
      );
    }
    expect(problems).toEqual([]);
  });

  /** Signs every scheme's page in once, after the public screens were seen signed out. */
  let signedIn = false;
  const signInOnce = async () => {
    if (signedIn) return;
    await Promise.all(
      pages.map(async ({ page }) => {
        await page.goto(server.url('/login'));
        await signIn(page, server);
        await page.waitForURL(/\/seller\/dashboard$/);
      }),
    );
    signedIn = true;
  };

  it('finds nothing on any route of the shell', async () => {
    await signInOnce();
    const problems: string[] = [];
    const measuresTables = viewport.width === WIDE;
    for (const path of sweepRoutes(ids).filter(picked)) {
      problems.push(...(await inEveryScheme(path, (page) => openSettled(page, server, path))));
      const [first] = pages;
      if (measuresTables && first) {
        problems.push(...(await tablesWiderThanTheirBox(first.page)).map((table) => `${path}: ${table}`));
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it('finds nothing in the dialogs', async () => {
    await signInOnce();
    const problems: string[] = [];
    for (const { path, button } of dialogs(ids)) {
      problems.push(
        ...(await inEveryScheme(`${path} (dialog)`, async (page) => {
          await openSettled(page, server, path);
          if (button) await page.getByRole('button', { name: button }).first().click();
          await page.getByRole('dialog').or(page.getByRole('alertdialog')).first().waitFor();
          // Colours are measured once the dialog has faded in, not halfway through its transition.
          await expect
            .poll(() =>
              page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length),
            )
            .toBe(0);
        })),
      );
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
