import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, JSHandle, Locator, Page } from 'playwright-core';
import { WHOLESALE_ACTION_RULES } from '../../src/resources/orders/shared/actions';
import { DEMO_SELLER, launchBrowser, signIn, startServer, type RunningServer } from './harness';
import { openSettled } from './sweep';

/**
 * The back office without a mouse (issue 30): every stop of the Tab key shows where it is and is
 * on screen; dialogs opened with Enter keep the keyboard inside and give it back on Escape; the
 * sidebar's submenus open with Enter and Space; a table's row opens with Enter and its checkbox
 * toggles with Space.
 */

const VIEWPORT = { width: 1440, height: 900 };
/** Tab stops walked on a page: the shell's frame and well into the page's own controls. */
const MAX_STOPS = 40;
/** Room around an element for a ring drawn outside it (2 px wide, 2 px away). */
const RING_ROOM = 6;
/**
 * WCAG's contrast for what is not text (1.4.11): a pixel counts as changed by focus when its
 * focused and unfocused colours differ at least so much.
 */
const INDICATOR_CONTRAST = 3;
/**
 * How many such pixels make an indicator, per pixel of the element's outline: a line one pixel
 * wide along half of it (a 2 px ring around the whole element gives 2, MUI's 12 % grey or faint
 * ripple 0).
 */
const INDICATOR_AREA = 0.5;

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;
let page: Page;
/**
 * A blank page that decodes screenshots, in a window of its own: beside the app's page it would
 * send that one to the background, where the browser paints once a second.
 */
let labContext: BrowserContext;
let lab: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await browser.newContext({ locale: 'ru-RU', viewport: VIEWPORT });
  labContext = await browser.newContext();
  [page, lab] = await Promise.all([context.newPage(), labContext.newPage()]);
  await signIn(page, server, DEMO_SELLER);
  await page.waitForURL(/\/seller\/dashboard$/);
});

afterAll(async () => {
  await labContext?.close();
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** What the focused element is, as a seller or a screen reader would name it. */
interface FocusedElement {
  /** 'button «Экспорт»', 'a «Обзор»', 'input «Цена от»'. */
  label: string;
  onBody: boolean;
  box: { x: number; y: number; width: number; height: number };
  /** Why the seller cannot see it, if so. */
  unseen: string | null;
}

/** Lets React commit what focus started (MUI's focus-visible state) and the browser paint it. */
const twoFrames = (target: Page) =>
  target.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

const readFocused = (target: Page): Promise<FocusedElement> =>
  target.evaluate(() => {
    const element = document.activeElement instanceof HTMLElement ? document.activeElement : document.body;
    const labelledBy = (element.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
    const name = (
      element.getAttribute('aria-label') ||
      labelledBy.trim() ||
      labels.map((label) => label.textContent).join(' ') ||
      element.textContent ||
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
    const label = `${element.getAttribute('role') ?? element.tagName.toLowerCase()} «${name}»`;
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const rect = element.getBoundingClientRect();
    const box = { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    const centreX = rect.x + rect.width / 2;
    const centreY = rect.y + rect.height / 2;
    let unseen: string | null = null;
    if (rect.width < 1 || rect.height < 1) unseen = 'it has no size';
    else if (centreX < 0 || centreY < 0 || centreX > innerWidth || centreY > innerHeight)
      unseen = 'it is outside the window';
    else if (getComputedStyle(element).visibility === 'hidden') unseen = 'it is hidden';
    else {
      // Painted over, or clipped away by a box around it: none of its points is its own.
      const points = [0.5, 0.25, 0.75].flatMap((fx) =>
        [0.5, 0.25, 0.75].map((fy) => [rect.x + rect.width * fx, rect.y + rect.height * fy] as const),
      );
      const shows = points.some(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (element.contains(hit) || labels.some((label) => label.contains(hit)));
      });
      if (!shows) {
        const over = document.elementFromPoint(centreX, centreY);
        unseen = `no part of it shows (${over?.tagName.toLowerCase()}.${String(over?.className).split(' ')[0]} is in front)`;
      }
    }
    return { label, onBody: element === document.body, box, unseen };
  });

/**
 * How many pixels of `focused` differ from `unfocused` (screenshots of one place) at
 * INDICATOR_CONTRAST or more: what a seller sees change when the element takes focus.
 */
const contrastingPixels = (focused: Buffer, unfocused: Buffer): Promise<number> =>
  lab.evaluate(
    async ({ pictures, minimum }) => {
      const [first, second] = await Promise.all(
        pictures.map(async (base64) => {
          const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const drawing = canvas.getContext('2d');
          if (!drawing) throw new Error('no 2d canvas');
          drawing.drawImage(bitmap, 0, 0);
          return drawing.getImageData(0, 0, bitmap.width, bitmap.height).data;
        }),
      );
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (data: Uint8ClampedArray, at: number) =>
        0.2126 * channel(data[at]) + 0.7152 * channel(data[at + 1]) + 0.0722 * channel(data[at + 2]);
      let count = 0;
      for (let at = 0; at < first.length; at += 4) {
        const a = luminance(first, at);
        const b = luminance(second, at);
        if ((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) >= minimum) count += 1;
      }
      return count;
    },
    { pictures: [focused.toString('base64'), unfocused.toString('base64')], minimum: INDICATOR_CONTRAST },
  );

/** The element's box with room for a ring, inside the window; and the outline length of its visible part. */
function ringArea(box: FocusedElement['box']) {
  const left = Math.max(0, box.x - RING_ROOM);
  const top = Math.max(0, box.y - RING_ROOM);
  const right = Math.min(VIEWPORT.width, box.x + box.width + RING_ROOM);
  const bottom = Math.min(VIEWPORT.height, box.y + box.height + RING_ROOM);
  const visibleWidth = Math.min(box.x + box.width, VIEWPORT.width) - Math.max(box.x, 0);
  const visibleHeight = Math.min(box.y + box.height, VIEWPORT.height) - Math.max(box.y, 0);
  return {
    clip: { x: left, y: top, width: right - left, height: bottom - top },
    outline: 2 * (visibleWidth + visibleHeight),
  };
}

/**
 * Presses Tab from the top of the page up to MAX_STOPS times (until focus leaves the page) and
 * returns the stops a seller cannot see, or whose focus shows no indicator: the focused look
 * against the same place once the element is blurred, ripples and transitions run to their end.
 */
async function unseenFocusStops(target: Page, path: string): Promise<{ stops: number; problems: string[] }> {
  await openSettled(target, server, path);
  const problems: string[] = [];
  let stops = 0;
  for (; stops < MAX_STOPS; stops += 1) {
    await target.keyboard.press('Tab');
    await twoFrames(target);
    const focused = await readFocused(target);
    if (focused.onBody) break;
    if (focused.unseen) {
      problems.push(`${path}: ${focused.label}: ${focused.unseen}`);
      continue;
    }
    const { clip, outline } = ringArea(focused.box);
    const withFocus = await target.screenshot({ clip, animations: 'disabled' });
    const element: JSHandle<Element | null> = await target.evaluateHandle(() => document.activeElement);
    await element.evaluate((focusedElement) => (focusedElement as HTMLElement).blur());
    await twoFrames(target);
    const withoutFocus = await target.screenshot({ clip, animations: 'disabled' });
    await element.evaluate((blurredElement) => (blurredElement as HTMLElement).focus());
    await element.dispose();
    const changed = await contrastingPixels(withFocus, withoutFocus);
    if (changed < INDICATOR_AREA * outline)
      problems.push(
        `${path}: ${focused.label}: no visible focus indicator (${changed} px change at ${INDICATOR_CONTRAST}:1, ` +
          `${Math.ceil(INDICATOR_AREA * outline)} needed)`,
      );
  }
  return { stops, problems };
}

describe('focus is visible at every Tab stop', () => {
  it('on the login screen', async () => {
    // A visitor not signed in (the seller's own context would be sent on to the dashboard).
    const visitor = await browser.newContext({ locale: 'ru-RU', viewport: VIEWPORT });
    try {
      const { stops, problems } = await unseenFocusStops(await visitor.newPage(), '/login');
      // E-mail, password, its eye, "remember me", the reset link, the captcha at least.
      expect(stops).toBeGreaterThanOrEqual(5);
      expect(problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('on the dashboard', async () => {
    const { stops, problems } = await unseenFocusStops(page, '/dashboard');
    expect(stops).toBeGreaterThanOrEqual(20);
    expect(problems).toEqual([]);
  });

  it('on a list page (wholesale products)', async () => {
    const { stops, problems } = await unseenFocusStops(page, '/products/wholesale');
    expect(stops).toBe(MAX_STOPS);
    expect(problems).toEqual([]);
  });
});

/** The focused element is inside the open dialog. */
const focusInDialog = () =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"], [role="alertdialog"]') != null);

/** The dialog's controls the Tab key may stop at (more than it does is fine: the count only bounds the presses). */
const dialogControlCount = (dialog: Locator) =>
  dialog.evaluate(
    (root) =>
      root.querySelectorAll(
        'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea, select, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]',
      ).length,
  );

/** A wholesale order of the demo seller that offers 'Отклонить' (its status allows the decline). */
function declinableOrder(): number {
  const decline = WHOLESALE_ACTION_RULES.find((rule) => rule.action === 'decline');
  if (!decline) throw new Error('no decline rule');
  const db = new Database(join(server.dataDir, 'market.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT o.id FROM wholesale_orders o JOIN sellers s ON s.id = o.seller_id JOIN users u ON u.id = s.user_id
         WHERE u.email = ? AND o.status_id IN (${decline.from.map(() => '?').join(', ')}) ORDER BY o.id LIMIT 1`,
      )
      .get(DEMO_SELLER.email, ...decline.from) as { id: number } | undefined;
    if (!row) throw new Error('the demo seller has no order to decline');
    return row.id;
  } finally {
    db.close();
  }
}

describe('a dialog opened with Enter keeps the keyboard inside and gives it back on Escape', () => {
  const openers: { what: string; path: () => string; button: string }[] = [
    { what: 'the coupon dialog', path: () => '/marketing/coupons', button: 'Создать купон' },
    { what: 'a new property', path: () => '/products/property', button: 'Добавить свойство' },
    { what: 'deleting the account', path: () => '/settings/account', button: 'Удалить аккаунт' },
    { what: "an order's decline", path: () => `/orders/${declinableOrder()}`, button: 'Отклонить' },
  ];

  it.each(openers)('$what ($button)', async ({ path, button }) => {
    const where = path();
    await openSettled(page, server, where);
    const opener = page.getByRole('button', { name: button, exact: true }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
    await dialog.waitFor();
    await expect.poll(focusInDialog, { message: `${where}: focus moves into the dialog` }).toBe(true);

    const presses = (await dialogControlCount(dialog)) + 2;
    const visited = new Set<string>();
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 0; press < presses; press += 1) {
        await page.keyboard.press(key);
        expect(await focusInDialog(), `${where}: ${key} ×${press + 1} left the dialog`).toBe(true);
        visited.add(
          await page.evaluate(() => {
            const element = document.activeElement;
            return `${element?.tagName}:${element?.getAttribute('aria-label') ?? element?.textContent ?? ''}`;
          }),
        );
      }
    }
    // Tab really walks the dialog's controls, it is not held on one place.
    expect(visited.size, `${where}: Tab stops inside the dialog`).toBeGreaterThanOrEqual(2);
    // Every button of the dialog is among them (the keyboard reaches each action).
    const buttons = await dialog.getByRole('button').evaluateAll((elements) =>
      elements
        // A combobox's 'Открыть' is out of the Tab order by design: the arrow keys open its list.
        .filter(
          (element) => !(element as HTMLButtonElement).disabled && element.getAttribute('tabindex') !== '-1',
        )
        .map(
          (element) =>
            `${element.tagName}:${element.getAttribute('aria-label') ?? element.textContent ?? ''}`,
        ),
    );
    expect(buttons.filter((name) => !visited.has(name))).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => opener.evaluate((element) => element === document.activeElement), {
        message: `${where}: focus returns to «${button}»`,
      })
      .toBe(true);
  });
});

describe('the sidebar without a mouse', () => {
  it('the first Tab stop passes it: Enter on «Перейти к содержимому», and the next Tab is in the page', async () => {
    await openSettled(page, server, '/products/wholesale');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Перейти к содержимому', exact: true });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const landed = await page.evaluate(() => ({
      inMain: document.activeElement?.closest('main') != null,
      name: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
    }));
    expect(landed.inMain, `the Tab after the skip link went to «${landed.name}»`).toBe(true);
    expect(page.url()).toBe(server.url('/products/wholesale'));
  });

  it('Tab reaches a submenu, Enter and Space fold it, Enter on its link opens the page', async () => {
    await openSettled(page, server, '/dashboard');
    const heading = await page.locator('main h1').first().innerText();
    const group = page.getByRole('navigation').getByRole('button', { name: 'Товары', exact: true });
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('false');
    const groupFocused = () => group.evaluate((element) => element === document.activeElement);
    for (let press = 0; press < 30 && !(await groupFocused()); press += 1) await page.keyboard.press('Tab');
    expect(await groupFocused(), 'Tab reaches «Товары»').toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Space');
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');

    // The next stop is the submenu's first page.
    const submenu = page.locator(`#${await group.getAttribute('aria-controls')}`);
    const firstLink = submenu.getByRole('link').first();
    await firstLink.waitFor();
    await page.keyboard.press('Tab');
    expect(await firstLink.evaluate((element) => element === document.activeElement)).toBe(true);
    const target = new URL((await firstLink.getAttribute('href')) ?? '', server.origin).pathname;
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === target);
    await expect.poll(() => page.locator('main h1').first().innerText()).not.toBe(heading);
    expect(await firstLink.getAttribute('aria-current')).toBe('page');
  });
});

/** Presses `key` until `locator` has focus; false if it never does within `limit` presses. */
async function tabUntil(locator: Locator, limit: number, key = 'Tab'): Promise<boolean> {
  for (let press = 0; press < limit; press += 1) {
    if (await locator.evaluate((element) => element === document.activeElement)) return true;
    await page.keyboard.press(key);
  }
  return locator.evaluate((element) => element === document.activeElement);
}

describe('tables without a mouse', () => {
  it("Tab reaches the first order's row and Enter opens the order", async () => {
    await openSettled(page, server, '/orders');
    const firstRow = page.locator('main table tbody tr').first();
    const rowStop = page.locator('main table tbody a[href], main table tbody button').first();
    // The first stop inside the rows is in the first row: its checkbox (the selected rows'
    // 'Печать этикеток'), then its link.
    for (let press = 0; press < 60; press += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.closest('main table tbody') != null)) break;
    }
    expect(await firstRow.evaluate((row) => row.contains(document.activeElement))).toBe(true);
    expect(await firstRow.getByRole('checkbox').evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await rowStop.evaluate((element) => element === document.activeElement)).toBe(true);
    const number = (await rowStop.innerText()).replace(/\D/g, '');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/seller/orders/${number}$`));
    await expect.poll(() => page.locator('main h1').first().innerText()).toContain(number);
  });

  it("Space toggles a product row's checkbox and the selected rows' actions appear", async () => {
    await openSettled(page, server, '/products/wholesale');
    const rowCheckbox = page.locator('main table tbody tr').first().getByRole('checkbox');
    const bulkAction = page
      .locator('[data-test="bulk-actions-toolbar"]')
      .getByRole('button', { name: 'Деактивировать', exact: true });
    await expect.poll(() => bulkAction.isVisible()).toBe(false);
    expect(await tabUntil(rowCheckbox, 60), "Tab reaches the first row's checkbox").toBe(true);

    await page.keyboard.press('Space');
    await expect.poll(() => rowCheckbox.isChecked()).toBe(true);
    await expect.poll(() => bulkAction.isVisible()).toBe(true);
    // The toolbar's actions are in reach of the keyboard too (it sits above the table).
    expect(await tabUntil(bulkAction, 15, 'Shift+Tab'), 'Shift+Tab reaches «Деактивировать»').toBe(true);

    expect(await tabUntil(rowCheckbox, 15), 'Tab returns to the checkbox').toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => rowCheckbox.isChecked()).toBe(false);
    await expect.poll(() => bulkAction.isVisible()).toBe(false);
  });
});
