import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn, startServer, type RunningServer } from './harness';
import { openSettled, picked, readIds, sweepRoutes, type Ids } from './sweep';

/**
 * axe-core's WCAG 2.0/2.1 A and AA rules on every route of spec section 2 (the route list of
 * tests/e2e/sweep.ts, so a new page is checked without a new test), the public screens and the
 * widget, at 1440 and 390 px.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; html: string }[];
}

async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map(({ target, html }) => ({ target, html })),
    }));
  }, WCAG_AA);
}

const describeViolations = (path: string, violations: Violation[]): string[] =>
  violations.map(
    (violation) =>
      `${path}: ${violation.id} (${violation.impact}) ×${violation.nodes.length} at ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`)
        .join(' | ')}`,
  );

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

describe.each(WIDTHS)('axe at $width px', (viewport) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // axe is injected as an inline script, which the app's CSP rightly refuses.
    context = await browser.newContext({ locale: 'ru-RU', viewport, bypassCSP: true });
    page = await context.newPage();
  });
  afterAll(async () => context?.close());

  it('finds nothing on the public screens', async () => {
    const problems: string[] = [];
    for (const path of ['/login', '/forgot-password', `/iframe-embed?storeId=${ids.store}`]) {
      await page.goto(server.url(path));
      await page.waitForLoadState('networkidle');
      problems.push(...describeViolations(path, await axeViolations(page)));
    }
    expect(problems).toEqual([]);
  });

  it('finds nothing on any route of the shell', async () => {
    await page.goto(server.url('/login'));
    await signIn(page, server);
    await page.waitForURL(/\/seller\/dashboard$/);
    const problems: string[] = [];
    for (const path of sweepRoutes(ids).filter(picked)) {
      await openSettled(page, server, path);
      problems.push(...describeViolations(path, await axeViolations(page)));
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
