import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './axe';
import { bytesOf, downloadOf, downloadSession, workbookOf, type DownloadSession } from './downloads';
import { withFilter, type RunningServer } from './harness';
import { pdfText, squeezed } from '../server/pdfText';

/**
 * Closing documents (docs/contract/documents.md "УПД", "Акт сверки") as a seller gets them: the
 * УПД of a completed order from its page, its total = the order's amount on the finance page; the
 * reconciliation act of a buyer from the buyer page, PDF and xlsx, its turnover = the finance
 * page's figures of that buyer.
 */

let server: RunningServer;
let session: DownloadSession;
let page: Page;

beforeAll(async () => {
  session = await downloadSession({ bypassCSP: true });
  ({ server, page } = session);
});

afterAll(async () => {
  await session?.close();
});

/** '1 234 567,89' (any spaces) as kopecks. */
function kopecksOf(text: string): number {
  const match = /(-?\d[\d\s\u00a0\u202f]*),(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`);
  const rubles = Number((match[1] ?? '').replace(/[\s\u00a0\u202f]/g, ''));
  return rubles * 100 + Math.sign(rubles || 1) * Number(match[2]);
}

/** Figures of the finance page's summary ('Общая сумма заказов', 'Возвраты') under a filter. */
async function financeFigures(
  path: string,
  filter: Record<string, unknown>,
  labels: string[],
): Promise<number[]> {
  await page.goto(server.url(withFilter(path, filter)));
  const figures: number[] = [];
  for (const label of labels) {
    const card = page.getByLabel('Итоги по заказам').locator('.MuiCard-root', { hasText: label });
    await expect.poll(() => card.getByTestId('finance-summary-skeleton').count()).toBe(0);
    await expect.poll(async () => /\d,\d\d/.test(await card.innerText())).toBe(true);
    figures.push(kopecksOf((await card.innerText()).replace(label, '')));
  }
  return figures;
}

const TOTAL = 'Общая сумма заказов';

describe('closing documents', () => {
  it("the УПД of a completed order: its total is the order's amount on the finance page", async () => {
    await page.goto(server.url(withFilter('/orders', { statusId: 7 })));
    const link = page.locator('main table tbody tr').first().getByRole('link').first();
    const number = /№\s*(\d+)/.exec(await link.innerText())?.[1] ?? '';
    expect(number).toMatch(/^\d+$/);
    const [amount] = await financeFigures('/finacnes/whole-sale', { orderId: Number(number) }, [TOTAL]);

    await page.goto(server.url(`/orders/${number}`));
    const download = await downloadOf(page, page.getByRole('button', { name: 'УПД', exact: true }));
    expect(download.suggestedFilename()).toBe(`УПД ${number}.pdf`);
    const text = squeezed(pdfText(await bytesOf(download)));
    expect(text).toContain(squeezed(`Универсальный передаточный документ № ${number}`));
    const total = /Всегокоплате:(-?[\d,]+)руб\./.exec(text)?.[1] ?? '';
    expect(kopecksOf(total)).toBe(amount);
  });

  it('an order not completed has no УПД button', async () => {
    // Wholesale 1 is paid and not sent yet (docs/contract/orders.md "Demo data").
    await page.goto(server.url('/orders/1'));
    await page
      .getByRole('heading', { name: /№\s*1\b/ })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'УПД', exact: true }).count()).toBe(0);
  });

  it("the act of a buyer, PDF and xlsx: its turnover is the finance page's for that buyer", async () => {
    // ООО «СтройДвор» (buyer 16) buys wholesale only.
    const buyer = 'СтройДвор';
    const wholesale = '/finacnes/whole-sale';
    const [all = 0, refunds = 0] = await financeFigures(wholesale, { buyerName: buyer }, [TOTAL, 'Возвраты']);
    const [unpaid = 0] = await financeFigures(wholesale, { buyerName: buyer, safeDealStatusId: 4 }, [TOTAL]);
    const [delivered = 0] = await financeFigures(wholesale, { buyerName: buyer, orderStatusId: 100 }, [
      TOTAL,
    ]);

    const act = async (format: 'PDF' | 'Excel (.xlsx)') => {
      await page.goto(server.url('/buyers/16'));
      await page.getByRole('button', { name: 'Акт сверки' }).click();
      const dialog = page.getByRole('dialog');
      // 'С': 1 January 2020, before every order; 'По' stays today.
      await dialog.getByRole('radio', { name: 'PDF' }).waitFor();
      if (format === 'Excel (.xlsx)') {
        expect(describeViolations('/buyers/16 (Акт сверки)', await axeViolations(page))).toEqual([]);
      }
      await dialog.locator('[role="spinbutton"]').first().click();
      await page.keyboard.type('01012020');
      await dialog.getByRole('radio', { name: format }).check();
      return downloadOf(page, dialog.getByRole('button', { name: 'Скачать' }));
    };

    const xlsxDownload = await act('Excel (.xlsx)');
    expect(xlsxDownload.suggestedFilename()).toMatch(/^Акт сверки 01\.01\.2020–\d\d\.\d\d\.\d{4}\.xlsx$/);
    const workbook = await workbookOf(xlsxDownload);
    const rows: unknown[][] = [];
    workbook.getWorksheet('Акт сверки')?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const money = (value: unknown) => Math.round((typeof value === 'number' ? value : 0) * 100);
    const row = (text: string) => rows.find((r) => r[1] === text) ?? [];
    const [debit, credit] = [money(row('Обороты за период')[2]), money(row('Обороты за период')[3])];
    expect(rows.some((r) => String(r[1]).includes('(розница)'))).toBe(false);
    expect(credit).toBe(all - unpaid);
    expect(debit).toBe(delivered + refunds);
    expect(money(row('Сальдо начальное')[2]) - money(row('Сальдо начальное')[3])).toBe(0);
    expect(money(row('Сальдо конечное')[2]) - money(row('Сальдо конечное')[3])).toBe(debit - credit);

    const pdfDownload = await act('PDF');
    expect(pdfDownload.suggestedFilename()).toMatch(/^Акт сверки 01\.01\.2020–\d\d\.\d\d\.\d{4}\.pdf$/);
    const text = squeezed(pdfText(await bytesOf(pdfDownload)));
    expect(text).toContain(squeezed('Акт сверки взаимных расчётов за период с 01.01.2020'));
    const turnover = /Оборотызапериод(-?[\d,]+?,\d\d)(-?[\d,]+?,\d\d)/.exec(text);
    expect([kopecksOf(turnover?.[1] ?? ''), kopecksOf(turnover?.[2] ?? '')]).toEqual([debit, credit]);
  });

  it('the act dialog fits a phone: no sideways scroll, nothing for axe', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(server.url('/buyers/16'));
      await page.getByRole('button', { name: 'Акт сверки' }).click();
      await page.getByRole('dialog').getByRole('radio', { name: 'PDF' }).waitFor();
      // Colours are measured once the dialog has faded in, not halfway through its transition.
      await expect
        .poll(() =>
          page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length),
        )
        .toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(describeViolations('/buyers/16 (Акт сверки, 390)', await axeViolations(page))).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});
