import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn, startServer, type RunningServer } from './harness';
import { openSettled, picked, readIds, sweepRoutes, type Ids } from './sweep';

/**
 * Every route of spec section 2 against the reference server in its spec-only mode (SPEC_ONLY=1:
 * replies carry only the fields the specification names, our own calls answer -1). A page must
 * render: no error card or /error-page, no 'undefined', 'NaN', 'null' or '%{' in its text, no
 * uncaught error, no spinner left. `SWEEP_ONLY` picks routes (tests/e2e/sweep.ts).
 */

/** What the seller must never see: a text a missing field or a failed template leaves behind. */
const LEFTOVERS = /\bundefined\b|\bNaN\b|\bnull\b|%\{/;
const ERROR_CARD = 'Что-то пошло не так! Перезагрузите страницу';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;
let page: Page;
let ids: Ids;
const failures: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SPEC_ONLY: '1' }), launchBrowser()]);
  ids = readIds(server);
  context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => failures.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Render failure'))
      failures.push(message.text());
  });
  await signIn(page, server);
  await page.waitForURL(/\/seller\/dashboard$/);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('spec-only replies (SPEC_ONLY=1)', () => {
  it('every route of section 2 renders what it can, with nothing broken', async () => {
    const problems: string[] = [];
    for (const path of sweepRoutes(ids).filter(picked)) {
      failures.length = 0;
      try {
        await openSettled(page, server, path);
      } catch (error) {
        problems.push(`${path}: never settled (${String(error).split('\n')[0]})`);
        continue;
      }
      const url = new URL(page.url());
      const text = await page.evaluate(() => document.body.innerText);
      if (url.pathname.endsWith('/error-page')) problems.push(`${path}: went to /error-page`);
      if (text.includes(ERROR_CARD)) problems.push(`${path}: shows the error card`);
      const leftover = LEFTOVERS.exec(text);
      if (leftover) {
        const at = Math.max(0, leftover.index - 40);
        problems.push(
          `${path}: shows '${leftover[0]}' in "…${text.slice(at, at + 80).replace(/\s+/g, ' ')}…"`,
        );
      }
      for (const failure of failures) problems.push(`${path}: ${failure}`);
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it.runIf(picked('/iframe-embed'))(
    'the store widget shows the store from the spec Store fields',
    async () => {
      const widget = await context.newPage();
      try {
        await widget.goto(server.url(`/iframe-embed?storeId=${ids.store}`));
        await widget.getByText('Совершать покупки').waitFor();
        const text = await widget.evaluate(() => document.body.innerText);
        expect(text).not.toMatch(LEFTOVERS);
      } finally {
        await widget.close();
      }
    },
  );
});
